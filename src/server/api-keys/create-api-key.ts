import "server-only";
import { addDays, startOfDayIn } from "@/lib/dates";
import type { CreatedApiKey } from "@/lib/api-keys";
import { API_KEY_MAX_YEARS, type ApiKeyInput } from "@/lib/validation/api-key";
import { env } from "@/env";
import { auditRow } from "@/server/audit";
import { db } from "@/server/db/client";
import { badRequest, conflict } from "@/server/http/errors";
import { businessToday } from "@/server/quotes/business-time";
import { newApiKey } from "./key-secret";
import { SUMMARY_SELECT, toSummary } from "./summary";

/** Keys that work at once (not revoked): beyond this, old ones are to be revoked first. */
export const ACTIVE_API_KEYS_MAX = 50;

/**
 * Makes a key and answers it this once: only its hash is stored. Its name is
 * its audit actor ("api-key:<name>"), so no two unrevoked keys share one.
 */
export async function createApiKey(input: ApiKeyInput, actor: string): Promise<CreatedApiKey> {
  const expiresAt = input.expiresOn === null ? null : endOfDay(input.expiresOn);
  const { key, prefix, keyHash } = newApiKey();
  const row = await db.$transaction(async (tx) => {
    const [active, sameName] = await Promise.all([
      tx.apiKey.count({ where: { revokedAt: null } }),
      tx.apiKey.findFirst({ where: { revokedAt: null, name: input.name }, select: { id: true } }),
    ]);
    if (sameName) throw conflict("An unrevoked key already has this name", { name: "An unrevoked key already has this name" });
    if (active >= ACTIVE_API_KEYS_MAX) throw conflict(`There are already ${ACTIVE_API_KEYS_MAX} unrevoked keys: revoke one first`);
    const created = await tx.apiKey.create({
      data: { name: input.name, prefix, keyHash, scopes: input.scopes.join(" "), expiresAt, createdBy: actor },
      select: SUMMARY_SELECT,
    });
    const summary = toSummary(created);
    await tx.auditLog.create({
      data: auditRow({
        actor,
        action: "create",
        entity: "ApiKey",
        entityId: created.id,
        after: { name: summary.name, prefix: summary.prefix, scopes: summary.scopes, expiresAt: summary.expiresAt },
      }),
    });
    return created;
  });
  return { ...toSummary(row), key };
}

/** The instant a key whose last day is `isoDate` stops: the next midnight where the business is. */
function endOfDay(isoDate: string): Date {
  const today = businessToday();
  const message =
    isoDate < today
      ? "Expiry must be today or later"
      : isoDate > addDays(today, API_KEY_MAX_YEARS * 366)
        ? `Expiry must be within ${API_KEY_MAX_YEARS} years`
        : null;
  if (message) throw badRequest(message, { expiresOn: message });
  return startOfDayIn(addDays(isoDate, 1), env.BUSINESS_TIME_ZONE);
}
