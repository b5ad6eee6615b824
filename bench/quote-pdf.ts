// Quote PDF generation time and size (issue 16): renderQuotePdf() in-process, no
// HTTP, no database, for a 10-line and a 200-line quote.
//   npm run bench:pdf                      (30 runs each after 3 warm-up runs)
//   npm run bench:pdf -- --runs=100 --json
// Prints median, p95 and max milliseconds, the median CPU milliseconds and the size per
// quote (--json: one JSON line).
import os from "node:os";
import { quoteTotals, type QuoteLineInput } from "@/lib/quote-math";
import type { BuyerQuote } from "@/lib/types";
import { renderQuotePdf } from "@/server/quotes/quote-pdf";

const arg = (name: string, fallback: number) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? Number(a.split("=")[1]) : fallback;
};
const RUNS = arg("runs", 30);
const WARMUP = arg("warmup", 3);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n: number) => Math.round(n * 10) / 10;

/** A realistic quote: some long names that wrap, break ladders, notes, long terms. */
function sampleQuote(lineCount: number): BuyerQuote {
  const lines: QuoteLineInput[] = Array.from({ length: lineCount }, (_, i) => ({
    sku: `SF-${100000 + i}`,
    name:
      i % 6 === 2
        ? `Cast stretch film, 18 in x 1,500 ft, 80 gauge, clear, hand wrap with extended core, lot ${i + 1}`
        : `Poly mailer bag ${10 + (i % 5)} x ${13 + (i % 7)} in, 2.5 mil, white`,
    quantity: 50 * ((i % 20) + 1),
    unit: i % 4 === 0 ? "1,000 bags" : "case",
    unitPrice: `${18 + (i % 30)}.${String((i * 7) % 100).padStart(2, "0")}`,
    breaks: i % 3 === 0 ? [{ minQuantity: 250, unitPrice: "17.50" }, { minQuantity: 500, unitPrice: "16.25" }] : [],
    note: i % 5 === 1 ? "Substitute: the 2 mil version ships a week sooner at the same price per case." : "",
  }));
  const freight = "185.00";
  return {
    reference: "Q-2026-000123",
    version: 2,
    status: "Quoted",
    expired: false,
    date: new Date().toISOString(),
    validUntil: "2026-12-31",
    leadTime: "2-3 weeks after PO",
    terms: "Net 30 on approved credit. Prices in US dollars, FOB our Dallas warehouse unless freight is quoted. ".repeat(4),
    supplier: { name: "Acme Plastic Packaging", phone: "(555) 010-2000", email: "sales@acme.example", address: "1200 Industrial Pkwy\nDallas, TX 75201" },
    preparedFor: "Bolt Logistics",
    decision: null,
    versions: [],
    ...quoteTotals(lines, freight),
  };
}

async function measure(lineCount: number) {
  const quote = sampleQuote(lineCount);
  for (let i = 0; i < WARMUP; i++) await renderQuotePdf(quote);
  const ms: number[] = [];
  const cpuMs: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const pdf = await renderQuotePdf(quote);
    ms.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpuMs.push((c.user + c.system) / 1000);
    bytes = pdf.length;
  }
  ms.sort((a, b) => a - b);
  cpuMs.sort((a, b) => a - b);
  const pages = /\/Type \/Pages\n\/Count (\d+)/.exec((await renderQuotePdf(quote)).toString("latin1"))?.[1];
  return { lines: lineCount, pages: Number(pages), runs: RUNS, medianMs: round(pct(ms, 50)), p95Ms: round(pct(ms, 95)), maxMs: round(ms[ms.length - 1]), medianCpuMs: round(pct(cpuMs, 50)), bytes };
}

async function main() {
  const results = [await measure(10), await measure(200)];
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ node: process.version, loadavg: os.loadavg()[0], results }));
    return;
  }
  console.log(`Quote PDF generation, ${RUNS} runs after ${WARMUP} warm-up (Node ${process.version})`);
  // CPU time is the process's own: on a busy machine the wall-clock figures grow, it does not.
  console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
  console.log("lines  pages  median ms  p95 ms  max ms  median CPU ms  size");
  for (const r of results) {
    console.log(
      `${String(r.lines).padStart(5)}  ${String(r.pages).padStart(5)}  ${String(r.medianMs).padStart(9)}  ${String(r.p95Ms).padStart(6)}  ${String(r.maxMs).padStart(6)}  ${String(r.medianCpuMs).padStart(13)}  ${(r.bytes / 1024).toFixed(1)} KB`,
    );
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
