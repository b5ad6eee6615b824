import "server-only";
import { randomBytes } from "node:crypto";
import { open, seal } from "@/server/sealed";

/**
 * Endpoint signing secrets, "whsec_" and 32 random bytes in base64 as
 * Standard Webhooks has them, stored sealed (src/server/sealed.ts).
 */
const LABEL = "webhook-secret";

export const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export const sealSecret = (secret: string) => seal(LABEL, Buffer.from(secret, "utf8")).toString("base64");

/** The secret, or null when it was sealed under another server secret. */
export function openSecret(sealed: string): string | null {
  return open(LABEL, Buffer.from(sealed, "base64"))?.toString("utf8") ?? null;
}
