import "server-only";
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { authSecret } from "@/env";

/**
 * AES-256-GCM under a key derived from the server's secret and a purpose
 * label, for what a copy of the database alone must not reveal (quote PDFs,
 * webhook signing secrets). After the server's secret changes, what was
 * sealed no longer opens: open() answers null.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

const key = (label: string) => createHmac("sha256", `${label}:${authSecret()}`).update("seal").digest();

export function seal(label: string, bytes: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(label), iv);
  const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function open(label: string, sealed: Uint8Array): Buffer | null {
  const all = Buffer.from(sealed);
  if (all.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(label), all.subarray(0, IV_BYTES));
    decipher.setAuthTag(all.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(all.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    return null; // sealed under another secret, or damaged
  }
}
