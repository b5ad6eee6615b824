/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHash, randomUUID } from "node:crypto";
import { pageCacheUsage } from "./page-cache.mjs";
import { addPageScriptPolicy, answerFromPageCache, NAVIGATION_COPY } from "./page-csp.mjs";
import { pagesChanged } from "../src/server/process-slots.mjs";

const PUSH = 'self.__next_f.push([1,"hello"])';
const PAGE = `<!DOCTYPE html><html><body><p>hi</p><script>${PUSH}</script><script>alert(1)</script></body></html>`;

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const refused: string[] = [];
let server: http.Server;
let base = "";
let handler: Handler = () => {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    addPageScriptPolicy(req, res, { onRefused: (n, url) => refused.push(`${n} ${url}`) });
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const scriptSrc = (res: Response) =>
  (res.headers.get("content-security-policy") ?? "")
    .split(";")
    .find((d) => d.trim().startsWith("script-src"))
    ?.trim();
/** The nonce a policy allows, after checking that the page's framework script (only) carries it. */
function nonceOf(res: Response, body: string): string {
  const m = /^script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(scriptSrc(res) ?? "");
  expect(m).not.toBeNull();
  expect(body).toBe(PAGE.replace(`<script>${PUSH}`, `<script nonce="${m![1]}">${PUSH}`));
  return m![1];
}

test("a streamed HTML page gets a fresh nonce on its framework scripts only", async () => {
  handler = (_req, res) => {
    res.statusCode = 200;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", "script-src 'self'");
    res.flushHeaders();
    const half = PAGE.length / 2;
    res.write(PAGE.slice(0, half));
    setTimeout(() => res.end(PAGE.slice(half)), 5);
  };
  const first = await fetch(`${base}/streamed`);
  const second = await fetch(`${base}/streamed`);
  expect(nonceOf(first, await first.text())).not.toBe(nonceOf(second, await second.text()));
  expect(refused).toContain("1 /streamed");
});

test("writeHead with headers and a Content-Length: one policy, and the length of the new body", async () => {
  handler = (_req, res) => {
    res.writeHead(200, {
      "Content-Type": "text/html",
      "Content-Length": String(Buffer.byteLength(PAGE)),
      "Content-Security-Policy": "script-src 'self'",
    });
    res.end(PAGE);
  };
  const res = await fetch(`${base}/a`);
  const body = await res.text();
  nonceOf(res, body);
  expect(res.headers.get("content-security-policy")!.match(/script-src/g)).toHaveLength(1);
  expect(Number(res.headers.get("content-length") ?? Buffer.byteLength(body))).toBe(Buffer.byteLength(body));
});

test("other answers pass untouched; a 304 carries no policy", async () => {
  handler = (req, res) => {
    if (req.url === "/json") {
      res.setHeader("Content-Type", "application/json");
      res.setHeader("Content-Security-Policy", "script-src 'self'");
      res.end(JSON.stringify({ html: PAGE }));
    } else {
      res.statusCode = 304;
      res.setHeader("Content-Security-Policy", "script-src 'self'");
      res.end();
    }
  };
  const json = await fetch(`${base}/json`);
  expect(scriptSrc(json)).toBe("script-src 'self'");
  expect(await json.json()).toEqual({ html: PAGE });
  const notModified = await fetch(`${base}/page`, { headers: { "If-None-Match": '"x"' } });
  expect(notModified.status).toBe(304);
  expect(notModified.headers.get("content-security-policy")).toBeNull();
});

test("a page at a known address but with other bytes is checked again: an injected script gets no nonce", async () => {
  const injected = PAGE.replace("<p>hi</p>", "<p>hi</p><script>fetch('/steal')</script>");
  let body = PAGE;
  handler = (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html", ETag: '"same"' });
    res.end(body);
  };
  const first = await fetch(`${base}/same`);
  nonceOf(first, await first.text());
  body = injected;
  const second = await fetch(`${base}/same`);
  const text = await second.text();
  expect(text).toContain("<script>fetch('/steal')</script>");
  expect(text.match(/<script nonce="/g)).toHaveLength(1);
});

test("a page made per request streams: its start reaches the browser before the render ends, its framework scripts carry the one nonce, a script cut between writes too", async () => {
  let finish = () => {};
  const rest = new Promise<void>((r) => (finish = r));
  handler = (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
    res.setHeader("Content-Length", "999");
    res.flushHeaders();
    res.write("<!DOCTYPE html><html><body><p>first</p><scr");
    void rest.then(() => {
      res.write(`ipt>${PUSH.slice(0, 10)}`);
      res.write(`${PUSH.slice(10)}</script><SCRIPT>alert(1)</SCRIPT><p>late</p><`);
      res.end(`script>${PUSH}</script></body></html>`);
    });
  };
  const { headers, body } = await new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(`${base}/per-request`, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => {
          // The first piece arrives while the render still waits: it was not held for the rest.
          if (!text) expect(d).toBe("<!DOCTYPE html><html><body><p>first</p>");
          text += d;
          finish();
        });
        res.on("end", () => resolve({ headers: res.headers, body: text }));
      })
      .on("error", reject);
  });
  const nonce = /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))![1];
  expect(body).toBe(
    `<!DOCTYPE html><html><body><p>first</p><script nonce="${nonce}">${PUSH}</script><SCRIPT>alert(1)</SCRIPT><p>late</p><script nonce="${nonce}">${PUSH}</script></body></html>`,
  );
  expect(headers["content-length"]).toBeUndefined();
  expect(headers.etag).toBeUndefined();
  expect(refused).toContain("1 /per-request");
});

test("a shared 200 HTML page gets an ETag of its bytes, and a matching If-None-Match gets a 304 without body or policy", async () => {
  let body = PAGE;
  handler = (req, res) => {
    res.statusCode = req.url === "/missing" ? 404 : 200;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "s-maxage=60");
    res.setHeader("Content-Length", String(Buffer.byteLength(body)));
    res.end(body);
  };
  const first = await fetch(`${base}/tagged`);
  const etag = first.headers.get("etag")!;
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  nonceOf(first, await first.text());
  const second = await fetch(`${base}/tagged`);
  expect(second.headers.get("etag")).toBe(etag);
  await second.text();

  for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
    const again = await fetch(`${base}/tagged`, { headers: { "If-None-Match": ifNoneMatch } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(again.headers.get("content-type")).toBeNull();
    expect(await again.text()).toBe("");
  }
  const stale = await fetch(`${base}/tagged`, { headers: { "If-None-Match": '"other"' } });
  expect(stale.status).toBe(200);
  nonceOf(stale, await stale.text());

  body = PAGE.replace("<p>hi</p>", "<p>changed</p>");
  const changed = await fetch(`${base}/tagged`, { headers: { "If-None-Match": etag } });
  expect(changed.status).toBe(200);
  expect(changed.headers.get("etag")).not.toBe(etag);
  expect(await changed.text()).toContain("<p>changed</p>");

  body = PAGE;
  const missing = await fetch(`${base}/missing`, { headers: { "If-None-Match": "*" } });
  expect(missing.status).toBe(404);
  expect(missing.headers.get("etag")).toBeNull();
  nonceOf(missing, await missing.text());
});

test("a HEAD request gets the policy and no ETag", async () => {
  handler = (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html", "Content-Length": String(Buffer.byteLength(PAGE)) });
    res.end();
  };
  const res = await fetch(`${base}/head`, { method: "HEAD" });
  expect(res.status).toBe(200);
  expect(scriptSrc(res)).toMatch(/^script-src 'self' 'nonce-/);
  expect(res.headers.get("etag")).toBeNull();
});

test("a page written as one string with non-ASCII text: its bytes are UTF-8 and its nonce lands in the script tag, on a repeat too", async () => {
  const page = PAGE.replace("<p>hi</p>", "<p>Showing 1–24 of 50 products — “quoted” ✓</p>");
  handler = (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(page);
  };
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${base}/unicode`);
    const m = /'nonce-([^']+)'/.exec(scriptSrc(res) ?? "");
    expect(await res.text()).toBe(page.replace(`<script>${PUSH}`, `<script nonce="${m![1]}">${PUSH}`));
  }
});

test("a page whose Suspense boundary React outlined goes out as React wrote it, its scripts with the nonce, shared (the same on a repeat) or streamed", async () => {
  const outlined =
    '<!DOCTYPE html><html><body><main><!--$?--><template id="B:0"></template><p>Loading…</p><!--/$--></main>' +
    `<script>${PUSH}</script><div hidden id="S:0"><p>Stretch film – 18″</p></div><script>$RC("B:0","S:0")</script></body></html>`;
  const withNonce = (nonce: string) => outlined.replaceAll("<script>", `<script nonce="${nonce}">`);
  let asBuffers = true;
  handler = (req, res) => {
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": req.url === "/outlined" ? "s-maxage=60" : "private, no-store",
    });
    if (asBuffers) {
      const bytes = Buffer.from(outlined);
      res.write(bytes.subarray(0, 100));
      res.end(bytes.subarray(100));
    } else res.end(outlined);
  };
  const etags: (string | null)[] = [];
  for (const buffers of [true, false]) {
    asBuffers = buffers;
    const res = await fetch(`${base}/outlined`);
    const m = /'nonce-([^']+)'/.exec(scriptSrc(res) ?? "");
    expect(await res.text()).toBe(withNonce(m![1]));
    etags.push(res.headers.get("etag"));
  }
  expect(etags[0]).toMatch(/^"[\w-]+"$/);
  expect(etags[1]).toBe(etags[0]);

  const streamed = await fetch(`${base}/outlined-per-request`);
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc(streamed) ?? "")![1];
  expect(await streamed.text()).toBe(withNonce(nonce));
});

test("a streamed page is not held at an unfinished Suspense boundary: its fallback goes out before the content is rendered", async () => {
  const shell = `<!DOCTYPE html><html><head></head><body><header>Site</header><script>${PUSH}</script>`;
  const fallback = '<main><!--$?--><template id="B:0"></template><p>Loading…</p><!--/$--></main>';
  const late = `<div hidden id="S:0"><p>Results</p></div><script>$RC("B:0","S:0")</script></body></html>`;
  let finish = () => {};
  const rest = new Promise<void>((r) => (finish = r));
  handler = (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" });
    res.write(shell + fallback);
    void rest.then(() => res.end(late));
  };
  const pieces: string[] = [];
  const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
    http
      .get(`${base}/streams-past-boundary`, (res) => {
        res.setEncoding("utf8");
        res.on("data", (d: string) => {
          pieces.push(d);
          finish();
        });
        res.on("end", () => resolve(res.headers));
      })
      .on("error", reject);
  });
  const nonce = /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))![1];
  const signed = (html: string) => html.replaceAll("<script>", `<script nonce="${nonce}">`);
  expect(pieces[0]).toBe(signed(shell + fallback));
  expect(pieces.join("")).toBe(signed(shell + fallback + late));
});

describe("the page cache (answerFromPageCache)", () => {
  let cached: http.Server;
  let cachedBase = "";
  let rendered = 0;
  let answer: Handler = () => {};
  /** When another instance last invalidated something (0: never), as the shared tags would report it. */
  let sharedChange = 0;
  /** The addresses answered from the cache, as the server is told of them (onRepeat). */
  const repeats: string[] = [];
  /** The addresses whose page was Next's copy for a navigation, as the server is told of them. */
  const navigationCopies: string[] = [];
  beforeAll(async () => {
    cached = http.createServer((req, res) => {
      if (answerFromPageCache(req, res, { changedSince: (t) => sharedChange > t, onRepeat: (a) => repeats.push(a) })) return;
      addPageScriptPolicy(req, res, { cachePages: true, onNavigationCopy: (a) => navigationCopies.push(a) });
      rendered++;
      answer(req, res);
    });
    await new Promise<void>((r) => cached.listen(0, "127.0.0.1", r));
    cachedBase = `http://127.0.0.1:${(cached.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => cached.close(() => r())));

  const VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";
  /** A page as Next sends a prerendered one, with `extra` headers; the body names the render. */
  const page = (extra: Record<string, string> = {}) => {
    answer = (req, res) => {
      if (req.headers.rsc) {
        res.writeHead(200, { "Content-Type": "text/x-component", Vary: VARY });
        return void res.end("0:{}");
      }
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "s-maxage=86400, stale-while-revalidate=518400",
        Vary: VARY,
        "X-Frame-Options": "DENY",
        ...extra,
      });
      res.end(PAGE.replace("<p>hi</p>", `<p>render ${rendered}</p>`));
    };
  };
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${cachedBase}${path}`, { headers });
    return { res, body: await res.text() };
  };

  test("a shared, cacheable page is answered again without rendering, with a fresh nonce and its headers", async () => {
    page();
    const first = await get("/cached");
    const second = await get("/cached");
    expect(rendered).toBe(1);
    expect(second.body.replace(/nonce="[^"]+"/, "")).toBe(first.body.replace(/nonce="[^"]+"/, ""));
    expect(nonceOfBody(second.body)).not.toBe(nonceOfBody(first.body));
    expect(scriptSrc(second.res)).toBe(`script-src 'self' 'nonce-${nonceOfBody(second.body)}'`);
    for (const h of ["cache-control", "vary", "x-frame-options", "content-type", "etag"])
      expect(second.res.headers.get(h)).toBe(first.res.headers.get(h));

    const revalidated = await fetch(`${cachedBase}/cached`, { headers: { "If-None-Match": first.res.headers.get("etag")! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
    expect(rendered).toBe(1);
  });

  describe("a shared page with a <head>", () => {
    const WITH_HEAD = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><p>hi</p><script>${PUSH}</script><script>alert(1)</script></body></html>`;
    const hash = `'sha256-${createHash("sha256").update(PUSH).digest("base64")}'`;
    const META = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${hash}">`;
    const shared = (cacheControl: string) => {
      answer = (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl, Vary: VARY });
        res.end(WITH_HEAD);
      };
    };
    const perAnswer = (res: Response) =>
      Object.fromEntries([...res.headers].filter(([k]) => k !== "date" && k !== "keep-alive" && k !== "connection"));

    test("goes out the same to every visitor, first answer and cached: its framework scripts' hashes in a <meta> first in <head>, no nonce", async () => {
      shared("s-maxage=86400, stale-while-revalidate=518400");
      rendered = 0;
      const first = await get("/shared-head");
      const second = await get("/shared-head");
      expect(rendered).toBe(1);
      expect(first.body).toBe(WITH_HEAD.replace("<head>", `<head>${META}`));
      expect(second.body).toBe(first.body);
      expect(perAnswer(second.res)).toEqual(perAnswer(first.res));
      const policy = first.res.headers.get("content-security-policy") ?? "";
      expect(policy).not.toMatch(/script-src|default-src|nonce/);
      expect(policy).toContain("worker-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(first.body).not.toContain("nonce=");

      const revalidated = await fetch(`${cachedBase}/shared-head`, { headers: { "If-None-Match": first.res.headers.get("etag")! } });
      expect(revalidated.status).toBe(304);
      expect(rendered).toBe(1);
    });

    test("a private page keeps the per-answer nonce", async () => {
      shared("private, no-store");
      const { res, body } = await get("/private-head");
      expect(body).not.toContain("http-equiv");
      expect(scriptSrc(res)).toMatch(/^script-src 'self' 'nonce-/);
    });
  });

  test("an admin change (a new page generation) sends the next request to the renderer", async () => {
    page();
    rendered = 0;
    await get("/changing");
    await get("/changing");
    expect(rendered).toBe(1);
    pagesChanged();
    const after = await get("/changing");
    expect(after.body).toContain("<p>render 2</p>");
    expect(rendered).toBe(2);
    await get("/changing");
    expect(rendered).toBe(2);
  });

  test("with several instances, a change made on another one after the page was rendered sends the next request to the renderer", async () => {
    page();
    rendered = 0;
    await get("/shared");
    await get("/shared");
    expect(rendered).toBe(1);
    sharedChange = Date.now() + 1;
    await new Promise((r) => setTimeout(r, 5));
    expect((await get("/shared")).body).toContain("<p>render 2</p>");
    await get("/shared");
    expect(rendered).toBe(2);
  });

  test("a shared page Next rendered for a navigation (its router state names the ?_rsc= address) is sent but not kept, and the server is told", async () => {
    rendered = 0;
    const copy = PAGE.replace(
      "<p>hi</p>",
      '<p>hi</p><script>self.__next_f.push([1,"0:{\\"c\\":[\\"\\",\\"categories\\",\\"film?_rsc=1x2y3\\"]}"])</script>',
    );
    answer = (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html", "Cache-Control": "s-maxage=60", Vary: VARY });
      res.end(rendered === 1 ? copy : PAGE);
    };
    const first = await get("/categories/film");
    expect(first.res.status).toBe(200);
    expect(first.body).toContain(NAVIGATION_COPY);
    expect(navigationCopies).toEqual(["/categories/film"]);
    const second = await get("/categories/film");
    expect(rendered).toBe(2);
    expect(second.body).not.toContain(NAVIGATION_COPY);
    await get("/categories/film");
    expect(rendered).toBe(2);
    expect(navigationCopies).toEqual(["/categories/film"]);
  });

  test("a page rendered while a change lands is not reused", async () => {
    rendered = 0;
    answer = (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html", "Cache-Control": "s-maxage=60", Vary: VARY });
      pagesChanged();
      res.end(PAGE);
    };
    await get("/racing");
    page();
    await get("/racing");
    expect(rendered).toBe(2);
  });

  test.each([
    ["private", { "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate" }],
    ["without s-maxage", { "Cache-Control": "public, max-age=60" }],
    ["setting a cookie", { "Set-Cookie": "a=b; Path=/" }],
    ["served stale by Next", { "X-Nextjs-Cache": "STALE" }],
  ])("a page %s is rendered every time", async (name, headers) => {
    page(headers);
    rendered = 0;
    await get(`/not-kept-${name.replace(/\W/g, "")}`);
    await get(`/not-kept-${name.replace(/\W/g, "")}`);
    expect(rendered).toBe(2);
  });

  test("a page is kept for its s-maxage at most", async () => {
    page({ "Cache-Control": "s-maxage=1" });
    rendered = 0;
    await get("/short");
    await get("/short");
    expect(rendered).toBe(1);
    await new Promise((r) => setTimeout(r, 1_050));
    await get("/short");
    expect(rendered).toBe(2);
  });

  test("10,000 random ?x= values and 3,000 unknown paths leave a kept page in the cache; their own entries stay within a bounded store", async () => {
    // Pages of 32 KB: before, 2,000 new addresses filled the 64 MB the cache keeps and pushed the real page out.
    const big = PAGE.replace("<p>hi</p>", `<p>${"x".repeat(32 * 1024)}</p>`);
    answer = (req, res) => {
      const known = req.url === "/products" || req.url!.startsWith("/products?");
      res.writeHead(known ? 200 : 404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "s-maxage=86400", Vary: VARY });
      res.end(big);
    };
    rendered = 0;
    await get("/products");
    const addresses = [
      ...Array.from({ length: 10_000 }, () => `/products?x=${randomUUID()}`),
      ...Array.from({ length: 3_000 }, () => `/no-such-${randomUUID()}`),
    ];
    for (let i = 0; i < addresses.length; i += 16) await Promise.all(addresses.slice(i, i + 16).map((a) => get(a)));
    expect(rendered).toBe(1 + addresses.length);

    const again = await get("/products");
    expect(again.res.status).toBe(200);
    expect(rendered).toBe(1 + addresses.length);
    const usage = pageCacheUsage();
    expect(usage.queries.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(usage.queries.pages).toBeLessThan(300);
    expect(usage.paths.bytes).toBeLessThan(1024 * 1024);
  }, 120_000);

  describe("the search results page", () => {
    /** As Next sends it: rendered per request, so private and no-store. */
    const searchPage = () => {
      answer = (req, res) => {
        res.writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate",
          Vary: VARY,
        });
        res.end(PAGE.replace("<p>hi</p>", `<p>${req.url} render ${rendered}</p>`));
      };
    };

    test("is kept per address asking for ?q= alone: a repeat is answered from the cache, and the server is told", async () => {
      searchPage();
      rendered = 0;
      repeats.length = 0;
      const first = await get("/search?q=stretch%20film");
      const second = await get("/search?q=stretch%20film");
      expect(rendered).toBe(1);
      expect(second.body.replace(/nonce="[^"]+"/, "")).toBe(first.body.replace(/nonce="[^"]+"/, ""));
      expect(second.res.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
      expect(repeats).toEqual(["/search?q=stretch%20film"]);
      expect(pageCacheUsage().searches.pages).toBeGreaterThan(0);

      // Another term is another page; other parameters are never answered from the cache.
      await get("/search?q=gloves");
      for (const other of ["/search?q=stretch%20film&utm_source=x", "/search?search=stretch%20film", "/search?q=a&q=b", "/search"]) {
        await get(other);
        await get(other);
      }
      expect(rendered).toBe(2 + 8);
      expect(repeats).toEqual(["/search?q=stretch%20film"]);
    });

    test("is kept under the address asked for, though Next rewrites req.url while it renders", async () => {
      answer = (req, res) => {
        req.url = "/search?q=rewritten+by+next";
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store", Vary: VARY });
        res.end(PAGE);
      };
      rendered = 0;
      await get("/search?q=rewritten%20by%20next");
      await get("/search?q=rewritten%20by%20next");
      expect(rendered).toBe(1);
    });

    test("is kept for a minute at most, and not past a catalogue change", async () => {
      searchPage();
      rendered = 0;
      await get("/search?q=kept%20briefly");
      await get("/search?q=kept%20briefly");
      expect(rendered).toBe(1);
      pagesChanged();
      await get("/search?q=kept%20briefly");
      expect(rendered).toBe(2);
      const now = Date.now();
      const clock = jest.spyOn(Date, "now").mockReturnValue(now + 59_000);
      try {
        await get("/search?q=kept%20briefly");
        expect(rendered).toBe(2);
        clock.mockReturnValue(now + 61_000);
        await get("/search?q=kept%20briefly");
        expect(rendered).toBe(3);
      } finally {
        clock.mockRestore();
      }
    });

    test("a results page that sets a cookie is not kept", async () => {
      answer = (_req, res) => {
        res.writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": "private, no-store",
          "Set-Cookie": "a=b; Path=/",
        });
        res.end(PAGE);
      };
      rendered = 0;
      await get("/search?q=with%20cookie");
      await get("/search?q=with%20cookie");
      expect(rendered).toBe(2);
    });
  });

  test("a category's filtered view is kept per address in a store of its own; its router's RSC requests are not", async () => {
    answer = (req, res) => {
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate",
        Vary: VARY,
      });
      res.end(PAGE.replace("<p>hi</p>", `<p>${req.url} render ${rendered}</p>`));
    };
    rendered = 0;
    const first = await get("/categories/pe-stretch-film?width=18&thickness=80");
    const second = await get("/categories/pe-stretch-film?width=18&thickness=80");
    expect(rendered).toBe(1);
    expect(second.body.replace(/nonce="[^"]+"/, "")).toBe(first.body.replace(/nonce="[^"]+"/, ""));
    expect(pageCacheUsage().filters.pages).toBe(1);
    await get("/categories/pe-stretch-film?width=18&thickness=80", { RSC: "1" });
    await get("/categories/pe-stretch-film?width=20");
    expect(rendered).toBe(3);
    pagesChanged();
    await get("/categories/pe-stretch-film?width=20");
    expect(rendered).toBe(4);

    // A stream of new filter sets stays within its store and leaves the other pages alone.
    page();
    await get("/products");
    rendered = 0;
    const big = `<p>${"x".repeat(400 * 1024)}</p>`;
    answer = (req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store", Vary: VARY });
      res.end(PAGE.replace("<p>hi</p>", `<p>${req.url}</p>${big}`));
    };
    for (let i = 0; i < 60; i++) await get(`/categories/pe-stretch-film?length.min=${i}`);
    expect(pageCacheUsage().filters.bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    page();
    await get("/products");
    expect(rendered).toBe(60);
  });

  test("a request with a header the page varies by goes to the renderer, and HEAD too", async () => {
    page();
    rendered = 0;
    await get("/varied");
    await get("/varied", { RSC: "1" });
    await fetch(`${cachedBase}/varied`, { method: "HEAD" });
    expect(rendered).toBe(3);
    await get("/varied");
    expect(rendered).toBe(3);
  });
});

function nonceOfBody(body: string) {
  return /<script nonce="([^"]+)"/.exec(body)?.[1];
}
