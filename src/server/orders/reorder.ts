import "server-only";
import { listPrice, type OrderLine, type ReorderAnswer } from "@/lib/orders";
import { capQuantity } from "@/lib/quantity";
import type { BuyerSession } from "@/server/account/buyer-session";
import { cartProducts } from "@/server/catalog/ordering/cart-items";
import { db } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { buyerOrdersWhere } from "./account-orders";

/**
 * An order's lines as cart items, against the catalogue as it is now: a line
 * whose SKU is no longer sold (deleted, or a special with no SKU) is left out
 * and named; a line whose catalogue price differs from the one when ordered
 * says both. Lines of one SKU are added up.
 */
export async function reorderLines(lines: readonly OrderLine[]): Promise<ReorderAnswer> {
  const products = await cartProducts(
    lines.map((l) => l.sku).filter((s) => s.trim() !== ""),
    [],
  );
  const bySku = new Map(products.map((p) => [p.sku.trim().toLowerCase(), p]));
  const answer: ReorderAnswer = { items: [], notSold: [] };
  for (const line of lines) {
    const product = bySku.get(line.sku.trim().toLowerCase());
    if (!product) {
      answer.notSold.push({ sku: line.sku, name: line.name });
      continue;
    }
    const same = answer.items.find((i) => i.product.id === product.id);
    if (same) {
      same.quantity = capQuantity(same.quantity + line.quantity);
      continue;
    }
    const now = listPrice(product);
    const then = line.listPrice ?? null;
    answer.items.push({
      product,
      quantity: capQuantity(line.quantity),
      orderedPrice: line.unitPrice,
      priceChanged: now === then ? null : { from: then, to: now },
    });
  }
  return answer;
}

/** POST /api/account/reorder: one of the buyer's orders (404 for anyone else's). */
export async function reorderForBuyer(buyer: BuyerSession["buyer"], orderNumber: string): Promise<ReorderAnswer> {
  const row = await db.order.findFirst({ where: { AND: [{ number: orderNumber }, buyerOrdersWhere(buyer)] }, select: { lines: true } });
  if (!row) throw notFound("Order not found");
  return reorderLines(JSON.parse(row.lines) as OrderLine[]);
}

/** The order an accepted quote became, for its private page's Reorder (the link is the access, as for accepting it). */
export async function reorderForQuoteRequest(quoteRequestId: number): Promise<ReorderAnswer> {
  const row = await db.order.findUnique({ where: { quoteRequestId }, select: { lines: true } });
  if (!row) throw notFound("This quote has no order to reorder");
  return reorderLines(JSON.parse(row.lines) as OrderLine[]);
}
