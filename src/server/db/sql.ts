import "server-only";
import { env } from "@/env";

/**
 * Bound parameters for raw SQL on either database: `bind(value)` keeps the
 * value and gives its placeholder, `?` on SQLite and `$n` on PostgreSQL, with
 * `::type` when given (PostgreSQL cannot infer a parameter's type inside a
 * CASE or a VALUES list). A Date is bound as each database's DateTime column
 * holds it (ISO text on SQLite, a timestamp on PostgreSQL), as Prisma writes it.
 */
export function sqlParams() {
  const values: unknown[] = [];
  const bind = (value: unknown, pgType?: string) => {
    values.push(value);
    if (env.provider !== "postgresql") return "?";
    return pgType ? `$${values.length}::${pgType}` : `$${values.length}`;
  };
  return { values, bind };
}

export type Bind = ReturnType<typeof sqlParams>["bind"];
