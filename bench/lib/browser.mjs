// First-load JavaScript of a page as a browser fetches it: Debian's Chromium
// through playwright-core, a fresh context per load (empty cache), and the
// encoded (gzip, as sent by the server) body sizes of every script response
// until the page is loaded and the network is idle. The inline scripts of the
// HTML (Next's RSC payload, self.__next_f.push(...)) are not files: they are
// counted apart, gzip-compressed here, since they travel inside the HTML.
//
// Each page is loaded twice. First with Next's link prefetches refused (their
// requests carry `Next-Router-Prefetch`): what the page itself needs, the
// first-load figure. Then as a visitor gets it: once hydrated, Next prefetches
// the routes linked in view (the header links to Contact and Admin, whose form
// code is not part of this page) and fetches their scripts at idle. Those come
// after the page is interactive, so they are reported apart.
import { gzipSync } from "node:zlib";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export async function firstLoadJs(
  baseUrl,
  pages,
  { executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium", timeoutMs = 60_000 } = {},
) {
  const { chromium } = require("playwright-core");
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-dev-shm-usage"] });
  const out = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      try {
        const alone = await load(browser, baseUrl + path, { prefetch: false, timeoutMs });
        const visited = await load(browser, baseUrl + path, { prefetch: true, timeoutMs });
        const kb = (bytes) => +(bytes / 1024).toFixed(1);
        out[name] = {
          path,
          scriptFiles: alone.scripts.length,
          externalJsGzipKB: kb(sum(alone.scripts)),
          prefetchedRoutesJsGzipKB: kb(Math.max(0, sum(visited.scripts) - sum(alone.scripts))),
          inlineScriptKB: kb(Buffer.byteLength(alone.inline)),
          inlineScriptGzipKB: kb(gzipSync(alone.inline).length),
          htmlTransferKB: kb(alone.htmlTransfer),
          loadMs: alone.loadMs,
          uncompressedScripts: alone.scripts.filter((s) => s.encoding === "identity").length,
        };
      } catch (e) {
        out[name] = { path, error: String(e?.message ?? e).split("\n")[0] };
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

const sum = (scripts) => scripts.reduce((n, s) => n + s.encoded, 0);

/** One load in a fresh context: its script responses, inline script text, HTML transfer size and time to `load`. */
async function load(browser, url, { prefetch, timeoutMs }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (!prefetch)
      await page.route("**/*", (route) => (route.request().headers()["next-router-prefetch"] ? route.abort() : route.continue()));
    const scripts = [];
    let htmlTransfer = 0;
    page.on("requestfinished", async (request) => {
      try {
        const response = await request.response();
        const sizes = await request.sizes();
        const type = request.resourceType();
        if (type === "script")
          scripts.push({
            url: request.url(),
            encoded: sizes.responseBodySize,
            encoding: response?.headers()["content-encoding"] ?? "identity",
          });
        if (type === "document") htmlTransfer = sizes.responseBodySize;
      } catch {
        /* page closed */
      }
    });
    const t0 = performance.now();
    await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
    const loadMs = Math.round(performance.now() - t0);
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
    const inline = await page.evaluate(() =>
      Array.from(document.querySelectorAll("script:not([src])"))
        .map((s) => s.textContent ?? "")
        .join("\n"),
    );
    return { scripts, inline, htmlTransfer, loadMs };
  } finally {
    await context.close();
  }
}
