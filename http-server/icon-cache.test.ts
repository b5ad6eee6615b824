/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { cacheHashedIcon, IMMUTABLE, isHashedIcon } from "./icon-cache.mjs";

test("only an icon's address with the hash of its bytes is a hashed icon", () => {
  expect(isHashedIcon("/icon.svg?icon.22mpe-hdgdxii.svg")).toBe(true);
  expect(isHashedIcon("/favicon.ico?favicon.1ag1adf48be4x.ico")).toBe(true);
  expect(isHashedIcon("/apple-icon.png?apple-icon.a1b2.png")).toBe(true);
  for (const url of [
    "/favicon.ico",
    "/icon.svg",
    "/icon.svg?favicon.abc.svg",
    "/icon.svg?icon.abc.png",
    "/icon.svg?icon.abc.svg&x=1",
    "/images/icon.svg?icon.abc.svg",
    "/products?icon.abc.svg",
  ])
    expect(isHashedIcon(url)).toBe(false);
});

/** A server that answers like Next does for its icons: max-age=0, set on the answer or given to writeHead. */
async function withServer(run: (base: string) => Promise<void>) {
  const server = http.createServer((req, res) => {
    cacheHashedIcon(req, res);
    if (req.url?.startsWith("/icon2.svg")) {
      res.writeHead(404, { "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate" });
      return void res.end("not found");
    }
    if (req.url?.startsWith("/favicon.ico")) {
      res.writeHead(200, { "cache-control": "public, max-age=0, must-revalidate", "content-type": "image/x-icon" });
      return void res.end("ico");
    }
    res.setHeader("cache-control", "public, max-age=0, must-revalidate");
    res.setHeader("content-type", "image/svg+xml");
    res.end("<svg/>");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

test("a hashed icon's answer is kept a year, whether Next set its Cache-Control on the answer or in writeHead; others are left as they are", async () => {
  await withServer(async (base) => {
    const svg = await fetch(`${base}/icon.svg?icon.22mpe-hdgdxii.svg`);
    expect(svg.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(await svg.text()).toBe("<svg/>");
    const ico = await fetch(`${base}/favicon.ico?favicon.1ag1adf48be4x.ico`);
    expect(ico.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(ico.headers.get("content-type")).toBe("image/x-icon");
    expect((await fetch(`${base}/icon.svg`)).headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect((await fetch(`${base}/favicon.ico`)).headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const missing = await fetch(`${base}/icon2.svg?icon2.abc.svg`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    const post = await fetch(`${base}/icon.svg?icon.22mpe-hdgdxii.svg`, { method: "POST" });
    expect(post.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });
});
