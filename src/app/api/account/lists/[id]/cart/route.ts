import { listCartItems } from "@/server/account/requisition-lists";
import { parseId } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { companyRoute } from "@/server/http/route";

/**
 * "Add list to cart": the list's lines as the catalogue has them now, as cart
 * items with their quantities (`items`), and the lines no longer sold (`missing`).
 * The cart lives in the browser, which adds them.
 */
export const GET = companyRoute<{ id: string }>(async ({ params, companyId }) => json(await listCartItems(companyId, parseId(params.id))));
