"use client";

import { useState } from "react";
import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/** The signing secret, shown whole (it is long and must be copied exactly), with a copy button. */
export function SecretBox({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success("Secret copied");
    } catch {
      toast.error("Copy failed: select the secret and copy it");
    }
  }
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium" id="webhook-secret-label">
        Signing secret
      </p>
      <code
        aria-labelledby="webhook-secret-label"
        data-testid="webhook-secret"
        className="block rounded-md border bg-muted p-3 font-mono text-sm break-all select-all"
      >
        {secret}
      </code>
      <Button type="button" variant="outline" size="sm" onClick={copy}>
        <Copy aria-hidden />
        {copied ? "Copied" : "Copy secret"}
      </Button>
    </div>
  );
}
