import "server-only";
import { productPageContentSchema, type ProductPageContent } from "@/lib/validation/product-page-content";
import { audit } from "@/server/audit";
import { invalidate, TAGS } from "@/server/cache";
import { db } from "@/server/db/client";
import { notFound } from "@/server/http/errors";

export const STRETCH_FILM_SLUG = "stretch-film";

/** The stored page content, or null when the page has none. Stored JSON that no longer validates is reported, not served half-broken. */
export async function getPageContent(slug = STRETCH_FILM_SLUG): Promise<ProductPageContent | null> {
  const row = await db.productPageContent.findUnique({ where: { slug } });
  if (!row) return null;
  const parsed = productPageContentSchema.safeParse(JSON.parse(row.content));
  if (!parsed.success) {
    console.warn(`product page content "${slug}" does not validate: ${parsed.error.issues[0]?.message}`);
    return null;
  }
  return parsed.data;
}

export async function savePageContent(content: ProductPageContent, actor: string, slug = STRETCH_FILM_SLUG): Promise<ProductPageContent> {
  const before = await db.productPageContent.findUnique({ where: { slug } });
  const text = JSON.stringify(content);
  await db.productPageContent.upsert({ where: { slug }, create: { slug, content: text }, update: { content: text } });
  await audit({ actor, action: before ? "update" : "create", entity: "ProductPageContent", entityId: slug, before: before ? JSON.parse(before.content) : undefined, after: content });
  invalidate(TAGS.pageContent);
  return content;
}

/** Edits one catalogue card of the page (the /admin/edit-product screen, DECISIONS D12). */
export async function updateCatalogCard(index: number, card: Omit<ProductPageContent["catalogProducts"][number], "id"> & { description?: string | null }, actor: string): Promise<ProductPageContent> {
  const content = await getPageContent();
  if (!content) throw notFound("Product page content not found");
  const existing = content.catalogProducts[index];
  if (!existing) throw notFound(`No catalogue card at index ${index}`);
  // The screen's optional description is kept on the card (the page content schema allows it); blank removes it.
  const { description, ...fields } = card;
  const { description: _previous, ...rest } = existing;
  void _previous;
  const edited = { ...rest, ...fields, id: existing.id, ...(description ? { description } : {}) };
  const next: ProductPageContent = {
    ...content,
    catalogProducts: content.catalogProducts.map((c, i) => (i === index ? edited : c)),
  };
  return savePageContent(next, actor);
}
