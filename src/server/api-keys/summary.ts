import "server-only";
import { API_KEY_START, isApiKeyScope, type ApiKeyStatus, type ApiKeySummary } from "@/lib/api-keys";
import { todayIn } from "@/lib/dates";
import { env } from "@/env";

export interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  scopes: string;
  createdBy: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

export const scopesOf = (row: Pick<ApiKeyRow, "scopes">) => row.scopes.split(" ").filter(isApiKeyScope);

export function statusOf(row: Pick<ApiKeyRow, "revokedAt" | "expiresAt">, now = Date.now()): ApiKeyStatus {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt.getTime() <= now) return "expired";
  return "active";
}

/** A key as lists and the audit log show it: never its hash, never the key. */
export function toSummary(row: ApiKeyRow, now = Date.now()): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: `${API_KEY_START}${row.prefix}`,
    scopes: scopesOf(row),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    // A key stops at the midnight that ends its last day: the day before that instant.
    expiresOn: row.expiresAt ? todayIn(env.BUSINESS_TIME_ZONE, new Date(row.expiresAt.getTime() - 1)) : null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: statusOf(row, now),
  };
}

/** The columns toSummary reads (the hash is left in the database). */
export const SUMMARY_SELECT = {
  id: true,
  name: true,
  prefix: true,
  scopes: true,
  createdBy: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
  revokedAt: true,
} as const;
