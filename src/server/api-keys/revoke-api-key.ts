import "server-only";
import type { ApiKeySummary } from "@/lib/api-keys";
import { auditRow } from "@/server/audit";
import { db } from "@/server/db/client";
import { conflict, notFound } from "@/server/http/errors";
import { SUMMARY_SELECT, toSummary } from "./summary";

/**
 * Revokes a key: every request with it from now on is refused, since each one
 * reads the key's row. A revoked key stays revoked (409); it is kept, so the
 * list and the audit log can still name it.
 */
export async function revokeApiKey(id: number, actor: string): Promise<ApiKeySummary> {
  return db.$transaction(async (tx) => {
    const before = await tx.apiKey.findUnique({ where: { id }, select: SUMMARY_SELECT });
    if (!before) throw notFound("API key not found");
    if (before.revokedAt) throw conflict(`This key was revoked on ${before.revokedAt.toISOString()}`);
    const revokedAt = new Date();
    // Conditional, so two revokes at once cannot both pass the check above.
    const { count } = await tx.apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt } });
    if (count === 0) throw conflict("This key was revoked meanwhile");
    const after = { ...before, revokedAt };
    await tx.auditLog.create({
      data: auditRow({
        actor,
        action: "update",
        entity: "ApiKey",
        entityId: id,
        before: { name: before.name, prefix: toSummary(before).prefix, revokedAt: null },
        after: { name: before.name, prefix: toSummary(before).prefix, revokedAt: revokedAt.toISOString() },
      }),
    });
    return toSummary(after);
  });
}
