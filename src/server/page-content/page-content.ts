import "server-only";
import { env } from "@/env";
import type { Product } from "@/lib/types";
import type { CatalogCardInput } from "@/lib/validation/catalog-card";
import {
  STALE_CONTENT_MESSAGE,
  storedPageContentSchema,
  type LinkedProduct,
  type PageContentAnswer,
  type ProductPageContent,
  type StoredPageContent,
} from "@/lib/validation/product-page-content";
import { audit } from "@/server/audit";
import { invalidate, TAGS } from "@/server/cache";
import { productsBySkus } from "@/server/catalog/products/products";
import { db } from "@/server/db/client";
import { conflict, notFound } from "@/server/http/errors";
import { logger } from "@/server/logger.mjs";
import { recordEvent } from "@/server/webhooks/outbox";
import { PRODUCT_EVENT_SELECT, productData } from "@/server/webhooks/payloads";

export const STRETCH_FILM_SLUG = "stretch-film";

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** Stored JSON that no longer validates is reported, not served half-broken. A price range stored before it moved to the product is dropped. */
function parseStored(slug: string, text: string): StoredPageContent | null {
  const parsed = storedPageContentSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    logger.warn({ slug, problem: parsed.error.issues[0]?.message }, "product page content does not validate");
    return null;
  }
  return parsed.data;
}

/** The stored page content (its price is its product's), or null when the page has none. */
export async function getStoredPageContent(slug = STRETCH_FILM_SLUG): Promise<StoredPageContent | null> {
  const row = await db.productPageContent.findUnique({ where: { slug } });
  return row ? parseStored(slug, row.content) : null;
}

/** Every variant code and card SKU of the page: each names the product it sells. */
export function pageSkus(content: StoredPageContent): string[] {
  return [
    ...content.handWrappedVariants.map((v) => v.code),
    ...content.machineWrappedVariants.map((v) => v.code),
    ...content.catalogProducts.map((c) => c.sku),
  ];
}

/** The products these codes name (same SKU, any case), by lower-cased SKU. */
export async function linkedProducts(skus: readonly string[]): Promise<Record<string, Product>> {
  const products = await productsBySkus(skus);
  return Object.fromEntries(products.map((p) => [p.sku.toLowerCase(), p]));
}

async function editorAnswer(content: StoredPageContent, updatedAt: Date, slug: string): Promise<PageContentAnswer> {
  const [product, linked] = await Promise.all([
    db.product.findUnique({ where: { slug }, select: { priceMin: true, priceMax: true } }),
    linkedProducts(pageSkus(content)),
  ]);
  const toLinked = (p: Product): LinkedProduct => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    priceMin: p.priceMin,
    priceMax: p.priceMax,
    unitOfSale: p.unitOfSale,
  });
  return {
    ...content,
    // No product (or no price on it) leaves the fields empty: the editor asks for them.
    priceRange: { min: product?.priceMin ?? "", max: product?.priceMax ?? "" },
    updatedAt: updatedAt.toISOString(),
    linkedProducts: Object.values(linked).map(toLinked),
  };
}

/** What the page editor loads: the content with its product's price range, its version and its linked products. */
export async function getPageContentForEditor(slug = STRETCH_FILM_SLUG): Promise<PageContentAnswer | null> {
  const row = await db.productPageContent.findUnique({ where: { slug } });
  const content = row ? parseStored(slug, row.content) : null;
  return row && content ? editorAnswer(content, row.updatedAt, slug) : null;
}

/**
 * Takes the content row's write lock before reading it, so concurrent edits
 * (two cards saved at once) apply one after the other instead of each
 * writing back what it read. PostgreSQL: a row lock. SQLite: a first write
 * takes the database's write lock (what BEGIN IMMEDIATE would do), so no
 * other writer can slip in between the read and the write.
 */
async function lockContentRow(tx: Tx, slug: string): Promise<void> {
  if (env.provider === "postgresql") await tx.$queryRawUnsafe(`SELECT "slug" FROM "ProductPageContent" WHERE "slug" = $1 FOR UPDATE`, slug);
  else await tx.$executeRawUnsafe(`UPDATE "ProductPageContent" SET "content" = "content" WHERE "slug" = ?`, slug);
}

/**
 * Reads, changes and writes the page content in one transaction under its
 * lock. `loadedAt` is the version the editor loaded: if the content has
 * changed since, nothing is written (409). Each write gets a later updatedAt
 * than the one before, even within one millisecond, so a version is never
 * reused.
 */
async function editContent<T extends { content: StoredPageContent }>(
  slug: string,
  loadedAt: string | undefined,
  change: (tx: Tx, current: StoredPageContent | null) => Promise<T>,
): Promise<T & { before: StoredPageContent | null; updatedAt: Date }> {
  return db.$transaction(
    async (tx) => {
      await lockContentRow(tx, slug);
      const row = await tx.productPageContent.findUnique({ where: { slug } });
      if (loadedAt !== undefined && row?.updatedAt.getTime() !== Date.parse(loadedAt)) throw conflict(STALE_CONTENT_MESSAGE);
      const before = row ? parseStored(slug, row.content) : null;
      const result = await change(tx, before);
      const updatedAt = new Date(Math.max(Date.now(), (row?.updatedAt.getTime() ?? 0) + 1));
      const text = JSON.stringify(result.content);
      await tx.productPageContent.upsert({
        where: { slug },
        create: { slug, content: text, updatedAt },
        update: { content: text, updatedAt },
      });
      return { ...result, before, updatedAt };
    },
    // Edits queue on the lock one after another; each takes milliseconds.
    { maxWait: 10_000, timeout: 10_000 },
  );
}

/**
 * Saves the whole page content. Its price range is saved to the product whose
 * slug is the page's, in the same transaction: that row is the one price the
 * page, the catalogue, the API and the cart all show.
 */
export async function savePageContent(
  content: ProductPageContent,
  actor: string,
  { loadedAt, slug = STRETCH_FILM_SLUG }: { loadedAt?: string; slug?: string } = {},
): Promise<PageContentAnswer> {
  const { priceRange, ...stored } = content;
  const saved = await editContent(slug, loadedAt, async (tx) => {
    const product = await tx.product.findUnique({ where: { slug }, select: { id: true, priceMin: true, priceMax: true } });
    if (!product) {
      const message = `No product has the slug "${slug}": the page's price is that product's. Create it under Products first.`;
      throw conflict(message, { priceRange: message });
    }
    const price = { priceMin: priceRange.min, priceMax: priceRange.max };
    const priceChanged = product.priceMin !== price.priceMin || product.priceMax !== price.priceMax;
    if (priceChanged) {
      const updated = await tx.product.update({ where: { id: product.id }, data: price, select: PRODUCT_EVENT_SELECT });
      // The page's price is the product's: receivers hear of it as of any other price edit.
      await recordEvent(tx, "product.updated", productData(updated));
    }
    return { content: stored, product, price, priceChanged };
  });
  await audit({
    actor,
    action: saved.before ? "update" : "create",
    entity: "ProductPageContent",
    entityId: slug,
    before: saved.before ?? undefined,
    after: stored,
  });
  if (saved.priceChanged) {
    const { id, ...before } = saved.product;
    await audit({ actor, action: "update", entity: "Product", entityId: id, before, after: saved.price });
    invalidate(TAGS.pageContent, TAGS.catalog);
  } else {
    invalidate(TAGS.pageContent);
  }
  return editorAnswer(stored, saved.updatedAt, slug);
}

type CardInput = Omit<CatalogCardInput, "updatedAt">;

/** Edits one catalogue card of the page (the /admin/edit-product screen). */
export async function updateCatalogCard(
  index: number,
  card: CardInput,
  actor: string,
  { loadedAt, slug = STRETCH_FILM_SLUG }: { loadedAt?: string; slug?: string } = {},
): Promise<{ card: StoredPageContent["catalogProducts"][number]; updatedAt: Date }> {
  const saved = await editContent(slug, loadedAt, async (_tx, current) => {
    if (!current) throw notFound("Product page content not found");
    const existing = current.catalogProducts[index];
    if (!existing) throw notFound(`No catalogue card at index ${index}`);
    // The screen's optional description is kept on the card (the page content schema allows it); blank removes it.
    const { description, ...fields } = card;
    const { description: _previous, ...rest } = existing;
    void _previous;
    const edited = { ...rest, ...fields, id: existing.id, ...(description ? { description } : {}) };
    return { content: { ...current, catalogProducts: current.catalogProducts.map((c, i) => (i === index ? edited : c)) } };
  });
  await audit({
    actor,
    action: "update",
    entity: "ProductPageContent",
    entityId: slug,
    before: saved.before ?? undefined,
    after: saved.content,
  });
  invalidate(TAGS.pageContent);
  return { card: saved.content.catalogProducts[index], updatedAt: saved.updatedAt };
}
