// Gives the benchmark database the typed attributes of prisma/seed-data.ts
// where it has none: each seeded category's definitions (Category.attributes)
// and each seeded product's values. The bulk rows (lib/catalogue.mjs) carry
// values for exactly these definitions; a category without them would show no
// facets and the catalogue index would drop every value. A seeder that
// already wrote them leaves nothing to do here, and nothing is overwritten.
//   tsx --conditions=react-server bench/spec-setup.ts   (DATABASE_URL / DATA_DIR name the database)
// Prints one JSON line: what it set.
import { env } from "@/env";
import { db } from "@/server/db/client";
import { seedCategories, seedProducts } from "../prisma/seed-data";

async function main() {
  let categories = 0;
  let products = 0;
  for (const c of seedCategories) {
    // An older seed-data.ts without definitions leaves the category as it is.
    const defs = (c as { attributes?: unknown }).attributes;
    if (!Array.isArray(defs) || defs.length === 0) continue;
    const r = await db.category.updateMany({ where: { slug: c.slug, attributes: "[]" }, data: { attributes: JSON.stringify(defs) } });
    categories += r.count;
  }
  for (const p of seedProducts) {
    const values = (p as { attributes?: unknown }).attributes;
    if (!values || typeof values !== "object" || Object.keys(values).length === 0) continue;
    const r = await db.product.updateMany({ where: { sku: p.sku, attributes: "{}" }, data: { attributes: JSON.stringify(values) } });
    products += r.count;
  }
  const withDefs = await db.category.count({ where: { NOT: { attributes: "[]" } } });
  console.log(
    JSON.stringify({ provider: env.provider, categoriesSet: categories, seededProductsSet: products, categoriesWithDefinitions: withDefs }),
  );
  await db.$disconnect();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
