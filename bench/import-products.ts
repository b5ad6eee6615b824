// The product import's speed and memory, in-process (no HTTP: the route adds
// only reading the multipart body), against the database named by
// DATABASE_URL / DATA_DIR:
//   (a) a CSV of N new products: dry run, then apply (N creates);
//   (b) the export of the whole catalogue as CSV with every new product's
//       price edited: dry run, then apply (N updates, the rest unchanged);
//   (c) the export as XLSX, unedited: dry run (N + seeded rows, all unchanged).
// Each phase reports wall-clock seconds and this process's peak RSS above
// the RSS before the phase (sampled every 10 ms), which is what the parser
// and the checked rows hold.
//   tsx --conditions=react-server bench/import-products.ts '{"rows": 10000}'
// Prints a table, then one JSON line (the last line starting with "{").
import { Readable } from "node:stream";
import { env } from "@/env";
import { csvRecord, toCsv } from "@/lib/csv";
import { csvStream, productSheet, xlsxStream } from "@/server/catalog/spreadsheets/export-products";
import { readImportFile } from "@/server/catalog/spreadsheets/import-file";
import { importProducts } from "@/server/catalog/spreadsheets/import-products";
import { db } from "@/server/db/client";

/** The budgets for 10,000 rows, seconds. */
export const BUDGETS = { dryRun: 5, apply: 20 } as const;

interface Phase {
  seconds: number;
  /** This process's CPU seconds (the app's code, and SQLite, which runs in it; not the PostgreSQL server): on a busy machine, what the work costs without the wait for a core. */
  cpuSeconds: number;
  peakRssMb: number;
  summary: unknown;
}

async function measure(run: () => Promise<{ status: number; body: { summary: unknown } }>): Promise<Phase> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  try {
    const { status, body } = await run();
    if (status !== 200) throw new Error(`import answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
    const cpu = process.cpuUsage(cpu0);
    return {
      seconds: Math.round(performance.now() - t0) / 1000,
      cpuSeconds: Math.round((cpu.user + cpu.system) / 1000) / 1000,
      peakRssMb: Math.round((Math.max(peak, process.memoryUsage().rss) - base) / 1048576),
      summary: body.summary,
    };
  } finally {
    clearInterval(timer);
  }
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const c of Readable.fromWeb(stream as never)) chunks.push(c as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const importOf = (bytes: Uint8Array, dryRun: boolean) => async () =>
  importProducts(await readImportFile(bytes), { dryRun, actor: "bench", fileName: "bench" });

async function main() {
  const { rows = 10_000 } = JSON.parse(process.argv[2] ?? "{}") as { rows?: number };
  const categories = await db.category.findMany({ select: { slug: true }, orderBy: { id: "asc" } });
  const before = await db.product.count();
  const header = ["sku", "name", "slug", "category", "description", "priceMin", "priceMax", "imageUrl", "unitOfSale", "specifications"];
  const records = Array.from({ length: rows }, (_, i) => {
    const n = String(i + 1).padStart(6, "0");
    return [
      `IMP-${n}`,
      `Imported product ${n}`,
      `imported-product-${n}`,
      categories[i % categories.length].slug,
      `Bulk imported product ${n}, for the benchmark.`,
      "10.00",
      "12.50",
      "",
      "per case",
      JSON.stringify({ Pack: "500 per case" }),
    ];
  });
  const createCsv = new TextEncoder().encode(toCsv([header, ...records]));

  const results: Record<string, Phase> = {};
  results.createDryRun = await measure(importOf(createCsv, true));
  results.createApply = await measure(importOf(createCsv, false));

  // The export, every imported product's price up by a dollar.
  const exported = new TextDecoder().decode(await bytesOf(csvStream(await productSheet())));
  const lines = exported.replace(/^\uFEFF/, "");
  const { parse } = await import("csv-parse/sync");
  const table = parse(lines, { relax_column_count: false }) as string[][];
  const priceAt = table[0].indexOf("priceMin");
  for (const r of table.slice(1)) if (r[0].startsWith("IMP-")) r[priceAt] = "11.00";
  const updateCsv = new TextEncoder().encode("\uFEFF" + table.map((r) => csvRecord(r)).join(""));
  results.updateDryRun = await measure(importOf(updateCsv, true));
  results.updateApply = await measure(importOf(updateCsv, false));

  const xlsx = await bytesOf(xlsxStream(await productSheet()));
  results.xlsxDryRun = await measure(importOf(xlsx, true));

  const out = {
    provider: env.provider,
    rows,
    catalogueBefore: before,
    catalogueAfter: await db.product.count(),
    csvBytes: createCsv.length,
    exportCsvBytes: updateCsv.length,
    xlsxBytes: xlsx.length,
    budgets: BUDGETS,
    results,
  };
  console.log(`import bench (${env.provider}): ${rows} rows, catalogue ${before} → ${out.catalogueAfter}`);
  for (const [name, r] of Object.entries(results))
    console.log(
      `  ${name.padEnd(14)} ${r.seconds.toFixed(2).padStart(7)} s  (CPU ${r.cpuSeconds.toFixed(2).padStart(6)} s)   +${String(r.peakRssMb).padStart(4)} MB RSS   ${JSON.stringify(r.summary)}`,
    );
  console.log(JSON.stringify(out));
  await db.$disconnect();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
