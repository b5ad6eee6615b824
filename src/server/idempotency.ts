import "server-only";
import { createHash } from "node:crypto";
import type { Prisma } from "@/generated/sqlite/client";
import { db } from "@/server/db/client";
import { HttpError } from "@/server/http/errors";

/**
 * Idempotency-Keys of creating requests (POST /api/quote-requests; any
 * endpoint that creates something can use its own scope). A key is kept with
 * the hash of the request it came with and the id of what it created:
 * - the same key with the same request answers what was created the first time;
 * - the same key with another request is refused (422), never a silent replay;
 * - after IDEMPOTENCY_TTL_MS the key is forgotten and a request with it is new.
 * The key row is written in the transaction that creates the resource, and
 * (scope, key) is the table's primary key: of two requests sent at once with
 * one key, one creates and the other's transaction fails and rolls back.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const IDEMPOTENCY_HEADER = "Idempotency-Key";

export interface IdempotentRequest {
  scope: string;
  key: string;
  /** sha-256 of the validated input in canonical JSON. */
  requestHash: string;
}

/** JSON with object keys sorted (undefined members left out), so equal inputs give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * What a request with this key and this input is, for the lookups below. The
 * input is the schema's output (trimmed, normalised), so the same request
 * spelled differently (key order, spaces, letter case the schema folds) hashes alike.
 */
export function idempotentRequest(scope: string, key: string, input: unknown): IdempotentRequest {
  return { scope, key, requestHash: createHash("sha256").update(canonicalJson(input)).digest("hex") };
}

const expiredBefore = (now: number) => new Date(now - IDEMPOTENCY_TTL_MS);

/**
 * The id of what an earlier request with this key created, or null when the
 * key is new or has expired. Throws 422 when the key came with another request.
 */
export async function earlierResult(r: IdempotentRequest): Promise<number | null> {
  const row = await db.idempotencyKey.findUnique({ where: { scope_key: { scope: r.scope, key: r.key } } });
  if (!row || row.createdAt <= expiredBefore(Date.now())) return null;
  if (row.requestHash !== r.requestHash) {
    const reason = "was already used with a different request: send a new key for a new request";
    throw new HttpError(422, `${IDEMPOTENCY_HEADER}: ${reason}`, { [IDEMPOTENCY_HEADER]: reason });
  }
  return row.resourceId;
}

/**
 * Records the key, inside the transaction that creates `resourceId`. An
 * expired row of the same key goes first. A live one makes the insert fail
 * with a unique violation (P2002): see isKeyTaken.
 */
export async function recordKey(tx: Prisma.TransactionClient, r: IdempotentRequest, resourceId: number): Promise<void> {
  const now = Date.now();
  await tx.idempotencyKey.deleteMany({ where: { scope: r.scope, key: r.key, createdAt: { lte: expiredBefore(now) } } });
  await tx.idempotencyKey.create({ data: { ...r, resourceId, createdAt: new Date(now) } });
}

/** recordKey failed because another request holds the key: look it up again (earlierResult). */
export const isKeyTaken = (error: unknown) => (error as { code?: string })?.code === "P2002";

/** Deletes expired keys (the jobs loop calls it); returns how many. */
export async function pruneIdempotencyKeys(now = Date.now()): Promise<number> {
  return (await db.idempotencyKey.deleteMany({ where: { createdAt: { lte: expiredBefore(now) } } })).count;
}
