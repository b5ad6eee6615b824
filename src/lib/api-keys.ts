/**
 * API keys as the admin screen and the admin API show them. Browser-safe: the
 * scopes a key may be given and the shape of a key's summary (never the key).
 */

/** Each area of the admin API a key may be let into, read (GET, HEAD) or write (everything else). */
export const API_KEY_AREAS = ["catalog", "quotes", "orders"] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];

export const API_KEY_SCOPES = ["catalog:read", "catalog:write", "quotes:read", "quotes:write", "orders:read", "orders:write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const isApiKeyScope = (s: unknown): s is ApiKeyScope => (API_KEY_SCOPES as readonly unknown[]).includes(s);

/** What each scope lets a key do, as the create form and docs/integration.md say it. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  "catalog:read": "Read products, categories and synonyms; export the catalogue",
  "catalog:write": "Create, change and delete products, categories and synonyms; import the catalogue",
  "quotes:read": "Read quote requests",
  "quotes:write": "Work on quote requests: status, notes, drafts, sending, replies",
  "orders:read": "Read orders",
  "orders:write": "Change orders",
};

/** How every key begins; the public prefix follows, then the secret. */
export const API_KEY_START = "usps_live_";

export type ApiKeyStatus = "active" | "expired" | "revoked";

/** A key as the list shows it: the prefix identifies it, the key itself is never shown again. */
export interface ApiKeySummary {
  id: number;
  name: string;
  /** The key's first characters ("usps_live_" and its public prefix), enough to tell which key a system holds. */
  prefix: string;
  scopes: ApiKeyScope[];
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  /** The last day the key works (YYYY-MM-DD, where the business is), as the admin chose it. */
  expiresOn: string | null;
  revokedAt: string | null;
  status: ApiKeyStatus;
}

/** The answer to a create: the summary, and the key itself, this once. */
export interface CreatedApiKey extends ApiKeySummary {
  key: string;
}
