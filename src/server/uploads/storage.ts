import "server-only";
import path from "node:path";
import { env } from "@/env";
import { LocalStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";

export interface StoredFile {
  name: string;
  /** When the file was last written (an upload of the same image again renews it). */
  modified: Date;
}

/**
 * Where uploaded files live, by name. Files are written whole and never
 * changed afterwards (a name is its content's hash): put replaces at once,
 * so a reader gets either nothing or the whole file.
 */
export interface UploadStorage {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes as a stream and its size, or null when there is no such file. */
  get(name: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  /** Removes the file; a missing file is not an error. */
  delete(name: string): Promise<void>;
  list(): Promise<StoredFile[]>;
}

/** The local uploads folder (what the built-in backup copies). */
export const localUploadsDir = () => path.join(env.DATA_DIR, "uploads");

let storage: UploadStorage | undefined;

/** S3-compatible storage when S3_* is set (src/env.ts checks all or none), else DATA_DIR/uploads. */
export function uploadStorage(): UploadStorage {
  storage ??=
    env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? new S3Storage({
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          region: env.S3_REGION,
        })
      : new LocalStorage(localUploadsDir());
  return storage;
}
