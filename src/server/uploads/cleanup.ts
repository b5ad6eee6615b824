import "server-only";
import { db } from "@/server/db/client";
import { UPLOAD_NAME } from "@/lib/uploads";
import { uploadStorage, type UploadStorage } from "./storage";

const DAY = 24 * 60 * 60 * 1000;
/** An upload not yet saved into a form is given this long before it counts as unused. */
export const UNUSED_UPLOAD_DAYS = 7;
/** A deleted product or category can be restored from the audit log this long, with its images. */
export const AUDIT_RESTORE_DAYS = 30;

/** A content hash as stored names and URLs carry it (not part of a longer hex string). */
const HASH = /(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])/g;
const PAGE = 2_000;

function collect(into: Set<string>, ...texts: (string | null)[]) {
  for (const text of texts) if (text) for (const [hash] of text.matchAll(HASH)) into.add(hash);
}

/**
 * Every upload hash some stored text mentions: product images, category
 * images, settings (the website's images), page content (its cards and
 * gallery), and the audit log of the last AUDIT_RESTORE_DAYS (a deleted
 * item's images come back with it). Any text is searched, so a URL in a new
 * place still keeps its file; a false match only keeps a file longer.
 */
export async function referencedUploadHashes(now: Date): Promise<Set<string>> {
  const found = new Set<string>();
  let after = 0;
  for (;;) {
    const rows = await db.product.findMany({
      where: { id: { gt: after } },
      orderBy: { id: "asc" },
      take: PAGE,
      select: { id: true, imageUrl: true, images: true },
    });
    for (const r of rows) collect(found, r.imageUrl, r.images);
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1].id;
  }
  for (const r of await db.category.findMany({ select: { imageUrl: true } })) collect(found, r.imageUrl);
  for (const r of await db.setting.findMany({ select: { value: true } })) collect(found, r.value);
  for (const r of await db.productPageContent.findMany({ select: { content: true } })) collect(found, r.content);
  const since = new Date(now.getTime() - AUDIT_RESTORE_DAYS * DAY);
  after = 0;
  for (;;) {
    const rows = await db.auditLog.findMany({
      where: { id: { gt: after }, createdAt: { gte: since } },
      orderBy: { id: "asc" },
      take: PAGE,
      select: { id: true, before: true, after: true },
    });
    for (const r of rows) collect(found, r.before, r.after);
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1].id;
  }
  return found;
}

/**
 * Removes uploads no stored text refers to and that are older than
 * UNUSED_UPLOAD_DAYS (all of a hash's files together, judged by the newest of
 * them). Returns the removed file names. Run daily (src/server/jobs.ts).
 */
export async function removeUnusedUploads(opts: { now?: Date; storage?: UploadStorage } = {}): Promise<string[]> {
  const now = opts.now ?? new Date();
  const storage = opts.storage ?? uploadStorage();
  const byHash = new Map<string, { names: string[]; newest: number }>();
  // Listed before the references are read: a file uploaded and saved into a form meanwhile is young anyway.
  for (const file of await storage.list()) {
    const hash = UPLOAD_NAME.exec(file.name)?.[1];
    if (!hash) continue;
    const group = byHash.get(hash) ?? { names: [], newest: 0 };
    group.names.push(file.name);
    group.newest = Math.max(group.newest, file.modified.getTime());
    byHash.set(hash, group);
  }
  const cutoff = now.getTime() - UNUSED_UPLOAD_DAYS * DAY;
  const old = [...byHash].filter(([, g]) => g.newest < cutoff);
  if (old.length === 0) return [];
  const referenced = await referencedUploadHashes(now);
  const removed: string[] = [];
  for (const [hash, group] of old) {
    if (referenced.has(hash)) continue;
    for (const name of group.names) {
      await storage.delete(name);
      removed.push(name);
    }
  }
  return removed;
}
