import "server-only";
import type { Db } from "@/server/db/client";
import { sqlParams } from "@/server/db/sql";

/** A product column's PostgreSQL type: a CASE of bound parameters needs it said. */
export type ColumnType = "text" | "integer";

/** Rows per UPDATE: at most 11 columns × 2 parameters + 1 each, well under either database's parameter limit. */
const UPDATE_CHUNK = 200;

/**
 * Writes product updates a batch at a time: rows that change the same columns
 * share one `UPDATE ... SET "col" = CASE "id" WHEN ... END WHERE "id" IN (...)`.
 * One statement per row cost a round trip each (10,000 price changes took
 * 20-40 s on PostgreSQL, past any transaction's time limit); a batch takes
 * about as long as one. The row triggers (search index, catalogue version)
 * fire as for any update, and only for the columns written.
 */
export async function updateProductsInBatches<C extends string>(
  tx: Pick<Db, "$executeRawUnsafe">,
  rows: { id: number; data: Partial<Record<C, unknown>> }[],
  types: Record<C, ColumnType>,
): Promise<void> {
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = Object.keys(row.data).sort().join(",");
    if (key === "") continue;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const now = new Date();
  for (const [key, group] of groups) {
    const columns = key.split(",") as C[];
    for (let i = 0; i < group.length; i += UPDATE_CHUNK) {
      const chunk = group.slice(i, i + UPDATE_CHUNK);
      const { values: params, bind } = sqlParams();
      const sets = columns.map(
        (c) => `"${c}" = CASE "id" ${chunk.map((r) => `WHEN ${bind(r.id, "integer")} THEN ${bind(r.data[c], types[c])}`).join(" ")} END`,
      );
      sets.push(`"updatedAt" = ${bind(now, "timestamp(3)")}`);
      const ids = chunk.map((r) => bind(r.id, "integer")).join(", ");
      await tx.$executeRawUnsafe(`UPDATE "Product" SET ${sets.join(", ")} WHERE "id" IN (${ids})`, ...params);
    }
  }
}
