"use client";

import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { send } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { formatPrice, CONTACT_FOR_PRICE } from "@/lib/money";
import type { ReorderAnswer } from "@/lib/orders";
import { Button } from "@/components/ui/button";
import { useCart } from "@/hooks/use-cart";

const priceOf = (p: string | null) => (p === null ? CONTACT_FOR_PRICE : p.split(" - ").map(formatPrice).join(" - "));

/** What became of each line, in words: what was added, what is no longer sold, which prices changed since. */
export function reorderSummary(a: ReorderAnswer): string[] {
  const added = a.items.length;
  const lines = [added === 0 ? "Nothing could be added to your cart." : `${added} ${added === 1 ? "line is" : "lines are"} in your cart.`];
  for (const n of a.notSold) lines.push(`${n.name}${n.sku ? ` (SKU ${n.sku})` : ""}: no longer sold, left out.`);
  for (const i of a.items)
    if (i.priceChanged) lines.push(`${i.product.name}: price changed, ${priceOf(i.priceChanged.from)} → ${priceOf(i.priceChanged.to)}.`);
  return lines;
}

/**
 * Puts an order's lines back in the cart in one click: the server resolves
 * them against today's catalogue (`endpoint`: the account's reorder, or an
 * accepted quote's), the buyer reads what was left out or repriced, and the cart opens.
 */
export function ReorderButton({ endpoint, body }: { endpoint: string; body: Record<string, string> }) {
  const { addItem, setOpen } = useCart();
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<string[] | null>(null);

  async function reorder() {
    setBusy(true);
    try {
      const answer = await send<ReorderAnswer>("POST", endpoint, body);
      for (const item of answer.items) addItem(item.product, item.quantity, { silent: true });
      const lines = reorderSummary(answer);
      setSummary(lines);
      if (answer.items.length > 0) {
        toast.success("Reordered", { description: lines.join(" ") });
        setOpen(true);
      } else toast.error("Nothing to reorder", { description: lines.join(" ") });
    } catch {
      toast.error("Could not reorder", { description: "Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Button type="button" onClick={reorder} disabled={busy} className="w-full sm:w-auto">
        <RotateCcw aria-hidden="true" />
        Reorder
      </Button>
      <div role="status" className="text-sm">
        {summary && (
          <ul className="space-y-1 rounded-md border p-3" aria-label="Reorder summary">
            {summary.map((s, n) => (
              <li key={n}>{s}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
