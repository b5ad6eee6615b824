import "server-only";
import type { AuditEntry } from "@/lib/admin-types";
import { db } from "@/server/db/client";

export interface AuditInput {
  actor: string;
  action: "create" | "update" | "delete" | "restore" | "login" | "logout" | "password";
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The row an entry is stored as. Values are cut at 20,000 characters, except a
 * delete's: its `before` is what a restore (src/server/audit-restore.ts) brings
 * back, so it is kept whole.
 */
export function auditRow(entry: AuditInput) {
  const text = (v: unknown) => {
    if (v === undefined) return null;
    const json = JSON.stringify(v);
    return entry.action === "delete" ? json : json.slice(0, 20_000);
  };
  return {
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: text(entry.before),
    after: text(entry.after),
  };
}

/** Records an admin change: who, what, and the values before and after. */
export async function audit(entry: AuditInput): Promise<void> {
  await db.auditLog.create({ data: auditRow(entry) });
}

/** What a delete entry can bring back, and for how long. */
export const RESTORABLE_ENTITIES = ["Product", "Category"] as const;
export const RESTORE_WINDOW_DAYS = 30;

/** How a restore entry's `after` begins: it names the delete entry it undid. */
export const restoreMark = (deleteEntryId: number) => `{"restoredFrom":${deleteEntryId},`;

/** Newest first, a page at a time. */
export async function listAudit(page = { page: 1, pageSize: 50 }): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page.page - 1) * page.pageSize, take: page.pageSize }),
    db.auditLog.count(),
  ]);
  const since = Date.now() - RESTORE_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  const candidates = rows.filter(
    (r) => r.action === "delete" && (RESTORABLE_ENTITIES as readonly string[]).includes(r.entity) && r.createdAt.getTime() >= since,
  );
  const restores =
    candidates.length === 0
      ? []
      : await db.auditLog.findMany({
          where: { action: "restore", OR: candidates.map((r) => ({ entity: r.entity, after: { startsWith: restoreMark(r.id) } })) },
          select: { after: true },
        });
  const restored = new Set(restores.map((r) => Number(/^\{"restoredFrom":(\d+),/.exec(r.after ?? "")?.[1])));
  const restorable = new Set(candidates.filter((r) => !restored.has(r.id)).map((r) => r.id));
  return { entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), restorable: restorable.has(r.id) })), total };
}
