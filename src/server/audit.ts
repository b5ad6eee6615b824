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

export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: string | null;
  after: string | null;
  createdAt: string;
}

/** Newest first, a page at a time. */
export async function listAudit(page = { page: 1, pageSize: 50 }): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page.page - 1) * page.pageSize, take: page.pageSize }),
    db.auditLog.count(),
  ]);
  return { entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}
