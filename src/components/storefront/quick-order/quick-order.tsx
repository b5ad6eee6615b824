"use client";

import { ShoppingCart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useCart, type CartProduct } from "@/hooks/use-cart";
import { ApiError, getJson, send } from "@/lib/api-client";
import { parseQuantity } from "@/lib/quantity";
import type { QuickOrderLine } from "@/lib/validation/quick-order";
import { QuickOrderListInput } from "./list-input";
import { QuickOrderResultRow, type Row } from "./result-row";

type Answer = { lines?: (QuickOrderLine & { item?: CartProduct })[] };

const UNMATCHED = "The list could not be matched. Please try again.";

/** A refused quantity stays in its field as written, beside its message. */
const toRow = (line: QuickOrderLine & { item?: CartProduct }, key: number): Row => ({
  ...line,
  key,
  quantityText: line.quantity === null ? (line.quantityText ?? "") : String(line.quantity),
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The quick-order page's list: pasted or uploaded, matched by
 * POST /api/quick-order/match, corrected here (quantities, a suggestion
 * picked), and added to the cart at once.
 */
export function QuickOrder() {
  const { addItem, setOpen } = useCart();
  const [text, setText] = useState("");
  const [rows, setRows] = useState<Row[] | null>(null);
  const [pending, setPending] = useState(false);
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  /** Bumped by each match: the heading takes focus once the results are on screen. */
  const [matchCount, setMatchCount] = useState(0);
  // The results replace the list's place in the reading order: the heading announces them.
  // Right after the render that shows them, not a frame later, when the buyer may already
  // have moved on to a field (which the focus would then be taken from).
  useEffect(() => {
    if (matchCount > 0) resultsRef.current?.focus();
  }, [matchCount]);

  async function match() {
    if (pending || text.trim() === "") return;
    setPending(true);
    setError(null);
    try {
      const body = await send<Answer | null>("POST", "/api/quick-order/match", { text }, { fallback: () => UNMATCHED });
      if (!body?.lines) {
        setError(UNMATCHED);
        return;
      }
      setRows(body.lines.map(toRow));
      setMatchCount((n) => n + 1);
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) setError(error.errors.text ?? error.message);
      else setError("The list could not be matched. Please check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  /** A suggestion picked: the line becomes that product (looked up as the cart checks its items). */
  async function pick(key: number, sku: string) {
    setPicking(true);
    try {
      const answer = await getJson<{ items?: CartProduct[] } | null>(`/api/cart-items?${new URLSearchParams({ sku })}`);
      const item = answer?.items?.find((i) => i.sku === sku);
      if (!item) {
        toast.error("Product not available", { description: `${sku} is no longer in the catalogue.` });
        return;
      }
      setRows((rs) =>
        rs!.map((r) =>
          r.key === key
            ? {
                ...r,
                status: "matched",
                sku: item.sku,
                productId: item.id,
                name: item.name,
                item,
                suggestions: undefined,
                quantityText: r.quantityText || "1",
                error: undefined,
              }
            : r,
        ),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status > 0)
        toast.error("Product not available", { description: `${sku} is no longer in the catalogue.` });
      else toast.error("Product not available", { description: "Please check your connection and try again." });
    } finally {
      setPicking(false);
    }
  }

  const matched = rows?.filter((r) => r.status === "matched" && r.item) ?? [];
  const unmatched = (rows?.length ?? 0) - matched.length;

  function addAll() {
    const bad = matched.find((r) => parseQuantity(r.quantityText) === null);
    if (bad) {
      document.querySelector<HTMLInputElement>(`[data-testid="quick-order-line"] input[aria-invalid="true"]`)?.focus();
      toast.error("Check the quantities", { description: `${bad.item!.name}: the quantity must be a whole number from 1 to 100,000.` });
      return;
    }
    for (const r of matched) addItem(r.item!, parseQuantity(r.quantityText)!, { silent: true });
    toast.success("Added to Cart", { description: `${plural(matched.length, "line has", "lines have")} been added to your cart.` });
    setOpen(true);
  }

  return (
    <div className="space-y-10">
      <QuickOrderListInput text={text} onText={setText} onMatch={match} pending={pending} error={error} />
      {rows && (
        <section aria-labelledby="quick-order-results" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="quick-order-results" ref={resultsRef} tabIndex={-1} className="text-xl font-bold tracking-tight outline-none">
                Results
              </h2>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {plural(matched.length, "line", "lines")} matched
                {unmatched > 0 ? `, ${plural(unmatched, "line needs", "lines need")} attention` : ""}.
              </p>
            </div>
            <Button type="button" onClick={addAll} disabled={matched.length === 0}>
              <ShoppingCart aria-hidden="true" />
              Add all to cart
            </Button>
          </div>
          {rows.length === 0 ? (
            <p className="text-muted-foreground">The list has no lines.</p>
          ) : (
            <ul className="rounded-lg border px-4" aria-label="Matched lines">
              {rows.map((r) => (
                <QuickOrderResultRow
                  key={r.key}
                  row={r}
                  picking={picking}
                  onPick={(sku) => pick(r.key, sku)}
                  onQuantity={(q) => setRows((rs) => rs!.map((x) => (x.key === r.key ? { ...x, quantityText: q } : x)))}
                />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
