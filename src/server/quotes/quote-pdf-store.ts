import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/server/db/client";
import { open, seal } from "@/server/sealed";

/**
 * Sent versions' PDFs, kept in the database (table QuotePdf, one row per
 * version): every instance finds what another rendered, backups carry them,
 * and a version's row goes with it. The PDF prints the buyer's private link,
 * and a copy of the database alone must open no quote (ADR 6), so the bytes
 * are sealed with AES-256-GCM under a key derived from the server's secret:
 * after the secret changes (and with it every link) a kept PDF no longer
 * opens and is rendered again.
 */

export interface KeptPdf {
  bytes: Buffer;
  /** A strong ETag: the hash of the bytes. */
  etag: string;
}

const LABEL = "quote-pdf";

export const etagOf = (bytes: Buffer) => `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;

/** The kept ETag of a version's PDF made from `inputHash`, without reading its bytes; null when none is kept for that input. */
export async function keptEtag(versionId: number, inputHash: string): Promise<string | null> {
  const row = await db.quotePdf.findUnique({ where: { versionId }, select: { inputHash: true, etag: true } });
  return row?.inputHash === inputHash ? row.etag : null;
}

/** The kept PDF of a version made from `inputHash`, or null. */
export async function keptPdf(versionId: number, inputHash: string): Promise<KeptPdf | null> {
  const row = await db.quotePdf.findUnique({ where: { versionId } });
  if (!row || row.inputHash !== inputHash) return null;
  const bytes = open(LABEL, row.bytes);
  return bytes ? { bytes, etag: row.etag } : null;
}

/** Keeps a version's PDF (replacing one made from another input). */
export async function keepPdf(versionId: number, inputHash: string, bytes: Buffer): Promise<KeptPdf> {
  const etag = etagOf(bytes);
  const data = { inputHash, etag, bytes: new Uint8Array(seal(LABEL, bytes)), createdAt: new Date() };
  try {
    await db.quotePdf.upsert({ where: { versionId }, create: { versionId, ...data }, update: data });
  } catch (e) {
    // Another instance kept the same version at the same moment: either copy will do.
    if ((e as { code?: string }).code !== "P2002") throw e;
  }
  return { bytes, etag };
}
