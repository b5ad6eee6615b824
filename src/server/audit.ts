import "server-only";
import { db } from "@/server/db/client";

/** Records an admin change: who, what, and the values before and after. */
export async function audit(entry: { actor: string; action: "create" | "update" | "delete" | "login" | "logout" | "password"; entity: string; entityId?: string | number | null; before?: unknown; after?: unknown }): Promise<void> {
  const text = (v: unknown) => (v === undefined ? null : JSON.stringify(v).slice(0, 20_000));
  await db.auditLog.create({
    data: {
      actor: entry.actor,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      before: text(entry.before),
      after: text(entry.after),
    },
  });
}
