/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import { answerFromApiCache, keepApiAnswer } from "./api-cache.mjs";
import { pagesChanged } from "./page-generation.mjs";

let server: http.Server;
let base = "";
let answered = 0;
let sharedChange = 0;
let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = () => {};

beforeAll(async () => {
  // Behind compression, as in server/index.mjs: the kept answer is the uncompressed one, compressed again per request.
  const compress = compression({ threshold: 0 });
  server = http.createServer((req, res) => {
    compress(req, res, () => {
      if (answerFromApiCache(req, res, { changedSince: (t) => sharedChange > t })) return;
      keepApiAnswer(req, res);
      answered++;
      answer(req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** As Next's route handler answers: headers set, then the JSON in two writes. */
const categories = () => {
  answer = (_req, res) => {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.writeHead(200, { "X-Frame-Options": "DENY" });
    res.write('[{"slug":"trash-bags",');
    res.end(`"count":${answered}}]`);
  };
};
const get = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  return { res, body: await res.text() };
};

test("GET /api/categories is answered again from the kept copy: the same body and headers", async () => {
  categories();
  answered = 0;
  const first = await get("/api/categories");
  const second = await get("/api/categories");
  expect(answered).toBe(1);
  expect(second.body).toBe('[{"slug":"trash-bags","count":1}]');
  expect(second.body).toBe(first.body);
  for (const h of ["content-type", "cache-control", "x-frame-options"]) expect(second.res.headers.get(h)).toBe(first.res.headers.get(h));
  expect(second.res.headers.get("content-encoding")).toBe("gzip");

  const plain = await fetch(`${base}/api/categories`, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect(plain.headers.get("content-length")).toBe(String(Buffer.byteLength(first.body)));
  expect(await plain.text()).toBe(first.body);
  expect(answered).toBe(1);
});

test("an admin change, a change on another instance, or a minute passing sends the next request to Next", async () => {
  categories();
  pagesChanged();
  answered = 0;
  await get("/api/categories");
  pagesChanged();
  await get("/api/categories");
  expect(answered).toBe(2);
  sharedChange = Date.now() + 1;
  await get("/api/categories");
  expect(answered).toBe(3);
  sharedChange = 0;
  const now = Date.now();
  const clock = jest.spyOn(Date, "now").mockReturnValue(now + 59_000);
  try {
    await get("/api/categories");
    expect(answered).toBe(3);
    clock.mockReturnValue(now + 61_000);
    await get("/api/categories");
    expect(answered).toBe(4);
  } finally {
    clock.mockRestore();
  }
});

test("other addresses, other methods, errors and answers that set a cookie are not kept", async () => {
  answered = 0;
  categories();
  for (const path of ["/api/categories?x=1", "/api/products"]) {
    await get(path);
    await get(path);
  }
  expect(answered).toBe(4);
  answer = (_req, res) => {
    res.statusCode = 503;
    res.end('{"message":"busy"}');
  };
  pagesChanged();
  await get("/api/categories");
  await get("/api/categories");
  expect(answered).toBe(6);
  answer = (_req, res) => {
    res.setHeader("Set-Cookie", "a=b");
    res.end("[]");
  };
  await get("/api/categories");
  await get("/api/categories");
  expect(answered).toBe(8);
  await fetch(`${base}/api/categories`, { method: "HEAD" });
  expect(answered).toBe(9);
});
