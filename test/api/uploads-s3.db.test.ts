/**
 * Uploads in S3-compatible storage (S3_* set), against a real S3-compatible
 * server (s3rver): SigV4-signed requests, the upload route storing there, the
 * public route streaming from there, listing and cleanup.
 */
import { S3_BUCKET, S3_KEY, S3_PORT, useS3rver } from "../s3rver-env";
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { POST as uploadRoute } from "@/app/api/admin/uploads/route";
import { GET as serveRoute } from "@/app/uploads/[name]/route";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { removeUnusedUploads } from "@/server/uploads/cleanup";
import { S3Storage } from "@/server/uploads/s3-storage";
import { uploadStorage } from "@/server/uploads/storage";
import { useTestDatabase } from "../db";
import { makeAdmin, makeProduct } from "../factories";
import { login, send } from "../kit";

useTestDatabase();
useS3rver();

/** The product whose image the cleanup must keep. */
let product: { id: number };
beforeAll(async () => {
  await makeAdmin();
  product = await makeProduct({ name: "Upload Crate" });
});

const settings = {
  endpoint: `http://127.0.0.1:${S3_PORT}`,
  bucket: S3_BUCKET,
  accessKeyId: S3_KEY,
  secretAccessKey: S3_KEY,
  region: "us-east-1",
};
const s3 = new S3Storage(settings);

const text = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer()).toString();

test("the S3_* settings choose S3 storage", () => {
  expect(uploadStorage()).toBeInstanceOf(S3Storage);
});

test("put, get, list and delete round trip through the bucket", async () => {
  const name = `${"a".repeat(32)}.webp`;
  const before = Date.now();
  await s3.put(name, Buffer.from("first"), "image/webp");
  await s3.put(name, Buffer.from("second version"), "image/webp");
  const got = await s3.get(name);
  expect(got!.size).toBe("second version".length);
  expect(await text(got!.body)).toBe("second version");
  const listed = (await s3.list()).find((f) => f.name === name)!;
  expect(listed.modified.getTime()).toBeGreaterThan(before - 60_000);
  await s3.delete(name);
  expect(await s3.get(name)).toBeNull();
  expect((await s3.list()).map((f) => f.name)).not.toContain(name);
  await s3.delete(name); // already gone: no error
});

// s3rver checks the access key but not SigV4 signatures themselves (its source: "unimplemented").
test("a refusal by the server is an error naming the operation and the server's code", async () => {
  const stranger = new S3Storage({ ...settings, accessKeyId: "NOT-A-KEY" });
  await expect(stranger.put(`${"b".repeat(32)}.webp`, Buffer.from("x"), "image/webp")).rejects.toThrow(
    /^S3 storage: storing b{32}\.webp failed: 403 InvalidAccessKeyId$/,
  );
  await expect(stranger.list()).rejects.toThrow(/^S3 storage: listing the uploads failed: 403 InvalidAccessKeyId$/);
  const noBucket = new S3Storage({ ...settings, bucket: "no-such-bucket" });
  await expect(noBucket.get(`${"b".repeat(32)}.webp`)).rejects.toThrow(/404 NoSuchBucket/);
  await expect(noBucket.delete(`${"b".repeat(32)}.webp`)).rejects.toThrow(/404 NoSuchBucket/);
});

test("an upload is stored in the bucket (not on disk) and served from it with the immutable header", async () => {
  const cookie = await login();
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#246" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("file", new Blob([png], { type: "image/png" }), "crate.png");
  const answer = await send(uploadRoute, "POST", "/api/admin/uploads", { rawBody: form, cookie });
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({ url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/), width: 900, height: 600 });
  const hash = answer.body.url.slice(9, 41);
  const names = [`${hash}.webp`, `${hash}-320.webp`, `${hash}-640.webp`, `${hash}-1280.webp`];
  expect((await s3.list()).map((f) => f.name).sort()).toEqual(expect.arrayContaining(names));
  expect(existsSync(path.join(env.DATA_DIR, "uploads"))).toBe(false);

  for (const [name, width] of [
    [names[0], 900],
    [names[1], 320],
    [names[2], 640],
    [names[3], 900],
  ] as const) {
    const res = await serveRoute(new Request(`http://localhost:3000/uploads/${name}`), { params: Promise.resolve({ name }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect({ name, format: meta.format, width: meta.width }).toEqual({ name, format: "webp", width });
  }
  const missing = await serveRoute(new Request("http://localhost:3000/uploads/x"), {
    params: Promise.resolve({ name: `${"c".repeat(32)}.webp` }),
  });
  expect(missing.status).toBe(404);
});

test("cleanup removes unused uploads from the bucket and keeps used ones", async () => {
  const used = "d".repeat(32);
  const unused = "e".repeat(32);
  for (const hash of [used, unused])
    for (const suffix of ["", "-320", "-640", "-1280"]) await s3.put(`${hash}${suffix}.webp`, Buffer.from(hash), "image/webp");
  await db.product.update({ where: { id: product.id }, data: { imageUrl: `/uploads/${used}.webp` } });
  // The bucket sets the files' times: eight days from now they are all old.
  const removed = await removeUnusedUploads({ storage: s3, now: new Date(Date.now() + 8 * 24 * 3600 * 1000) });
  expect(removed).toEqual(expect.arrayContaining([`${unused}-1280.webp`, `${unused}-320.webp`, `${unused}-640.webp`, `${unused}.webp`]));
  expect(removed.filter((n) => n.startsWith(used))).toEqual([]);
  const left = (await s3.list()).map((f) => f.name);
  expect(left).toEqual(expect.arrayContaining([`${used}.webp`, `${used}-320.webp`, `${used}-640.webp`, `${used}-1280.webp`]));
  expect(left.filter((n) => n.startsWith(unused))).toEqual([]);
});
