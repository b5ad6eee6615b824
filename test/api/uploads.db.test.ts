/**
 * POST /api/admin/uploads and GET /uploads/<name>: images checked by their
 * bytes, stored upright and without metadata as WebP at four sizes under
 * content-hashed names, served with a year's immutable caching; anything
 * else refused with a 4xx naming `file`, a too-large body before it is read.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { POST as uploadRoute } from "@/app/api/admin/uploads/route";
import { GET as serveRoute } from "@/app/uploads/[name]/route";
import { env } from "@/env";
import { UPLOAD_MAX_BYTES, uploadSrcSet, uploadVariantUrl } from "@/lib/uploads";
import { call } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin } from "../factories";
import { CROSS_SITE, login, send } from "../kit";

useTestDatabase();

let cookie = "";
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
});

const uploadsDir = () => path.join(env.DATA_DIR, "uploads");
const storedNames = () => readdirSync(uploadsDir()).sort();

function form(bytes: Uint8Array | string, filename = "photo.png", type = "image/png", field = "file"): FormData {
  const f = new FormData();
  f.set(field, new Blob([bytes as BlobPart], { type }), filename);
  return f;
}

const upload = (body: FormData, withCookie = true) =>
  send(uploadRoute, "POST", "/api/admin/uploads", { rawBody: body, cookie: withCookie ? cookie : null });

/** GET /uploads/<name> through its route handler: status, headers and the bytes. */
async function fetchUpload(name: string) {
  const res = await serveRoute(new Request(`http://localhost:3000/uploads/${name}`), { params: Promise.resolve({ name }) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const solid = (width: number, height: number, background = "#c03") => sharp({ create: { width, height, channels: 3, background } });

/** A JPEG as a phone writes one: camera and owner in EXIF, a GPS position, and "rotate 90° to view" (orientation 6). */
async function phoneJpeg(): Promise<Buffer> {
  return solid(64, 32)
    .withExif({
      IFD0: { Make: "TestCam", Copyright: "Secret Owner" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 26/1 46/1", GPSLongitudeRef: "W", GPSLongitude: "79/1 58/1 56/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]); // tag 0x8825, little-endian as sharp writes it

test("a photo is stored upright, as WebP, without EXIF or GPS, at its own size and three widths", async () => {
  const jpeg = await phoneJpeg();
  const input = await sharp(jpeg).metadata();
  // The fixture really carries what must go.
  expect(input.orientation).toBe(6);
  expect(input.exif!.includes(GPS_IFD_POINTER)).toBe(true);
  expect(jpeg.includes("Secret Owner")).toBe(true);

  const answer = await upload(form(jpeg, "IMG_0001.jpg", "image/jpeg"));
  expect(answer.status).toBe(201);
  expect(Object.keys(answer.body).sort()).toEqual(["height", "url", "width"]);
  const { url, width, height } = answer.body;
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  // Orientation 6: the 64 x 32 pixels are shown 32 wide and 64 high.
  expect({ width, height }).toEqual({ width: 32, height: 64 });

  const hash = url.slice("/uploads/".length, -".webp".length);
  const names = [`${hash}.webp`, `${hash}-320.webp`, `${hash}-640.webp`, `${hash}-1280.webp`];
  expect(storedNames()).toEqual(expect.arrayContaining(names));
  for (const name of names) {
    const served = await fetchUpload(name);
    expect(served.status).toBe(200);
    const meta = await sharp(served.bytes).metadata();
    // Never enlarged: every copy of this small image is its own size.
    expect({ name, format: meta.format, width: meta.width, height: meta.height }).toEqual({ name, format: "webp", width: 32, height: 64 });
    expect({ name, exif: meta.exif, xmp: meta.xmp, icc: meta.icc, iptc: meta.iptc, orientation: meta.orientation }).toEqual({ name });
    expect(served.bytes.includes("Secret Owner")).toBe(false);
    expect(served.bytes.includes("TestCam")).toBe(false);
  }
});

test("variants are served with a year's immutable caching, and each width is at most that wide", async () => {
  const png = await solid(2000, 1000, "#0a5").png().toBuffer();
  const answer = await upload(form(png, "banner.png", "image/png"));
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({ width: 2000, height: 1000 });
  const url: string = answer.body.url;
  expect(uploadSrcSet(url)).toBe([320, 640, 1280].map((w) => `${uploadVariantUrl(url, w as 320)} ${w}w`).join(", "));
  for (const [variant, w] of [[url, 2000], ...[320, 640, 1280].map((w) => [uploadVariantUrl(url, w as 320)!, w] as const)] as const) {
    const served = await fetchUpload(variant.slice("/uploads/".length));
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Number(served.headers.get("content-length"))).toBe(served.bytes.length);
    const meta = await sharp(served.bytes).metadata();
    expect({ variant, width: meta.width, height: meta.height }).toEqual({ variant, width: w, height: w / 2 });
  }
});

test("the same image uploaded twice gets the same URL and no second set of files", async () => {
  const png = await solid(300, 200, "#123456").png().toBuffer();
  const first = await upload(form(png, "a.png"));
  const filesAfterFirst = storedNames();
  const second = await upload(form(png, "another-name.png"));
  expect(first.status).toBe(201);
  expect(second.body).toEqual(first.body);
  expect(storedNames()).toEqual(filesAfterFirst);
});

test("WebP and AVIF are accepted too", async () => {
  for (const [bytes, type] of [
    [await solid(40, 30).webp().toBuffer(), "image/webp"],
    [await solid(40, 30).avif().toBuffer(), "image/avif"],
  ] as const) {
    const answer = await upload(form(bytes, "x.bin", "application/octet-stream"));
    expect({ type, status: answer.status, width: answer.body.width, height: answer.body.height }).toEqual({
      type,
      status: 201,
      width: 40,
      height: 30,
    });
  }
});

test("anything but JPEG, PNG, WebP or AVIF is refused by its bytes, whatever its name and type (415)", async () => {
  const before = storedNames();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>`;
  const html = `<!doctype html><html><body><script>alert(1)</script></body></html>`;
  const gif = await solid(8, 8).gif().toBuffer();
  const cases: [string, Uint8Array | string, string, string][] = [
    ["SVG", svg, "logo.svg", "image/svg+xml"],
    ["SVG named .png", svg, "logo.png", "image/png"],
    ["HTML named .png", html, "photo.png", "image/png"],
    ["a GIF", gif, "anim.gif", "image/gif"],
    ["a GIF named .jpg", gif, "photo.jpg", "image/jpeg"],
    ["a PDF", "%PDF-1.7\n1 0 obj\n", "doc.png", "image/png"],
  ];
  for (const [label, bytes, name, type] of cases) {
    const answer = await upload(form(bytes, name, type));
    expect({ label, status: answer.status }).toEqual({ label, status: 415 });
    expect(answer.body.errors).toEqual({ file: expect.stringMatching(/JPEG, PNG, WebP or AVIF/) });
  }
  expect(storedNames()).toEqual(before);
});

test("a damaged image is a 400 naming file: truncated JPEG, PNG signature over garbage", async () => {
  const noisy = await sharp(Buffer.from(Array.from({ length: 256 * 256 * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width: 256, height: 256, channels: 3 },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  const truncated = noisy.subarray(0, Math.floor(noisy.length / 2));
  const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 0x41)]);
  for (const [label, bytes] of [
    ["truncated JPEG", truncated],
    ["PNG signature over garbage", fakePng],
  ] as const) {
    const answer = await upload(form(bytes));
    expect({ label, status: answer.status, errors: answer.body.errors }).toEqual({
      label,
      status: 400,
      errors: { file: expect.stringMatching(/could not be read/) },
    });
  }
});

test("an image over 40 megapixels is a 400, however small its file", async () => {
  const huge = await solid(8000, 6000).png().toBuffer(); // 48 megapixels in well under a megabyte
  expect(huge.length).toBeLessThan(UPLOAD_MAX_BYTES);
  const answer = await upload(form(huge));
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual({ file: "must be at most 40 megapixels" });
});

test("no file field, an empty file, or a body that is not a multipart form is refused naming file", async () => {
  const wrongField = await upload(form(await solid(4, 4).png().toBuffer(), "a.png", "image/png", "image"));
  expect(wrongField.status).toBe(400);
  expect(wrongField.body.errors).toEqual({ file: "choose an image to upload" });
  const text = new FormData();
  text.set("file", "not a file");
  expect((await upload(text)).status).toBe(400);
  const empty = await upload(form(new Uint8Array(0)));
  expect(empty.status).toBe(400);
  expect(empty.body.errors).toEqual({ file: "the file is empty" });
  const asJson = await send(uploadRoute, "POST", "/api/admin/uploads", { body: { file: "x" }, cookie });
  expect(asJson.status).toBe(415);
  expect(asJson.body.errors).toHaveProperty("file");
  const broken = await send(uploadRoute, "POST", "/api/admin/uploads", {
    rawBody: "--x\r\nnonsense",
    cookie,
    headers: { "content-type": "multipart/form-data; boundary=x" },
  });
  expect(broken.status).toBe(400);
  expect(broken.body.errors).toHaveProperty("file");
});

test("a file just over 10 MB is a 413", async () => {
  const answer = await upload(form(new Uint8Array(UPLOAD_MAX_BYTES + 1)));
  expect(answer.status).toBe(413);
  expect(answer.body.errors).toHaveProperty("file");
});

/** A 12 MB multipart body, produced only as it is read, counting what was read. */
function twelveMegabyteBody() {
  const boundary = "----upload-test-boundary";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const total = 12 * 1024 * 1024;
  const chunk = 64 * 1024;
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(out) {
        if (pulled >= total) return out.close();
        const bytes = pulled === 0 ? head : new Uint8Array(Math.min(chunk, total - pulled)).fill(0xff);
        pulled += bytes.length;
        out.enqueue(bytes);
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, total, contentType: `multipart/form-data; boundary=${boundary}`, pulled: () => pulled, cancelled: () => cancelled };
}

test("a 12 MB body is refused with 413 before it is read: at once when declared, at the limit when streamed", async () => {
  const declared = twelveMegabyteBody();
  const a = await send(uploadRoute, "POST", "/api/admin/uploads", {
    rawBody: declared.stream,
    cookie,
    headers: { "content-type": declared.contentType, "content-length": String(declared.total) },
  });
  expect(a.status).toBe(413);
  expect(a.body.errors).toHaveProperty("file");
  expect(declared.pulled()).toBeLessThanOrEqual(64 * 1024);

  const chunked = twelveMegabyteBody();
  const b = await send(uploadRoute, "POST", "/api/admin/uploads", {
    rawBody: chunked.stream,
    cookie,
    headers: { "content-type": chunked.contentType },
  });
  expect(b.status).toBe(413);
  // Read up to the limit (10 MB and the form's framing) and a chunk or two in flight, never the rest.
  expect(chunked.pulled()).toBeLessThan(UPLOAD_MAX_BYTES + 256 * 1024);
  expect(chunked.cancelled()).toBe(true);
});

test("only the admin uploads (401), and never from another site (403)", async () => {
  const png = await solid(4, 4).png().toBuffer();
  const before = storedNames();
  const anonymous = await upload(form(png), false);
  expect(anonymous.status).toBe(401);
  for (const headers of CROSS_SITE) {
    const answer = await send(uploadRoute, "POST", "/api/admin/uploads", { rawBody: form(png), cookie, headers });
    expect(answer.status).toBe(403);
  }
  expect(storedNames()).toEqual(before);
});

test("GET /uploads/ serves stored names only: other names, other extensions and paths are 404", async () => {
  const stored = storedNames().find((n) => /^[0-9a-f]{32}\.webp$/.test(n))!;
  const hash = stored.slice(0, 32);
  for (const name of [
    "../app.db",
    "..%2Fapp.db",
    "/etc/passwd",
    `${hash}.png`,
    `${hash}-100.webp`,
    `${hash.toUpperCase()}.webp`,
    `${"0".repeat(32)}.webp`,
    `.${stored}`,
    `${stored}/`,
    "auth-secret",
  ]) {
    const answer = await call(serveRoute, "GET", "/uploads/x", { params: { name } });
    expect({ name, status: answer.status }).toEqual({ name, status: 404 });
  }
});
