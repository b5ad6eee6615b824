// The "Find by spec" speed budget, server-side and in-process (no HTTP, no
// page), against the database named by DATABASE_URL / DATA_DIR, as the route
// handlers and pages call it:
//   (a) facets plus filtered listing: readCategoryFilters + filteredCategoryPage
//       over the largest category (stretch film) with realistic filter sets;
//   (b) spec-aware search and (c) typo-tolerant search: searchCatalog()
//       (src/server/catalog/search/spec-search.ts);
//   (d) quick order: a 200-line list through parseQuickOrder + matchQuickOrder.
// The first call of each builds its in-memory index (the catalogue index, the
// SKU index): that cold time is reported apart, as is one call right after a
// catalogue change (a real write, which makes the next call reload).
//   tsx --conditions=react-server bench/find-by-spec.ts '{"iterations": 30, "warmup": 2}'
// Prints a readable table, then one JSON line (the last line starting with "{").
// Each sample's CPU time (this process: the app's code, and SQLite, which runs in
// it; not the PostgreSQL server) is reported beside the wall-clock time: on a
// shared machine the wall-clock figures include waiting for a core.
import os from "node:os";
import { env } from "@/env";
import { computeFacets } from "@/lib/facets";
import { parseQuickOrder } from "@/lib/quick-order";
import { attributesAt, catalogIndex } from "@/server/catalog/search/catalog-index";
import { filteredCategoryPage, readCategoryFilters } from "@/server/catalog/search/facets";
import { CATALOG_PAGE_SIZE } from "@/server/catalog/products/products";
import { matchQuickOrder } from "@/server/catalog/ordering/quick-order";
import { db } from "@/server/db/client";

type Input = { iterations?: number; warmup?: number; quickOrderIterations?: number };

/** The issue's budgets, p95 milliseconds at 100,000 products. */
export const BUDGETS = { facets: 20, specSearch: 20, typoSearch: 30, quickOrder: 50 } as const;

const CATEGORY = "pe-stretch-film";
/** Filter sets a buyer clicks together on the stretch-film page (the page's query string); `page` is the listing page. */
const FILTERS: { query: string; page?: number }[] = [
  { query: "" },
  { query: "width=18" },
  { query: "width=18&thickness=80" },
  { query: "length.min=1000&length.max=2000" },
  { query: "color=Black&width=20&width=24" },
  { query: "filmType=Machine+Film&length.min=5000" },
  { query: "width=18&thickness=80&color=Clear&filmType=Hand+Film" },
  { query: "thickness=60&thickness=63&thickness=70&length.max=1500" },
  { query: "width=18", page: 5 },
  { query: "color=blue+tint&width=12" },
];
const SPEC_QUERIES = ["18 inch 80 gauge", `18" x 1500' 80ga`, "18in 80g stretch film", "20 micron", "1.5 mil 55 gallon", "6 x 9 mailer"];
const TYPO_QUERIES = ["strech film", "nitrle gloves", "mailr bags", "trash bgas 55 gal"];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n: number) => Math.round(n * 100) / 100;

interface Stats {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** This process's CPU milliseconds per call. */
  cpuP50: number;
  cpuP95: number;
}
const stats = (all: number[], cpu: number[]): Stats => {
  const s = [...all].sort((a, b) => a - b);
  const c = [...cpu].sort((a, b) => a - b);
  return {
    samples: s.length,
    p50: round(pct(s, 50)),
    p95: round(pct(s, 95)),
    p99: round(pct(s, 99)),
    max: round(s[s.length - 1]),
    cpuP50: round(pct(c, 50)),
    cpuP95: round(pct(c, 95)),
  };
};

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; cpuMs: number; value: T }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await fn();
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { ms, cpuMs: (c.user + c.system) / 1000, value };
}

/**
 * Rounds over the cases (so none benefits from running back to back), after
 * `warmup` calls of each; overall and per-case figures.
 */
async function measure<C, T>(
  cases: C[],
  name: (c: C) => string,
  run: (c: C) => Promise<T>,
  iterations: number,
  warmup: number,
  describe: (value: T) => Record<string, unknown>,
) {
  for (const c of cases) for (let i = 0; i < warmup; i++) await run(c);
  const samples = new Map<C, { ms: number[]; cpu: number[] }>(cases.map((c) => [c, { ms: [], cpu: [] }]));
  const last = new Map<C, T>();
  const all: number[] = [];
  const allCpu: number[] = [];
  for (let i = 0; i < iterations; i++) {
    for (const c of cases) {
      const { ms, cpuMs, value } = await timed(() => run(c));
      samples.get(c)!.ms.push(ms);
      samples.get(c)!.cpu.push(cpuMs);
      all.push(ms);
      allCpu.push(cpuMs);
      last.set(c, value);
    }
  }
  const perCase = cases.map((c) => {
    const s = stats(samples.get(c)!.ms, samples.get(c)!.cpu);
    return { case: name(c), p50: s.p50, p95: s.p95, max: s.max, cpuP50: s.cpuP50, ...describe(last.get(c)!) };
  });
  const overall = stats(all, allCpu);
  return { ...overall, slowest: [...perCase].sort((a, b) => b.p95 - a.p95)[0]?.case, perCase };
}

async function facetsAndListing(f: { query: string; page?: number }) {
  const read = await readCategoryFilters(CATEGORY, new URLSearchParams(f.query));
  if (!read) throw new Error(`no category ${CATEGORY}`);
  const page = await filteredCategoryPage(CATEGORY, read.filters, f.page ?? 1, CATALOG_PAGE_SIZE);
  if (!page) throw new Error(`no category ${CATEGORY}`);
  return page;
}

type SearchCatalog = (q: string, limit?: number) => Promise<{ products: unknown[]; correctedQuery: string | null; chips: string[] }>;

/**
 * The spec-aware search, when this tree has it. BENCH_SPEC_SEARCH_MODULE names
 * another module exporting searchCatalog (a candidate change, measured by the
 * same harness on the same database); the output says which was measured.
 */
const SEARCH_MODULE = process.env.BENCH_SPEC_SEARCH_MODULE || "@/server/catalog/search/spec-search";
async function loadSearch(): Promise<{ searchCatalog?: SearchCatalog; error?: string }> {
  try {
    const mod = (await import(SEARCH_MODULE)) as { searchCatalog?: SearchCatalog };
    if (typeof mod.searchCatalog !== "function") return { error: "src/server/catalog/search/spec-search.ts exports no searchCatalog" };
    return { searchCatalog: mod.searchCatalog };
  } catch (e) {
    return { error: `src/server/catalog/search/spec-search.ts could not be loaded: ${String((e as Error)?.message ?? e).split("\n")[0]}` };
  }
}

/**
 * A 200-line list as buyers paste them, from real SKUs spread over the
 * catalogue: exact SKUs in odd case and separators, "5 x SKU", "SKU,12"
 * and "sf 100005,12" (a spreadsheet), "SKU 3", near misses (a digit dropped,
 * or changed, which mostly names another real SKU) and SKUs no product has.
 */
function quickOrderList(skus: string[]): { text: string; kinds: Record<string, number> } {
  const at = (i: number) => skus[(i * 7919) % skus.length];
  const odd = (sku: string, i: number) => {
    const lower =
      i % 3 === 0 ? sku.toLowerCase() : i % 3 === 1 ? sku.replace(/^(\w)(\w*)/, (_, a: string, b: string) => a + b.toLowerCase()) : sku;
    // Not a space on a bare line: "sf 100005" reads as SKU "sf", quantity 100005 (see the CSV lines).
    return i % 4 === 0 ? lower.replace("-", ".") : i % 4 === 1 ? lower.replace("-", "") : i % 4 === 2 ? lower.replace("-", "_") : lower;
  };
  const lines: string[] = [];
  const kinds = { exact: 0, times: 0, csv: 0, trailingQuantity: 0, nearMiss: 0, unknown: 0 };
  for (let i = 0; i < 200; i++) {
    const sku = at(i);
    const slot = i % 20;
    if (slot < 8) {
      lines.push(odd(sku, i));
      kinds.exact++;
    } else if (slot < 11) {
      lines.push(`${(i % 9) + 1} x ${odd(sku, i)}`);
      kinds.times++;
    } else if (slot < 14) {
      lines.push(`${i % 2 ? sku : sku.toLowerCase().replace("-", " ")},${(i % 40) + 1}`);
      kinds.csv++;
    } else if (slot < 16) {
      lines.push(`${odd(sku, i)} ${(i % 12) + 1}`);
      kinds.trailingQuantity++;
    } else if (slot < 18) {
      // A digit dropped or changed: the kind of slip a near-miss suggestion is for.
      const miss = slot === 16 ? sku.slice(0, -2) + sku.slice(-1) : sku.slice(0, -1) + String((Number(sku.slice(-1)) + 5) % 10);
      lines.push(`${miss} ${(i % 5) + 1}`);
      kinds.nearMiss++;
    } else {
      lines.push(`${slot === 18 ? "ZZQ" : "ACME-WIDGET"}-${900000 + i} 2`);
      kinds.unknown++;
    }
  }
  return { text: lines.join("\n"), kinds };
}

/** A real write to the catalogue (same name, new updatedAt): every index must notice it and reload. */
async function touchCatalogue(id: number) {
  const p = await db.product.findUniqueOrThrow({ where: { id }, select: { name: true } });
  await db.product.update({ where: { id }, data: { name: p.name } });
}

async function main() {
  const input = JSON.parse(process.argv[2] ?? "{}") as Input;
  const iterations = input.iterations ?? 30;
  const warmup = input.warmup ?? 2;
  const qoIterations = input.quickOrderIterations ?? iterations;

  const products = await db.product.count();
  const cold: Record<string, number> = {};
  cold.catalogIndexMs = round((await timed(() => catalogIndex())).ms);
  const index = await catalogIndex();
  const category = index.bySlug.get(CATEGORY);
  if (!category) throw new Error(`no category ${CATEGORY}`);
  if (category.defs.length === 0) throw new Error(`${CATEGORY} has no attribute definitions (run bench/spec-setup.ts)`);
  const attributes = Array.from(category.ids, (_, i) => attributesAt(category, i));
  const withValues = attributes.filter((a) => Object.keys(a).length > 0).length;

  const skus = (await db.product.findMany({ select: { sku: true }, orderBy: { id: "asc" } })).map((r) => r.sku);
  const list = quickOrderList(skus);
  const quickOrder = async () => matchQuickOrder(parseQuickOrder(list.text));
  cold.quickOrderFirstMs = round((await timed(quickOrder)).ms);

  const { searchCatalog, error: searchError } = await loadSearch();
  if (searchCatalog) cold.searchFirstMs = round((await timed(() => searchCatalog(SPEC_QUERIES[0]))).ms);

  // What the page serves must be what computeFacets (src/lib/facets.ts) says for the same
  // products: checked once per filter set, outside the timing.
  const facetMismatches: string[] = [];
  for (const f of FILTERS) {
    const read = (await readCategoryFilters(CATEGORY, new URLSearchParams(f.query)))!;
    const served = (await filteredCategoryPage(CATEGORY, read.filters, f.page ?? 1, CATALOG_PAGE_SIZE))!;
    const reference = computeFacets(attributes, category.defs, read.filters);
    const ids = reference.matches
      .slice(((f.page ?? 1) - 1) * CATALOG_PAGE_SIZE, (f.page ?? 1) * CATALOG_PAGE_SIZE)
      .map((i) => category.ids[i]);
    if (
      JSON.stringify(served.facets) !== JSON.stringify(reference.facets) ||
      served.total !== reference.total ||
      JSON.stringify(served.products.map((p) => p.id)) !== JSON.stringify(ids)
    ) {
      facetMismatches.push(f.query || "(none)");
    }
  }

  const loadavgBefore = os.loadavg().map((l) => +l.toFixed(2));
  const results: Record<string, unknown> = {};
  results.facets = await measure(
    FILTERS,
    (f) => (f.query || "(none)") + (f.page ? ` page ${f.page}` : ""),
    facetsAndListing,
    iterations,
    warmup,
    (p) => ({ total: p.total, listed: p.products.length }),
  );
  if (searchCatalog) {
    const describe = (r: Awaited<ReturnType<SearchCatalog>>) => ({
      results: r.products.length,
      correctedQuery: r.correctedQuery,
      chips: r.chips,
    });
    results.specSearch = await measure(
      SPEC_QUERIES,
      (q) => q,
      (q) => searchCatalog(q),
      iterations,
      warmup,
      describe,
    );
    results.typoSearch = await measure(
      TYPO_QUERIES,
      (q) => q,
      (q) => searchCatalog(q),
      iterations,
      warmup,
      describe,
    );
  }
  results.quickOrder = await measure(
    [list],
    () => "200 lines",
    quickOrder,
    qoIterations,
    warmup,
    (lines) => {
      const status: Record<string, number> = {};
      for (const l of lines) status[l.status] = (status[l.status] ?? 0) + 1;
      return { lines: lines.length, status, withSuggestions: lines.filter((l) => l.status === "unknown" && l.suggestions?.length).length };
    },
  );

  // One call right after a catalogue change, each after its own change: what the first
  // buyer after an admin save waits for (the index reload).
  const afterChange: Record<string, number> = {};
  const someId = category.ids[Math.floor(category.ids.length / 2)];
  await touchCatalogue(someId);
  afterChange.facetsMs = round((await timed(() => facetsAndListing(FILTERS[2]))).ms);
  if (searchCatalog) {
    await touchCatalogue(someId);
    afterChange.specSearchMs = round((await timed(() => searchCatalog(SPEC_QUERIES[0]))).ms);
  }
  await touchCatalogue(someId);
  afterChange.quickOrderMs = round((await timed(quickOrder)).ms);

  const out = {
    provider: env.provider,
    products,
    category: { slug: CATEGORY, products: category.ids.length, withValues, definitions: category.defs.map((d) => d.key) },
    budgets: BUDGETS,
    cold,
    afterChange,
    ...results,
    ...(searchError ? { searchUnavailable: searchError } : {}),
    ...(SEARCH_MODULE !== "@/server/catalog/search/spec-search" ? { searchModule: SEARCH_MODULE } : {}),
    quickOrderList: list.kinds,
    facetsAsComputeFacets: facetMismatches.length === 0 ? true : { differ: facetMismatches },
    loadavg: { before: loadavgBefore, after: os.loadavg().map((l) => +l.toFixed(2)) },
  };
  printTable(out);
  console.log(JSON.stringify(out));
  await db.$disconnect();
}

type Out = {
  provider: string;
  products: number;
  cold: Record<string, number>;
  afterChange: Record<string, number>;
  searchUnavailable?: string;
} & Record<string, unknown>;

function printTable(o: Out) {
  const rows: string[][] = [["measure", "p50 ms", "p95 ms", "p99 ms", "budget (p95)", "verdict", "CPU p50/p95 ms"]];
  const line = (label: string, s: Stats | undefined, budget: number) =>
    rows.push(
      s
        ? [
            label,
            String(s.p50),
            String(s.p95),
            String(s.p99),
            `≤ ${budget} ms`,
            s.p95 <= budget ? "PASS" : "FAIL",
            `${s.cpuP50}/${s.cpuP95}`,
          ]
        : [label, "–", "–", "–", `≤ ${budget} ms`, "not run", ""],
    );
  line("facets + filtered listing", o.facets as Stats, BUDGETS.facets);
  line("spec-aware search", o.specSearch as Stats | undefined, BUDGETS.specSearch);
  line("typo-tolerant search", o.typoSearch as Stats | undefined, BUDGETS.typoSearch);
  line("quick order, 200 lines", o.quickOrder as Stats, BUDGETS.quickOrder);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  console.log(`\n${o.provider}, ${o.products.toLocaleString("en-US")} products`);
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join("  "));
  console.log(
    `cold (first call, builds the index): ${Object.entries(o.cold)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );
  console.log(
    `first call after a catalogue change: ${Object.entries(o.afterChange)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );
  if (o.searchUnavailable) console.log(`search not measured: ${o.searchUnavailable}`);
  if (o.facetsAsComputeFacets !== true) console.log(`facets differ from computeFacets for: ${JSON.stringify(o.facetsAsComputeFacets)}`);
  const l = o.loadavg as { before: number[]; after: number[] };
  console.log(`machine load (1/5/15 min): ${l.before.join(" ")} before, ${l.after.join(" ")} after (${os.cpus().length} cores)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
