/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { provideSearchApi } from "../src/server/process-slots.mjs";
import { answerSearchHere } from "./search-api.mjs";

const SEARCH_API = Symbol.for("storefront.searchApi");
afterEach(() => delete (globalThis as Record<symbol, unknown>)[SEARCH_API]);

/** Our server's order: the answer here first, else the stand-in for Next's route, which says so. */
async function withServer(run: (base: string) => Promise<void>) {
  const server = http.createServer(async (req, res) => {
    if (await answerSearchHere(req, res, { https: false })) return;
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("next");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

test("until the app provides its search, every search API request goes to Next", async () => {
  await withServer(async (base) => {
    expect(await (await fetch(`${base}/api/products/search?q=film`)).text()).toBe("next");
  });
});

test("a plain search is answered with the app's search: its body, the corrected query, the site's headers; the client's address is passed on", async () => {
  const asked: [string, string | null][] = [];
  provideSearchApi({
    answer: async (q, forwardedFor) => {
      asked.push([q, forwardedFor]);
      return q === "strech film"
        ? { body: '[{"id":1,"name":"Stretch film ½"}]', correctedQuery: "stretch film" }
        : { body: "[]", correctedQuery: null };
    },
  });
  await withServer(async (base) => {
    const res = await fetch(`${base}/api/products/search?q=strech%20film`, { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: 1, name: "Stretch film ½" }]);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-showing-results-for")).toBe("stretch%20film");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(Number(res.headers.get("content-length"))).toBe(Buffer.byteLength('[{"id":1,"name":"Stretch film ½"}]'));
    const blank = await fetch(`${base}/api/products/search?q=`);
    expect(await blank.text()).toBe("[]");
    expect(blank.headers.get("x-showing-results-for")).toBeNull();
  });
  expect(asked).toEqual([
    ["strech film", "203.0.113.7"],
    ["", null],
  ]);
});

test("any other shape, a NUL in the term, a write, or a failed search goes to Next", async () => {
  provideSearchApi({
    answer: async (q) => {
      if (q === "boom") throw new Error("database gone");
      return { body: "[]", correctedQuery: null };
    },
  });
  await withServer(async (base) => {
    for (const address of [
      "/api/products/search",
      "/api/products/search?q=film&limit=5",
      "/api/products/search?q=a&q=b",
      "/api/products/search?q=film%00",
      "/api/products/search?q=boom",
      "/api/products/searches?q=film",
      "/api/categories",
    ])
      expect([address, await (await fetch(base + address)).text()]).toEqual([address, "next"]);
    const post = await fetch(`${base}/api/products/search?q=film`, { method: "POST" });
    expect(await post.text()).toBe("next");
  });
});
