import { catalogCardSchema } from "@/lib/validation/catalog-card";
import { readBody } from "@/server/http/body";
import { badRequest, json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { updateCatalogCard } from "@/server/page-content/page-content";

/**
 * Saves one catalogue card of the stretch-film page (the /admin/edit-product
 * screen). Answers the saved card and the content's new
 * `updatedAt`; a stale `updatedAt` in the body is 409.
 */
export const PUT = adminRoute<{ index: string }>(async ({ req, params, session }) => {
  if (!/^\d{1,4}$/.test(params.index)) throw badRequest("index: must be a whole number", { index: "must be a whole number" });
  const { updatedAt, ...card } = await readBody(req, catalogCardSchema, 32 * 1024);
  const saved = await updateCatalogCard(Number(params.index), card, session.admin.username, { loadedAt: updatedAt });
  return json({ ...saved.card, updatedAt: saved.updatedAt.toISOString() });
});
