import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { StoredFile, UploadStorage } from "./storage";

const TEMP_PREFIX = ".tmp-";

/** Uploads in one folder on this machine's disk (the default: DATA_DIR/uploads). */
export class LocalStorage implements UploadStorage {
  constructor(readonly dir: string) {}

  async put(name: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // A rename within one folder is atomic: a reader sees the old file, or the new one whole.
    const temp = path.join(this.dir, `${TEMP_PREFIX}${randomBytes(8).toString("hex")}`);
    try {
      await writeFile(temp, bytes, { mode: 0o644 });
      await rename(temp, path.join(this.dir, name));
    } catch (e) {
      await rm(temp, { force: true });
      throw e;
    }
  }

  async get(name: string) {
    let handle;
    try {
      handle = await open(path.join(this.dir, name), "r");
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw e;
    }
    // Size and bytes from the one open file, whatever happens to its name meanwhile.
    const { size } = await handle.stat();
    const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
    return { body, size };
  }

  async delete(name: string): Promise<void> {
    await rm(path.join(this.dir, name), { force: true });
  }

  async list(): Promise<StoredFile[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw e;
    }
    const files: StoredFile[] = [];
    for (const name of names) {
      if (name.startsWith(TEMP_PREFIX)) continue;
      try {
        files.push({ name, modified: (await stat(path.join(this.dir, name))).mtime });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e; // removed meanwhile
      }
    }
    return files;
  }
}
