import "server-only";
import { randomBytes } from "node:crypto";
import { env } from "@/env";
import { specificationsWithAttributes } from "@/lib/attributes";
import { hashPassword } from "@/server/auth/password";
import { db } from "@/server/db/client";
import { STRETCH_FILM_SLUG } from "@/server/page-content/page-content";
import { seedCategories, seedPageContent, seedProducts, seedSettings, seedSynonyms } from "../../../prisma/seed-data";

/** Internal marker row (not one of the public setting keys): the catalogue was seeded. */
export const SEEDED_MARKER = "__catalogue_seeded_at";
/** Likewise for the synonym dictionary, which came later: a database seeded before it gets it once too. */
export const SYNONYMS_SEEDED_MARKER = "__synonyms_seeded_at";

type Log = (message: string) => void;

/**
 * First-start data: the catalogue, the stretch-film page content and the
 * business settings are inserted once, in one transaction, and never again
 * (the marker row says so), so nothing an admin changed is overwritten.
 * The admin account is created whenever none exists.
 */
export async function seed({ log = console.log }: { log?: Log } = {}): Promise<{ catalogue: boolean; admin: boolean }> {
  const catalogue = await seedCatalogue(log);
  await seedSynonymDictionary(log);
  const admin = await ensureAdmin(log);
  return { catalogue, admin };
}

async function seedCatalogue(log: Log): Promise<boolean> {
  if (await db.setting.findUnique({ where: { key: SEEDED_MARKER } })) return false;
  try {
    await db.$transaction(
      async (tx) => {
        await tx.setting.create({ data: { key: SEEDED_MARKER, value: new Date().toISOString() } });
        const ids = new Map<string, number>();
        for (const c of seedCategories) {
          const row = await tx.category.create({
            data: {
              name: c.name,
              slug: c.slug,
              description: c.description,
              imageUrl: c.imageUrl,
              attributes: JSON.stringify(c.attributes),
            },
          });
          ids.set(c.slug, row.id);
        }
        const defs = new Map(seedCategories.map((c) => [c.slug, c.attributes]));
        // One multi-row insert (ids follow the list's order): a round trip per product kept the
        // transaction open past its time limit on a busy PostgreSQL server.
        await tx.product.createMany({
          data: seedProducts.map((p) => ({
            name: p.name,
            slug: p.slug,
            sku: p.sku,
            description: p.description,
            priceMin: p.priceMin,
            priceMax: p.priceMax,
            unitOfSale: p.unitOfSale,
            imageUrl: p.imageUrl,
            // As a save from the admin form writes them: the attributes under their labels, so the two agree.
            specifications: specificationsWithAttributes(p.specifications, defs.get(p.categorySlug) ?? [], p.attributes),
            attributes: JSON.stringify(p.attributes),
            categoryId: ids.get(p.categorySlug) ?? null,
          })),
        });
        for (const [key, value] of Object.entries(seedSettings)) {
          // An admin may have saved a setting before the catalogue was seeded.
          if (!(await tx.setting.findUnique({ where: { key } }))) await tx.setting.create({ data: { key, value } });
        }
        if (!(await tx.productPageContent.findUnique({ where: { slug: STRETCH_FILM_SLUG } }))) {
          await tx.productPageContent.create({ data: { slug: STRETCH_FILM_SLUG, content: JSON.stringify(seedPageContent) } });
        }
      },
      { timeout: 60_000 },
    );
  } catch (e) {
    // Another instance seeding at the same moment wins the marker row.
    if (await db.setting.findUnique({ where: { key: SEEDED_MARKER } })) return false;
    throw e;
  }
  log(`seeded ${seedCategories.length} categories and ${seedProducts.length} products`);
  return true;
}

/**
 * The first synonym dictionary, once per database (new or seeded before it
 * existed), each entry tied to its category when that slug still exists.
 */
async function seedSynonymDictionary(log: Log): Promise<void> {
  if (await db.setting.findUnique({ where: { key: SYNONYMS_SEEDED_MARKER } })) return;
  try {
    await db.$transaction(async (tx) => {
      await tx.setting.create({ data: { key: SYNONYMS_SEEDED_MARKER, value: new Date().toISOString() } });
      const categories = new Map((await tx.category.findMany({ select: { id: true, slug: true } })).map((c) => [c.slug, c.id]));
      await tx.synonym.createMany({
        data: seedSynonyms.map((s) => ({ phrases: s.phrases.join("\n"), categoryId: categories.get(s.categorySlug) ?? null })),
      });
    });
  } catch (e) {
    if (await db.setting.findUnique({ where: { key: SYNONYMS_SEEDED_MARKER } })) return;
    throw e;
  }
  log(`seeded ${seedSynonyms.length} synonym entries`);
}

async function ensureAdmin(log: Log): Promise<boolean> {
  if ((await db.admin.count()) > 0) return false;
  const generated = !env.ADMIN_PASSWORD;
  const password = env.ADMIN_PASSWORD ?? randomBytes(18).toString("base64url");
  try {
    await db.admin.create({ data: { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, passwordHash: await hashPassword(password) } });
  } catch (e) {
    if ((await db.admin.count()) > 0) return false;
    throw e;
  }
  if (generated) {
    log(
      `\n  Admin account created: username "${env.ADMIN_USERNAME}", password "${password}"\n` +
        `  (shown once; set ADMIN_PASSWORD before the first start to choose it, or change it in /admin/settings)\n`,
    );
  } else {
    log(`admin account "${env.ADMIN_USERNAME}" created from ADMIN_PASSWORD`);
  }
  return true;
}
