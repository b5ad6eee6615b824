// First-load JavaScript of a page as a browser fetches it: Debian's Chromium
// through playwright-core, a fresh context per page (empty cache), and the
// encoded (gzip, as sent by the server) body sizes of every script response
// until the page is loaded and the network is idle. The inline scripts of the
// HTML (Next's RSC payload, self.__next_f.push(...)) are not files: they are
// counted apart, gzip-compressed here, since they travel inside the HTML.
import { gzipSync } from "node:zlib";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export async function firstLoadJs(baseUrl, pages, { executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium", timeoutMs = 60_000 } = {}) {
  const { chromium } = require("playwright-core");
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-dev-shm-usage"] });
  const out = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = [];
      let htmlTransfer = 0;
      page.on("requestfinished", async (request) => {
        try {
          const response = await request.response();
          const sizes = await request.sizes();
          const type = request.resourceType();
          if (type === "script") scripts.push({ url: request.url(), encoded: sizes.responseBodySize, encoding: response?.headers()["content-encoding"] ?? "identity" });
          if (type === "document") htmlTransfer = sizes.responseBodySize;
        } catch {
          /* page closed */
        }
      });
      try {
        const t0 = performance.now();
        await page.goto(baseUrl + path, { waitUntil: "load", timeout: timeoutMs });
        const loadMs = Math.round(performance.now() - t0);
        await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
        const inline = await page.evaluate(() =>
          Array.from(document.querySelectorAll("script:not([src])"))
            .map((s) => s.textContent ?? "")
            .join("\n"),
        );
        const external = scripts.reduce((n, s) => n + s.encoded, 0);
        out[name] = {
          path,
          scriptFiles: scripts.length,
          externalJsGzipKB: +(external / 1024).toFixed(1),
          inlineScriptKB: +(Buffer.byteLength(inline) / 1024).toFixed(1),
          inlineScriptGzipKB: +(gzipSync(inline).length / 1024).toFixed(1),
          htmlTransferKB: +(htmlTransfer / 1024).toFixed(1),
          loadMs,
          uncompressedScripts: scripts.filter((s) => s.encoding === "identity").length,
        };
      } catch (e) {
        out[name] = { path, error: String(e?.message ?? e).split("\n")[0] };
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
