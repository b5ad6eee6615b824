/**
 * Imported first by a test file whose app should store uploads in S3: points
 * the S3_* settings at a local s3rver (a real S3-compatible server, started by
 * startS3rver) before src/env.ts reads them.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * A port free right now, asked of the kernel: the settings need it before any
 * test runs. A port made from the process id (42000 + pid % 5000) lay in the
 * range the kernel gives client sockets, and CI once found it taken in both
 * database runs at once: s3rver then failed to listen and every test of the file timed out.
 */
export const S3_PORT = Number(
  execFileSync(
    process.execPath,
    ["-e", `const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });`],
    { encoding: "utf8" },
  ).trim(),
);
export const S3_BUCKET = "storefront-test";
export const S3_KEY = "S3RVER"; // s3rver's built-in access key and secret

process.env.S3_ENDPOINT = `http://127.0.0.1:${S3_PORT}`;
process.env.S3_BUCKET = S3_BUCKET;
process.env.S3_ACCESS_KEY_ID = S3_KEY;
process.env.S3_SECRET_ACCESS_KEY = S3_KEY;
delete process.env.S3_REGION;

/** Runs s3rver with an empty bucket for the file's tests; stops it and removes its files afterwards. */
export function useS3rver(): void {
  let server: S3rver | undefined;
  const directory = mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  beforeAll(async () => {
    server = new S3rver({
      port: S3_PORT,
      address: "127.0.0.1",
      silent: true,
      directory,
      configureBuckets: [{ name: S3_BUCKET, configs: [] }],
    });
    await server.run();
  });
  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });
}
