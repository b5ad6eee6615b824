/**
 * Imported first by a test file whose app should store uploads in S3: points
 * the S3_* settings at a local s3rver (a real S3-compatible server, started by
 * startS3rver) before src/env.ts reads them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3_PORT = 42000 + (process.pid % 5000);
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
