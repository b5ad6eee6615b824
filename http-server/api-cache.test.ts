/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import { answerFromApiCache, apiSearchUsage, keepApiAnswer } from "./api-cache.mjs";
import { pagesChanged } from "../src/server/process-slots.mjs";

let server: http.Server;
let base = "";
let answered = 0;
let sharedChange = 0;
let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = () => {};

beforeAll(async () => {
  // Behind compression, as in http-server/index.mjs: the kept answer is the uncompressed one, compressed again per request.
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

describe("GET /api/products/search?q=…", () => {
  let repeats: string[] = [];
  let searchServer: http.Server;
  let searchBase = "";
  let searched = 0;
  let bodyBytes = 200;

  beforeAll(async () => {
    searchServer = http.createServer((req, res) => {
      if (answerFromApiCache(req, res, { onRepeat: (address) => repeats.push(address) })) return;
      keepApiAnswer(req, res);
      searched++;
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.setHeader("X-Showing-Results-For", "stretch%20film");
      res.end(JSON.stringify([{ q: new URL(req.url!, "http://x").searchParams.get("q"), n: searched, pad: "x".repeat(bodyBytes) }]));
    });
    await new Promise<void>((r) => searchServer.listen(0, "127.0.0.1", r));
    searchBase = `http://127.0.0.1:${(searchServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => searchServer.close(() => r())));
  beforeEach(() => {
    pagesChanged();
    repeats = [];
    searched = 0;
    bodyBytes = 200;
  });
  const search = async (query: string) => {
    const res = await fetch(`${searchBase}/api/products/search${query}`);
    return { res, body: await res.text() };
  };

  test("a term asked again is answered from the copy kept at its second request, headers and all, and each repeat is reported for the search insights", async () => {
    await search("?q=strech%20film");
    const second = await search("?q=strech%20film");
    const third = await search("?q=strech%20film");
    const fourth = await search("?q=strech%20film");
    expect(searched).toBe(2);
    expect(third.body).toBe(second.body);
    expect(fourth.body).toBe(second.body);
    expect(fourth.res.headers.get("x-showing-results-for")).toBe("stretch%20film");
    expect(repeats).toEqual(["/api/products/search?q=strech%20film", "/api/products/search?q=strech%20film"]);
    // Another term is its own answer.
    expect(JSON.parse((await search("?q=gloves")).body)[0]).toMatchObject({ q: "gloves", n: 3 });
    expect(searched).toBe(3);
  });

  test("a term asked once is not kept: a stream of 1,000 new terms leaves nothing in the store", async () => {
    const before = apiSearchUsage();
    for (let i = 0; i < 1000; i++) await search(`?q=once-${i}`);
    expect(searched).toBe(1000);
    expect(apiSearchUsage()).toEqual(before);
    // The last of them asked again is kept then.
    await search("?q=once-999");
    await search("?q=once-999");
    expect(searched).toBe(1001);
    expect(apiSearchUsage().answers).toBe(before.answers + 1);
  });

  test("only `q` alone is kept; an admin change drops every kept answer", async () => {
    for (const query of ["?q=a&page=2", "?term=a", "", "?q=a&q=b"]) {
      await search(query);
      await search(query);
    }
    expect(searched).toBe(8);
    expect(repeats).toEqual([]);
    await search("?q=film");
    await search("?q=film");
    await search("?q=film");
    expect(searched).toBe(10);
    pagesChanged();
    await search("?q=film");
    expect(searched).toBe(11);
  });

  test("a stream of new terms never holds more than the store's 8 MB: the oldest answers go first", async () => {
    bodyBytes = 512 * 1024;
    for (let i = 0; i < 80; i++) await search(`?q=term-${i >> 1}`);
    const usage = apiSearchUsage();
    expect(usage.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(usage.answers).toBeGreaterThanOrEqual(14);
    expect(usage.answers).toBeLessThan(40);
    searched = 0;
    await search("?q=term-39");
    expect(searched).toBe(0);
    await search("?q=term-0");
    expect(searched).toBe(1);
  });
});

test("a category's facets and filtered view are kept per address, like a search's answer; a 400 is not", async () => {
  answer = (req, res) => {
    const bad = (req.url ?? "").includes("width=x");
    res.writeHead(bad ? 400 : 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache" });
    res.end(JSON.stringify({ url: req.url, answered }));
  };
  answered = 0;
  // Kept from the second request on, as a search's.
  await get("/api/categories/pe-stretch-film/facets?width=18");
  const second = await get("/api/categories/pe-stretch-film/facets?width=18");
  const third = await get("/api/categories/pe-stretch-film/facets?width=18");
  expect(answered).toBe(2);
  expect(third.body).toBe(second.body);
  await get("/api/categories/pe-stretch-film/facets?width=20");
  for (let i = 0; i < 3; i++) await get("/api/categories/pe-stretch-film/facets?width=x");
  expect(answered).toBe(6);
  await get("/api/categories/pe-stretch-film/filtered?width=18");
  const view = await get("/api/categories/pe-stretch-film/filtered?width=18");
  expect((await get("/api/categories/pe-stretch-film/filtered?width=18")).body).toBe(view.body);
  expect(answered).toBe(8);
  pagesChanged();
  await get("/api/categories/pe-stretch-film/facets?width=18");
  await get("/api/categories/pe-stretch-film/filtered?width=18");
  expect(answered).toBe(10);
});
