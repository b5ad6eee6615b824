import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { API_KEY_START } from "@/lib/api-keys";

/**
 * A key is "usps_live_" + a public prefix (12 hex characters, kept in clear to
 * find the key's row and to show in lists) + "_" + a secret of 32 random bytes
 * (64 hex characters). Only the sha-256 of the whole key is stored: with 256
 * random bits a leaked hash cannot be turned back into a key, so no slow hash
 * or server secret is needed, and the key keeps working when NEXTAUTH_SECRET
 * is rotated.
 */
const KEY_SHAPE = new RegExp(`^${API_KEY_START}([0-9a-f]{12})_([0-9a-f]{64})$`);

export function newApiKey(): { key: string; prefix: string; keyHash: string } {
  const prefix = randomBytes(6).toString("hex");
  const key = `${API_KEY_START}${prefix}_${randomBytes(32).toString("hex")}`;
  return { key, prefix, keyHash: hashApiKey(key) };
}

export const hashApiKey = (key: string): string => createHash("sha256").update(key).digest("hex");

/** The public prefix of a well-formed key, or null for anything else. */
export function prefixOf(key: string): string | null {
  return KEY_SHAPE.exec(key)?.[1] ?? null;
}

/** Whether `key` is the one whose hash is stored, compared in constant time. */
export function matchesHash(key: string, keyHash: string): boolean {
  const a = Buffer.from(hashApiKey(key), "hex");
  const b = Buffer.from(keyHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
