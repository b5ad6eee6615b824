"use client";

import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The buyer's private link (the same for every version), to paste into the admin's own e-mail. */
export function QuoteBuyerLink({ url }: { url: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied");
    } catch {
      // No clipboard (an insecure origin, or permission refused): the field is selected for a manual copy.
      const input = document.getElementById("quote-buyer-link") as HTMLInputElement | null;
      input?.select();
      toast.error("Could not copy the link", { description: "It is selected: copy it with Ctrl+C or ⌘C." });
    }
  }
  return (
    <div className="space-y-2">
      <Label htmlFor="quote-buyer-link">Buyer link</Label>
      <div className="flex gap-2">
        <Input id="quote-buyer-link" readOnly value={url} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden /> Copy link
        </Button>
      </div>
    </div>
  );
}
