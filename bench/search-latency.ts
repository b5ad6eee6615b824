// Server-side search latency: calls the app's own searchProducts() in-process
// against the database named by DATABASE_URL / DATA_DIR (no HTTP, no page).
// Run by bench/run.mjs in the benchmark snapshot:
//   tsx --conditions=react-server bench/search-latency.ts '{"queries": [...], "iterations": 10, "warmup": 2}'
// Prints one JSON line: overall p50/p95/p99 and per-query figures.
import { env } from "@/env";
import { db } from "@/server/db/client";
import { searchProducts } from "@/server/catalog/search/search";

type Input = { queries: string[]; iterations: number; warmup: number };

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n: number) => Math.round(n * 100) / 100;

async function main() {
  const input = JSON.parse(process.argv[2]) as Input;
  const all: number[] = [];
  const perQuery: { q: string; results: number; p50: number; p95: number; max: number }[] = [];
  // Each query `warmup` times first (connection pool, statement preparation, page cache).
  for (const q of input.queries) for (let i = 0; i < input.warmup; i++) await searchProducts(q);
  // Then rounds over the whole set, so no query benefits from running back to back.
  const samples = new Map<string, number[]>(input.queries.map((q) => [q, []]));
  const counts = new Map<string, number>();
  for (let i = 0; i < input.iterations; i++) {
    for (const q of input.queries) {
      const t0 = performance.now();
      const rows = await searchProducts(q);
      const ms = performance.now() - t0;
      samples.get(q)!.push(ms);
      all.push(ms);
      counts.set(q, rows.length);
    }
  }
  for (const q of input.queries) {
    const s = samples.get(q)!.sort((a, b) => a - b);
    perQuery.push({ q, results: counts.get(q) ?? 0, p50: round(pct(s, 50)), p95: round(pct(s, 95)), max: round(s[s.length - 1]) });
  }
  all.sort((a, b) => a - b);
  const slowest = [...perQuery].sort((a, b) => b.p95 - a.p95)[0];
  const products = await db.product.count();
  console.log(
    JSON.stringify({
      provider: env.provider,
      products,
      samples: all.length,
      p50: round(pct(all, 50)),
      p95: round(pct(all, 95)),
      p99: round(pct(all, 99)),
      max: round(all[all.length - 1]),
      perQuery,
      slowest: slowest?.q,
    }),
  );
  await db.$disconnect();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
