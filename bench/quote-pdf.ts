// The quote PDF: how long one takes, and what it costs the server's other answers.
//   npm run bench:pdf                      (30 runs each after 3 warm-up runs)
//   npm run bench:pdf -- --runs=100 --json
// 1. Generation: the 10-line and 200-line quote rendered as the server renders
//    them (in the PDF worker thread); median, p95 and max milliseconds, pages, size.
// 2. Others' wait: while 8 renders of the 200-line quote run at once (8 parallel
//    first downloads of 8 such quotes), how long would a request arriving every
//    10 ms wait before the server's own thread could start on it? With the
//    renders in the worker (the server today) and, for comparison, in the
//    server's thread (the server before, which rendered each download where it
//    answered).
import os from "node:os";
import { quoteTotals, type QuoteLineInput } from "@/lib/quote-math";
import { quotePdfModel, renderQuotePdfModel, type QuotePdfInput } from "@/server/quotes/quote-pdf";
import { renderQuotePdfModel as renderInThisThread, type QuotePdfModel } from "@/server/quotes/quote-pdf-layout.mjs";
import { closeWorkers } from "@/server/workers/run-worker";

const arg = (name: string, fallback: number) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? Number(a.split("=")[1]) : fallback;
};
const RUNS = arg("runs", 30);
const WARMUP = arg("warmup", 3);
const PARALLEL = 8;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n: number) => Math.round(n * 10) / 10;

/** A realistic quote: some long names that wrap, break ladders, notes, long terms. */
function sampleQuote(lineCount: number, reference = "Q-2026-000123"): QuotePdfInput {
  const lines: QuoteLineInput[] = Array.from({ length: lineCount }, (_, i) => ({
    sku: `SF-${100000 + i}`,
    name:
      i % 6 === 2
        ? `Cast stretch film, 18 in x 1,500 ft, 80 gauge, clear, hand wrap with extended core, lot ${i + 1}`
        : `Poly mailer bag ${10 + (i % 5)} x ${13 + (i % 7)} in, 2.5 mil, white`,
    quantity: 50 * ((i % 20) + 1),
    unit: i % 4 === 0 ? "1,000 bags" : "case",
    unitPrice: `${18 + (i % 30)}.${String((i * 7) % 100).padStart(2, "0")}`,
    breaks:
      i % 3 === 0
        ? [
            { minQuantity: 250, unitPrice: "17.50" },
            { minQuantity: 500, unitPrice: "16.25" },
          ]
        : [],
    note: i % 5 === 1 ? "Substitute: the 2 mil version ships a week sooner at the same price per case." : "",
  }));
  const freight = "185.00";
  return {
    reference,
    version: 2,
    status: "Quoted",
    expired: false,
    answerable: true,
    date: new Date().toISOString(),
    validUntil: "2026-12-31",
    leadTime: "2-3 weeks after PO",
    terms: "Net 30 on approved credit. Prices in US dollars, FOB our Dallas warehouse unless freight is quoted. ".repeat(4),
    supplier: {
      name: "Acme Plastic Packaging",
      phone: "(555) 010-2000",
      email: "sales@acme.example",
      address: "1200 Industrial Pkwy\nDallas, TX 75201",
    },
    preparedFor: "Bolt Logistics",
    decision: null,
    versions: [],
    buyer: {
      name: "Dana Buyer",
      company: "Bolt Logistics",
      email: "dana@bolt.example",
      phone: "(555) 201-3344",
      state: "TX",
      zip: "75001",
      neededBy: "2026-12-15",
    },
    url: "https://shop.example/quotes/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde",
    ...quoteTotals(lines, freight),
  };
}

async function generation(lineCount: number) {
  const model = quotePdfModel(sampleQuote(lineCount));
  for (let i = 0; i < WARMUP; i++) await renderQuotePdfModel(model);
  const ms: number[] = [];
  let pdf: Buffer = Buffer.alloc(0);
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    pdf = await renderQuotePdfModel(model);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const pages = /\/Type \/Pages\n\/Count (\d+)/.exec(pdf.toString("latin1"))?.[1];
  return {
    lines: lineCount,
    pages: Number(pages),
    runs: RUNS,
    medianMs: round(pct(ms, 50)),
    p95Ms: round(pct(ms, 95)),
    maxMs: round(ms[ms.length - 1]),
    bytes: pdf.length,
  };
}

/**
 * What requests arriving every 10 ms while `work` runs would wait before the
 * server's thread could start on them: a tick every 10 ms finds how long the
 * thread was held since the last one, and each arrival within that gap waits
 * until its end.
 */
async function waitsDuring(work: () => Promise<unknown>) {
  const STEP = 10;
  const waits: number[] = [];
  let prev = performance.now();
  const tick = setInterval(() => {
    const now = performance.now();
    for (let arrival = prev + STEP; arrival <= now; arrival += STEP) waits.push(now - arrival);
    prev = now;
  }, STEP);
  const t0 = performance.now();
  await work();
  const wallMs = performance.now() - t0;
  // One more tick: a thread held to the end has not counted that last stretch yet.
  await new Promise((r) => setTimeout(r, 2 * STEP));
  clearInterval(tick);
  waits.sort((a, b) => a - b);
  return {
    wallMs: round(wallMs),
    arrivals: waits.length,
    p50Ms: round(pct(waits, 50)),
    p99Ms: round(pct(waits, 99)),
    maxMs: round(waits[waits.length - 1]),
  };
}

async function othersWait() {
  // 8 different quotes: nothing kept, each one rendered.
  const models: QuotePdfModel[] = Array.from({ length: PARALLEL }, (_, i) => quotePdfModel(sampleQuote(200, `Q-2026-00090${i}`)));
  await renderQuotePdfModel(models[0]); // the worker started, as on a running server
  await renderInThisThread(models[0]);
  const worker = await waitsDuring(() => Promise.all(models.map((m) => renderQuotePdfModel(m))));
  const inThread = await waitsDuring(() => Promise.all(models.map((m) => renderInThisThread(m))));
  return { parallel: PARALLEL, lines: 200, worker, inThread };
}

async function main() {
  const results = [await generation(10), await generation(200)];
  const wait = await othersWait();
  await closeWorkers();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ node: process.version, loadavg: os.loadavg()[0], results, othersWait: wait }));
    return;
  }
  console.log(`Quote PDF generation in the worker thread, ${RUNS} runs after ${WARMUP} warm-up (Node ${process.version})`);
  console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
  console.log("lines  pages  median ms  p95 ms  max ms  size");
  for (const r of results) {
    console.log(
      `${String(r.lines).padStart(5)}  ${String(r.pages).padStart(5)}  ${String(r.medianMs).padStart(9)}  ${String(r.p95Ms).padStart(6)}  ${String(r.maxMs).padStart(6)}  ${(r.bytes / 1024).toFixed(1)} KB`,
    );
  }
  console.log(
    `\nWhat other requests (one every 10 ms) wait for the server's thread while ${wait.parallel} renders of a ${wait.lines}-line quote run at once`,
  );
  console.log("renders in              all done ms  wait p50 ms  p99 ms  max ms");
  for (const [label, r] of [
    ["the worker (now)", wait.worker],
    ["the server's thread", wait.inThread],
  ] as const) {
    console.log(
      `${label.padEnd(22)}  ${String(r.wallMs).padStart(11)}  ${String(r.p50Ms).padStart(11)}  ${String(r.p99Ms).padStart(6)}  ${String(r.maxMs).padStart(6)}`,
    );
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
