import "server-only";
import { deriveAttributes } from "@/lib/attributes";
import { parseAttributeDefs } from "@/lib/validation/attribute-defs";
import { db, LONG_TRANSACTION } from "@/server/db/client";
import { seedCategories } from "../../../prisma/seed-data";

/** Internal marker row (not one of the public setting keys): this database's attributes were backfilled. */
export const ATTRIBUTES_BACKFILLED_MARKER = "__attributes_backfilled_at";

type Log = (message: string) => void;

export interface BackfillReport {
  /** false when the marker said it had already run (or another instance ran it at the same moment). */
  ran: boolean;
  /** Slugs of the categories that got the seeded definitions. */
  categories: string[];
  /** How many products got attributes. */
  products: number;
  /** Products with a specification that names an attribute but could not be read ("Thickness": "heavy"). */
  unparsed: { sku: string; key: string; text: string }[];
}

/**
 * Typed attributes for a database made before they existed: the migration
 * adds the columns empty ('[]' and '{}'). Once per database, in one
 * transaction: each of the seeded categories still without definitions gets
 * the seeded ones (an admin may have renamed others or defined their own,
 * which are left alone), then each product still without values whose
 * category has definitions gets what its specifications say
 * (deriveAttributes). A fresh database, seeded with attributes, finds nothing
 * to do and only gets the marker.
 */
export async function backfillAttributes({ log = console.log }: { log?: Log } = {}): Promise<BackfillReport> {
  const report: BackfillReport = { ran: false, categories: [], products: 0, unparsed: [] };
  if (await db.setting.findUnique({ where: { key: ATTRIBUTES_BACKFILLED_MARKER } })) return report;
  const seeded = new Map(seedCategories.map((c) => [c.slug, c.attributes]));
  try {
    await db.$transaction(
      async (tx) => {
        // Created first: a second instance starting at the same moment fails on it and leaves the work to this one.
        await tx.setting.create({ data: { key: ATTRIBUTES_BACKFILLED_MARKER, value: new Date().toISOString() } });
        const categories = await tx.category.findMany({ select: { id: true, slug: true, attributes: true }, orderBy: { id: "asc" } });
        const defsById = new Map<number, ReturnType<typeof parseAttributeDefs>>();
        for (const c of categories) {
          let defs = parseAttributeDefs(c.attributes);
          const seededDefs = seeded.get(c.slug);
          if (c.attributes.trim() === "[]" && seededDefs) {
            await tx.category.update({ where: { id: c.id }, data: { attributes: JSON.stringify(seededDefs) } });
            report.categories.push(c.slug);
            defs = seededDefs;
          }
          if (defs.length) defsById.set(c.id, defs);
        }
        if (!defsById.size) return;
        const products = await tx.product.findMany({
          where: { attributes: "{}", categoryId: { in: [...defsById.keys()] } },
          select: { id: true, sku: true, specifications: true, categoryId: true },
          orderBy: { id: "asc" },
        });
        for (const p of products) {
          const derived = deriveAttributes(p.specifications, defsById.get(p.categoryId!)!);
          for (const u of derived.unparsed) report.unparsed.push({ sku: p.sku, key: u.key, text: u.text });
          if (!Object.keys(derived.attributes).length) continue;
          await tx.product.update({ where: { id: p.id }, data: { attributes: JSON.stringify(derived.attributes) } });
          report.products++;
        }
      },
      // An old catalogue may hold thousands of products, one update each.
      LONG_TRANSACTION,
    );
  } catch (e) {
    if (await db.setting.findUnique({ where: { key: ATTRIBUTES_BACKFILLED_MARKER } })) return report;
    throw e;
  }
  report.ran = true;
  if (report.categories.length || report.products || report.unparsed.length) log(describe(report));
  return report;
}

/** "attributes: 2 categories and 35 products filled in from their specifications; 1 product has specifications that do not parse: SF-2004 thickness "heavy"" */
export function describe(report: BackfillReport): string {
  const parts = [
    `attributes: ${plural(report.categories.length, "category", "categories")} and ${plural(report.products, "product", "products")} filled in from their specifications`,
  ];
  if (report.unparsed.length) {
    const skus = new Set(report.unparsed.map((u) => u.sku));
    const list = report.unparsed.map((u) => `${u.sku} ${u.key} ${JSON.stringify(u.text)}`).join(", ");
    parts.push(`${plural(skus.size, "product has", "products have")} specifications that do not parse: ${list}`);
  }
  return parts.join("; ");
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
