import "server-only";
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import { UPLOAD_NAME } from "@/lib/uploads";
import { localUploadsDir, uploadStorage, type UploadStorage } from "./storage";

/** The uploads folder that goes with a backup file: manual-<time>.db → manual-<time>.uploads. */
export const uploadsBeside = (backupFile: string) => backupFile.replace(/\.(db|dump)$/, "") + ".uploads";

/**
 * Copies the local uploads into `dest` (made private to the server's user).
 * Files are hard links where the backup folder is on the same disk: an
 * upload is never changed once written (a new version is a new file renamed
 * over the name), so a link keeps the backed-up bytes and costs no space.
 * Returns how many files, or null when there is nothing local to copy (no
 * uploads yet, or S3 storage, which is the bucket's to back up).
 */
export function backupUploads(dest: string): number | null {
  if (env.S3_ENDPOINT) return null;
  const source = localUploadsDir();
  if (!existsSync(source)) return null;
  mkdirSync(dest, { recursive: true, mode: 0o700 });
  let count = 0;
  for (const name of readdirSync(source)) {
    if (!UPLOAD_NAME.test(name)) continue;
    try {
      linkSync(path.join(source, name), path.join(dest, name));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === "ENOENT") continue; // removed by the cleanup meanwhile
      if (code !== "EXDEV" && code !== "EPERM" && code !== "EMLINK") throw e;
      copyFileSync(path.join(source, name), path.join(dest, name));
    }
    count++;
  }
  return count;
}

/**
 * Puts a backup's uploads back into the storage in use (local or S3): the
 * files it lacks, none removed (a name is its content, so a file already
 * there is the same; ones the restored data no longer uses are left to the
 * daily cleanup). Returns how many were written.
 */
export async function restoreUploads(dir: string, storage: UploadStorage = uploadStorage()): Promise<number> {
  if (!existsSync(dir)) return 0;
  const present = new Set((await storage.list()).map((f) => f.name));
  let count = 0;
  for (const name of readdirSync(dir).sort()) {
    if (!UPLOAD_NAME.test(name) || present.has(name)) continue;
    await storage.put(name, readFileSync(path.join(dir, name)), "image/webp");
    count++;
  }
  return count;
}
