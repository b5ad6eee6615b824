import { pageContentSaveSchema } from "@/lib/validation/product-page-content";
import { readBody } from "@/server/http/body";
import { json, notFound } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { getPageContentForEditor, savePageContent } from "@/server/page-content/page-content";

export const GET = adminRoute(async () => {
  const content = await getPageContentForEditor();
  if (!content) throw notFound("Product page content not found");
  return json(content);
});

/** The whole content; with the `updatedAt` the editor loaded, a save over someone else's newer one is 409. */
export const POST = adminRoute(async ({ req, session }) => {
  const { updatedAt, ...content } = await readBody(req, pageContentSaveSchema, 512 * 1024);
  return json(await savePageContent(content, session.admin.username, { loadedAt: updatedAt }));
});
