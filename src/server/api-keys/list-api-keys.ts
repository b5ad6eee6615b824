import "server-only";
import type { ApiKeySummary } from "@/lib/api-keys";
import { db } from "@/server/db/client";
import { SUMMARY_SELECT, toSummary } from "./summary";

/** The list holds at most this many keys: every unrevoked one (at most 50) and the newest revoked ones. */
export const API_KEY_LIST_MAX = 200;

/** Unrevoked keys first, then revoked ones; newest first within each. */
export async function listApiKeys(): Promise<ApiKeySummary[]> {
  const [active, revoked] = await Promise.all([
    db.apiKey.findMany({ where: { revokedAt: null }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: SUMMARY_SELECT }),
    db.apiKey.findMany({
      where: { revokedAt: { not: null } },
      orderBy: [{ revokedAt: "desc" }, { id: "desc" }],
      take: API_KEY_LIST_MAX,
      select: SUMMARY_SELECT,
    }),
  ]);
  const now = Date.now();
  return [...active, ...revoked].slice(0, API_KEY_LIST_MAX).map((r) => toSummary(r, now));
}
