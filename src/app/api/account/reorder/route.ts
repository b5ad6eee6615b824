import { reorderSchema } from "@/lib/validation/order";
import { readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { buyerRoute } from "@/server/http/route";
import { reorderForBuyer } from "@/server/orders/reorder";

/** An order of the buyer's as cart items against today's catalogue, with the lines no longer sold and the prices changed since. */
export const POST = buyerRoute(async ({ req, buyer }) => {
  const { orderNumber } = await readBody(req, reorderSchema, 1024);
  return json(await reorderForBuyer(buyer, orderNumber));
});
