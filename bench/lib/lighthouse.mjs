// Lighthouse 12 (Node 20) against Debian's Chromium: mobile (Lighthouse's
// default: simulated slow 4G and 4x CPU slowdown on a Moto G Power viewport)
// and desktop (its desktop config), categories performance, accessibility,
// best-practices and SEO. One Chromium for all runs; runs are sequential.
import { mkdirSync, writeFileSync } from "node:fs";
import nodePath from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** The full reports of the latest run, for digging into an audit. */
const REPORT_DIR = nodePath.join(nodePath.dirname(fileURLToPath(import.meta.url)), "..", "results", "lighthouse");

export async function lighthouseScores(
  baseUrl,
  pages,
  { chromePath = process.env.CHROME_PATH || "/usr/bin/chromium", timeoutMs = 120_000, formFactors = ["mobile", "desktop"] } = {},
) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"] });
  const out = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      for (const formFactor of formFactors) {
        const key = `${name}/${formFactor}`;
        try {
          const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, maxWaitForLoad: 60_000 };
          const config = formFactor === "desktop" ? desktopConfig : undefined;
          const run = lighthouse(baseUrl + path, flags, config);
          const timeout = new Promise((_, reject) =>
            setTimeout(() => reject(new Error(`timed out after ${timeoutMs / 1000}s`)), timeoutMs).unref(),
          );
          let lhr = (await Promise.race([run, timeout])).lhr;
          // A failed trace (e.g. NO_NAVSTART on a busy machine) scores nothing: one more try.
          if (lhr.runtimeError || lhr.categories.performance?.score == null) {
            lhr = (await Promise.race([lighthouse(baseUrl + path, flags, config), timeout])).lhr;
          }
          mkdirSync(REPORT_DIR, { recursive: true });
          writeFileSync(nodePath.join(REPORT_DIR, `${name}-${formFactor}.json`), JSON.stringify(lhr));
          const score = (c) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100));
          const audit = (id) => lhr.audits[id]?.numericValue;
          const bytesOf = (type) => lhr.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === type)?.transferSize ?? 0;
          // The page's largest scripts (transferred, i.e. compressed), for finding what grew.
          const scripts = (lhr.audits["network-requests"]?.details?.items ?? [])
            .filter((r) => r.resourceType === "Script")
            .sort((a, b) => b.transferSize - a.transferSize)
            .map((r) => ({ url: new URL(r.url).pathname, kB: +(r.transferSize / 1024).toFixed(1) }));
          // The audits that cost points, for the report's "why".
          const failed = [];
          for (const c of CATEGORIES) {
            for (const ref of lhr.categories[c]?.auditRefs ?? []) {
              const a = lhr.audits[ref.id];
              if (
                ref.weight > 0 &&
                a &&
                a.score !== null &&
                a.score < 0.9 &&
                a.scoreDisplayMode !== "informative" &&
                a.scoreDisplayMode !== "notApplicable"
              ) {
                failed.push({ category: c, id: ref.id, score: a.score, value: a.displayValue ?? undefined });
              }
            }
          }
          // What the largest paint was and where its simulated time went (TTFB, load delay, load time, render delay).
          const lcpTables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
          const lcpNode = lcpTables[0]?.items?.[0]?.node;
          const lcpPhases = Object.fromEntries((lcpTables[1]?.items ?? []).map((i) => [i.phase, Math.round(i.timing)]));
          out[key] = {
            path,
            formFactor,
            performance: score("performance"),
            accessibility: score("accessibility"),
            bestPractices: score("best-practices"),
            seo: score("seo"),
            fcpMs: Math.round(audit("first-contentful-paint") ?? 0),
            lcpMs: Math.round(audit("largest-contentful-paint") ?? 0),
            tbtMs: Math.round(audit("total-blocking-time") ?? 0),
            lcpElement: lcpNode ? `${lcpNode.snippet?.match(/^<[a-z0-9]+/i)?.[0] ?? ""}> ${lcpNode.nodeLabel ?? ""}`.slice(0, 60) : null,
            lcpPhases,
            cls: +(audit("cumulative-layout-shift") ?? 0).toFixed(3),
            totalByteWeightKB: Math.round((audit("total-byte-weight") ?? 0) / 1024),
            scriptKB: Math.round(bytesOf("script") / 1024),
            scripts,
            domSize: audit("dom-size"),
            failed,
            runtimeError: lhr.runtimeError?.message,
            // Lighthouse's CPU speed probe of this machine at that moment (a fast desktop is ~1500-2500).
            benchmarkIndex: lhr.environment?.benchmarkIndex,
          };
        } catch (e) {
          out[key] = { path, formFactor, error: String(e?.message ?? e).split("\n")[0] };
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
