import "server-only";
import type { ApiKeyScope } from "@/lib/api-keys";
import type { Session } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { HttpError, json } from "@/server/http/errors";
import { consume, LIMITS } from "@/server/rate-limit";
import { matchesHash, prefixOf } from "./key-secret";
import { requiredScope } from "./route-scopes";
import { scopesOf } from "./summary";

/** A request made with an API key: the key, and the audit actor its writes are recorded under. */
export interface ApiKeyPrincipal {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  /** "api-key:<name>" */
  actor: string;
}

/** lastUsedAt is written at most this often, so a busy integration does not write on every request. */
const TOUCH_MS = 60_000;

/**
 * The token of an `Authorization: Bearer <token>` header ("" for a bare
 * "Bearer"), or null when the request names no bearer token: no header, or
 * another scheme, which is left to whatever in front of the app uses it.
 */
export function bearerToken(header: string | null): string | null {
  const match = header === null ? null : /^\s*bearer(?:\s+([^]*))?$/i.exec(header);
  return match ? (match[1] ?? "").trim() : null;
}

const unauthorized = (message: string) =>
  new HttpError(401, message, undefined, { "WWW-Authenticate": 'Bearer realm="admin API", error="invalid_token"' });

/**
 * Lets a request in with an API key, or says why not. In this order: a key
 * that is unknown, malformed, revoked or expired is 401 (with
 * WWW-Authenticate: Bearer); a key past its own rate limit is 429 with
 * Retry-After; a path keys may not call, or one whose scope the key lacks, is
 * 403. Each request reads the key's row, so a revocation holds from the next
 * request on.
 */
export async function authenticateApiKey(
  req: Request,
  token: string,
): Promise<{ principal: ApiKeyPrincipal; session: Session } | Response> {
  const prefix = prefixOf(token);
  if (!prefix) throw unauthorized("Unauthorized");
  const row = await db.apiKey.findUnique({
    where: { prefix },
    select: { id: true, name: true, keyHash: true, scopes: true, expiresAt: true, revokedAt: true, lastUsedAt: true },
  });
  if (!row || !matchesHash(token, row.keyHash)) throw unauthorized("Unauthorized");
  const now = Date.now();
  if (row.revokedAt) throw unauthorized("Unauthorized: this API key was revoked");
  if (row.expiresAt && row.expiresAt.getTime() <= now)
    throw unauthorized(`Unauthorized: this API key expired at ${row.expiresAt.toISOString()}`);

  const limit = await consume(LIMITS.apiKey, String(row.id));
  if (!limit.allowed)
    throw new HttpError(
      429,
      `Too many requests with this API key (at most ${LIMITS.apiKey.max} a minute). Please try again later.`,
      undefined,
      { "Retry-After": String(limit.retryAfterSeconds) },
    );

  const scopes = scopesOf(row);
  const scope = requiredScope(req.method, new URL(req.url).pathname);
  if (scope === null) return json({ message: "API keys cannot use this route" }, 403);
  if (!scopes.includes(scope)) return json({ message: `This key lacks the scope ${scope}`, requiredScope: scope, scopes }, 403);

  // Only a request let in counts as a use: a refused one changes nothing.
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > TOUCH_MS) {
    await db.apiKey.updateMany({
      where: { id: row.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now - TOUCH_MS) } }] },
      data: { lastUsedAt: new Date(now) },
    });
  }

  const actor = `api-key:${row.name}`;
  return {
    principal: { id: row.id, name: row.name, scopes, actor },
    // What the admin routes read of a session, standing for the key: its username is the audit actor every
    // write of the route records. No admin and no session row has these ids; the routes that would act on
    // the admin's own account or session are never open to keys (route-scopes.ts).
    session: { id: `api-key:${row.id}`, admin: { id: 0, username: actor, email: "" } },
  };
}
