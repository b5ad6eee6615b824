import { productPageContentSchema } from "@/lib/validation/product-page-content";
import { readBody } from "@/server/http/body";
import { json, notFound } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { getPageContent, savePageContent } from "@/server/page-content/page-content";

export const GET = adminRoute(async () => {
  const content = await getPageContent();
  if (!content) throw notFound("Product page content not found");
  return json(content);
});

export const POST = adminRoute(async ({ req, session }) => {
  const content = await readBody(req, productPageContentSchema, 512 * 1024);
  return json(await savePageContent(content, session.admin.username));
});
