import "server-only";
import type { BulkProductsInput, ProductFilter } from "@/lib/validation/bulk";
import { auditRow } from "@/server/audit";
import { invalidate, TAGS } from "@/server/cache";
import { db, LONG_TRANSACTION, type Db } from "@/server/db/client";
import { sqlParams } from "@/server/db/sql";
import { badRequest } from "@/server/http/errors";
import { productFilterWhere } from "@/server/catalog/products/admin-products";
import { categoriesLostProducts } from "@/server/catalog/categories/category-lastmod";
import { recordEvents } from "@/server/webhooks/outbox";
import { productData } from "@/server/webhooks/payloads";

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** Ids per statement: well under both databases' limits on bound values. */
const CHUNK = 500;

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/**
 * The ids of every product the admin list shows for these filters, in id
 * order: the same conditions as its pages (src/server/catalog/products/admin-products.ts),
 * so "all N matching" is exactly the N the list counted.
 */
export async function matchingProductIds(filter: ProductFilter, client: Pick<Db, "$queryRawUnsafe"> = db): Promise<number[]> {
  const { values, bind } = sqlParams();
  const where = productFilterWhere(filter, bind);
  const rows = await client.$queryRawUnsafe<{ id: number | bigint }[]>(`SELECT "id" FROM "Product" ${where} ORDER BY "id"`, ...values);
  return rows.map((r) => Number(r.id));
}

/** Every column, and the category's name and slug as a product answer has them: what an audit entry keeps. */
async function readProducts(tx: Tx, ids: number[]) {
  const rows = [];
  for (const part of chunks(ids)) {
    rows.push(
      ...(await tx.product.findMany({
        where: { id: { in: part } },
        include: { category: { select: { name: true, slug: true } } },
        orderBy: { id: "asc" },
      })),
    );
  }
  return rows;
}

const ENTRY_COLUMNS = ["actor", "action", "entity", "entityId", "before", "after"] as const;

/**
 * The audit entries as multi-row INSERTs: createMany spent about a
 * millisecond a row (10 s for 10,000), this a few hundred in all. createdAt
 * is written as Prisma writes it: ISO text on SQLite, a UTC timestamp on
 * PostgreSQL.
 */
async function insertEntries(tx: Tx, entries: ReturnType<typeof auditRow>[]): Promise<void> {
  const now = new Date();
  // 7 values a row, under SQLite's 999 bound values a statement.
  for (const part of chunks(entries, 140)) {
    const { values, bind } = sqlParams();
    const rows = part.map((e) => `(${ENTRY_COLUMNS.map((c) => bind(e[c])).join(", ")}, ${bind(now, "timestamp(3)")})`);
    await tx.$executeRawUnsafe(
      `INSERT INTO "AuditLog" (${[...ENTRY_COLUMNS, "createdAt"].map((c) => `"${c}"`).join(", ")}) VALUES ${rows.join(", ")}`,
      ...values,
    );
  }
}

/**
 * Moves or deletes the chosen products (by id, or every product matching the
 * list's filters) in one transaction: all of them or, on a bad id or
 * category, none. Each product gets its own audit entry, so each deleted one
 * can be restored on its own. Answers how many products were chosen.
 */
export async function bulkProducts(input: BulkProductsInput, actor: string): Promise<{ count: number }> {
  const count = await db.$transaction(
    async (tx) => {
      const target =
        input.action === "move"
          ? await tx.category.findUnique({ where: { id: input.categoryId! }, select: { id: true, name: true, slug: true } })
          : null;
      if (input.action === "move" && !target) throw badRequest("categoryId: Category not found", { categoryId: "Category not found" });
      const ids = input.ids ? [...new Set(input.ids)] : await matchingProductIds(input.filter ?? {}, tx);
      const rows = await readProducts(tx, ids);
      if (rows.length < ids.length) {
        const found = new Set(rows.map((r) => r.id));
        const missing = ids.find((id) => !found.has(id));
        throw badRequest(`ids: No product has id ${missing}`, { ids: `No product has id ${missing}` });
      }
      // Products already in the category stay as they are, without an entry.
      const changed = target !== null ? rows.filter((r) => r.categoryId !== target.id) : rows;
      const entries = changed.map((r) =>
        target !== null
          ? auditRow({
              actor,
              action: "update",
              entity: "Product",
              entityId: r.id,
              before: r,
              after: { ...r, categoryId: target.id, category: { name: target.name, slug: target.slug } },
            })
          : auditRow({ actor, action: "delete", entity: "Product", entityId: r.id, before: r }),
      );
      for (const part of chunks(changed.map((r) => r.id))) {
        if (target !== null) {
          await tx.product.updateMany({ where: { id: { in: part } }, data: { categoryId: target.id } });
        } else {
          await tx.product.deleteMany({ where: { id: { in: part } } });
          // As deleteProduct: a deleted product's former addresses lead nowhere.
          await tx.formerSlug.deleteMany({ where: { kind: "product", targetId: { in: part } } });
        }
      }
      await categoriesLostProducts(
        tx,
        changed.map((r) => r.categoryId),
      );
      await insertEntries(tx, entries);
      await recordEvents(
        tx,
        changed.map((r) =>
          target !== null
            ? { type: "product.updated", data: productData({ ...r, categoryId: target.id }) }
            : { type: "product.deleted", data: productData(r) },
        ),
      );
      return rows.length;
    },
    // 10,000 products with their audit entries take seconds, not the default 5.
    LONG_TRANSACTION,
  );
  if (count > 0) invalidate(TAGS.catalog);
  return { count };
}
