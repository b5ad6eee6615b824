// The short Markdown report of a benchmark result (bench/results/latest.md).
import { renderSpecMarkdown, specVerdicts } from "./spec-report.mjs";

const PAGES = ["home", "products", "category", "stretch-film", "product", "search"];
const kb = (b) =>
  b >= 10 * 2 ** 20 ? `${(b / 2 ** 20).toFixed(0)} MB` : b >= 2 ** 20 ? `${(b / 2 ** 20).toFixed(1)} MB` : `${(b / 1024).toFixed(0)} KB`;
const n = (v, d = 0) => (v === undefined || v === null || Number.isNaN(v) ? "–" : Number(v).toFixed(d));
const mark = (ok) => (ok === null || ok === undefined ? "–" : ok ? "✅" : "❌");

export function verdicts(results) {
  const out = [];
  for (const S of results.sizes) {
    const c32 = S.load?.[32] ?? {};
    const fails = [];
    let checked = 0;
    for (const p of PAGES) {
      const pr = S.probes?.[p];
      if (!pr) continue;
      checked++;
      if (pr.skipped) {
        fails.push(`${p}: not load-testable (${pr.skipped})`);
        continue;
      }
      const s = c32[p];
      if (!s) continue;
      const why = [];
      if (!(s.xA >= 1)) why.push(`${s.xA}× (a)`);
      if (s.p99 === null) why.push(`no answer within ${s.duration} s`);
      else if (!(s.p99 <= 50)) why.push(`p99 ${s.p99} ms`);
      if (s.errors > 0) why.push(`${s.errors} errors`);
      if (why.length) fails.push(`${p}: ${why.join(", ")}`);
    }
    if (checked)
      out.push({
        target: `Catalogue pages ≥ 1.0× (a), p99 ≤ 50 ms, 0 errors @32 — ${S.products} products`,
        ok: fails.length === 0,
        detail: fails.join("; ") || "all pages",
      });
    if (S.adminChange) {
      const ac = S.adminChange;
      out.push({
        target: `Admin change on the very next request — ${S.products} products`,
        ok: ac.error ? false : ac.allPassed,
        detail:
          ac.error ??
          `${ac.checked - ac.failed}/${ac.checked} checks passed${ac.rounds.some((r) => r.checks.some((c) => c.pass === null && c.detail.startsWith("skipped"))) ? " (some pages skipped: too large)" : ""}`,
      });
    }
  }
  const big = results.sizes.find((s) => s.products === 100000);
  for (const S of big ? [big] : results.sizes.slice(-1)) {
    for (const prov of ["sqlite", "postgresql"]) {
      const s = S.search?.[prov];
      if (s)
        out.push({
          target: `Search p95 ≤ 20 ms (${prov}, ${S.products} products${S.products === 100000 ? "" : "; the target is at 100,000"})`,
          ok: s.p95 <= 20,
          detail: `p95 ${s.p95} ms (slowest: "${s.slowest}")`,
        });
    }
  }
  out.push(...specVerdicts(results.sizes));
  const first = results.sizes[0];
  if (first?.firstLoadJs) {
    const over = Object.entries(first.firstLoadJs).filter(([k, v]) => PAGES.includes(k) && v.externalJsGzipKB > 100);
    const max = Math.max(...Object.values(first.firstLoadJs).map((v) => v.externalJsGzipKB ?? 0));
    out.push({ target: "First-load JS ≤ 100 KB gzip (catalogue pages)", ok: over.length === 0, detail: `max ${max} KB gzip` });
  }
  if (first?.lighthouse) {
    const bad = [];
    for (const [k, v] of Object.entries(first.lighthouse)) {
      if (v.error) bad.push(`${k}: ${v.error}`);
      else {
        if (v.runtimeError) bad.push(`${k}: ${v.runtimeError.split("(")[0].trim()}`);
        else if (k.endsWith("/mobile") && !(v.performance >= 95)) bad.push(`${k} perf ${v.performance}`);
        for (const c of ["accessibility", "bestPractices", "seo"])
          if (!(v[c] >= 100) && !(v.runtimeError && v[c] == null)) bad.push(`${k} ${c} ${v[c]}`);
      }
    }
    out.push({
      target: "Lighthouse mobile perf ≥ 95; a11y, best practices, SEO 100",
      ok: bad.length === 0,
      detail: bad.join("; ") || "all pages",
    });
  }
  return out;
}

export function renderMarkdown(r) {
  const L = [];
  const m = r.meta;
  L.push(`# Benchmark ${m.complete === false ? "(incomplete) " : ""}— ${m.startedAt}`);
  L.push("");
  L.push(
    `\`${m.command}\` · source ${m.source} · Node ${m.node} · ${m.cpus} × ${m.cpuModel ?? "cpu"} · ${m.memoryGiB} GiB · ${m.minutes ?? "?"} min`,
  );
  L.push(
    `Machine load (1/5/15 min) at start ${m.loadavgAtStart?.join(" / ")}, at end ${m.loadavgAtEnd?.join(" / ") ?? "?"} — the machine is shared; figures under load from other users are lower and noisier.`,
  );
  L.push("");

  if (r.build) {
    const b = r.build.reused ? { ...(r.build.previous ?? {}), reused: true } : r.build;
    if (r.build.reused)
      L.push(
        `**Build** reused: the snapshot's sources were unchanged since the benchmark build of ${b.builtAt ?? "an earlier run"} (\`--rebuild\` forces one); the catalogue tag was invalidated by an admin save before measuring. That build:`,
      );
    if (b.products)
      L.push(
        `**Build** (${b.products} products): ${n(b.startSeconds)} s from start to ready (compile ${n(b.compileSeconds)} s, TypeScript ${n(b.typescriptSeconds)} s, ${b.staticPages} static pages in ${n(b.staticGenerationSeconds)} s), .next-bench ${b.distMB} MB (product pages ${b.productPagesMB} MB).`,
      );
    if (b.projections?.length)
      L.push(
        `Projected build if made at: ${b.projections.map((p) => `${p.products.toLocaleString("en-US")} → ~${p.estMinutes} min, ~${p.estDistGB} GB`).join("; ")}.`,
      );
    L.push("");
  }

  L.push("## Targets");
  L.push("");
  L.push("| target | met | detail |");
  L.push("|---|---|---|");
  for (const v of verdicts(r)) L.push(`| ${v.target} | ${mark(v.ok)} | ${v.detail} |`);
  L.push("");

  for (const S of r.sizes) {
    L.push(`## ${S.products.toLocaleString("en-US")} products`);
    L.push("");
    if (S.load) {
      L.push(
        'Median of runs; errors = non-2xx + socket errors (summed); ×(a) = req/s ÷ the size-matched prerendered Next page; ×(b) = ÷ the same bytes from a bare node:http server ("(b) bare <target>": that target\'s own bytes; the load generator shares the 2 cores and its work per answer depends on the bytes).',
      );
      L.push("");
      L.push(
        "Server CPU µs/answer: the server process's CPU time over the run ÷ answers; CPU ×(a) = (a)'s ÷ the target's (above 1: cheaper for the server than (a)). It depends less than req/s on how fast the load generator reads the bytes, not at all: a slower reader makes the server's socket writes cost more.",
      );
      L.push("");
      L.push("| target | response | conns | req/s | p50 ms | p99 ms | errors | ×(a) | ×(b) | ref | server CPU µs/answer | CPU ×(a) |");
      L.push("|---|---|---|---|---|---|---|---|---|---|---|---|");
      const names = Object.keys(S.load[Object.keys(S.load)[0]] ?? {});
      for (const name of names) {
        for (const c of Object.keys(S.load)) {
          const s = S.load[c][name];
          if (!s) continue;
          const probe = S.probes?.[name];
          const refKey = name.replace(/^\((a|b)\) (ref|bare) /, "");
          const bytes = probe?.bytes ?? S.references?.[refKey]?.bytes ?? S.probes?.[refKey]?.bytes;
          L.push(
            `| ${name} | ${bytes ? kb(bytes) : ""} | ${c} | ${n(s.rps, s.rps < 10 ? 1 : 0)} | ${n(s.p50)} | ${n(s.p99)} | ${s.errors} | ${n(s.xA, 2)} | ${n(s.xB, 3)} | ${s.ref ?? ""} | ${n(s.cpuUsPerAnswer)} | ${n(s.cpuXA, 2)} |`,
          );
        }
      }
      const skipped = Object.entries(S.probes ?? {}).filter(([, p]) => p.skipped);
      for (const [name, p] of skipped)
        L.push(
          `| ${name} | ${p.bytes ? kb(p.bytes) : "–"} | – | not load-tested: ${p.skipped} (one request ${n(p.warmMs)} ms) | | | | | | | | |`,
        );
      L.push("");
    }
    if (S.restart?.built)
      L.push(
        `**Rebuilt at this size** on restart (start.mjs found changed sources): ${n(S.restart.startSeconds)} s from start to ready, ${S.restart.staticPages} static pages in ${n(S.restart.staticGenerationSeconds)} s.`,
      );
    const coldRows = Object.entries(S.probes ?? {}).map(([k, p]) => `${k} ${n(p.coldMs)}/${n(p.warmMs)}`);
    if (coldRows.length) L.push(`First request after build/admin change vs warm (ms): ${coldRows.join(", ")}.`);
    if (S.rss)
      L.push(
        `Server RSS: ${S.rss.afterStartMB} MB after start, peak ${S.rss.peakUnderLoadMB} MB under load, ${S.rss.afterLoadMB} MB after.`,
      );
    if (S.seed)
      L.push(
        `Seed: SQLite +${S.seed.sqlite.added} rows in ${S.seed.sqlite.seconds} s${S.seed.postgresql ? `, PostgreSQL +${S.seed.postgresql.added} in ${S.seed.postgresql.seconds} s` : ""}.`,
      );
    if (S.events?.length) L.push(`Events: ${S.events.map((e) => e.event).join("; ")}.`);
    L.push("");
  }

  L.push("## Search latency, server-side (searchProducts in-process)");
  L.push("");
  L.push("| products | SQLite p50 | SQLite p95 | PostgreSQL p50 | PostgreSQL p95 | slowest query (SQLite / PostgreSQL) |");
  L.push("|---|---|---|---|---|---|");
  for (const S of r.sizes) {
    const s = S.search?.sqlite;
    const p = S.search?.postgresql;
    L.push(
      `| ${S.products.toLocaleString("en-US")} | ${n(s?.p50, 1)} | ${n(s?.p95, 1)} | ${n(p?.p50, 1)} | ${n(p?.p95, 1)} | ${s?.slowest ?? "–"} / ${p?.slowest ?? "–"} |`,
    );
  }
  L.push("");

  if (r.sizes.some((S) => S.spec)) {
    L.push(renderSpecMarkdown(r.sizes));
    L.push("");
  }

  const jsSizes = r.sizes.filter((S) => S.firstLoadJs);
  if (jsSizes.length) {
    L.push("## First-load JavaScript (Chromium, gzip as transferred)");
    L.push("");
    L.push(
      "First load: the page's own scripts (link prefetches refused). Prefetched routes: what Next fetches at idle, after hydration, for the routes linked in view.",
    );
    L.push("");
    L.push(
      `| page | ${jsSizes.map((S) => `${S.products.toLocaleString("en-US")}: JS files gzip KB (first load) | + prefetched routes | inline RSC gzip KB | HTML KB`).join(" | ")} |`,
    );
    L.push(`|---|${jsSizes.map(() => "---|---|---|---").join("|")}|`);
    const pages = [...new Set(jsSizes.flatMap((S) => Object.keys(S.firstLoadJs)))];
    for (const p of pages) {
      L.push(
        `| ${p} | ${jsSizes
          .map((S) => {
            const v = S.firstLoadJs[p];
            if (!v) return "– | – | – | –";
            if (v.skipped || v.error) return `${v.skipped ? "skipped" : "error"} | | | `;
            return `${v.externalJsGzipKB} | ${v.prefetchedRoutesJsGzipKB ?? "–"} | ${v.inlineScriptGzipKB} | ${v.htmlTransferKB}`;
          })
          .join(" | ")} |`,
      );
    }
    L.push("");
  }

  const lhSizes = r.sizes.filter((S) => S.lighthouse);
  if (lhSizes.length) {
    L.push("## Lighthouse 12");
    L.push("");
    L.push("| products | page | form | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | CPU index |");
    L.push("|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (const S of lhSizes) {
      for (const [k, v] of Object.entries(S.lighthouse)) {
        const [page, form] = k.split("/");
        if (v.error) L.push(`| ${S.products} | ${page} | ${form} | error: ${v.error} | | | | | | | | |`);
        else
          L.push(
            `| ${S.products} | ${page} | ${form} | ${v.performance} | ${v.accessibility} | ${v.bestPractices} | ${v.seo} | ${v.fcpMs} | ${v.lcpMs} | ${v.tbtMs} | ${v.cls} | ${n(v.benchmarkIndex)} |`,
          );
      }
    }
    L.push("");
  }

  const acSizes = r.sizes.filter((S) => S.adminChange);
  if (acSizes.length) {
    L.push("## Admin change → very next request");
    L.push("");
    L.push("| products | change | page | result | ms | detail |");
    L.push("|---|---|---|---|---|---|");
    for (const S of acSizes) {
      if (S.adminChange.error) {
        L.push(`| ${S.products} | – | – | ❌ | | ${S.adminChange.error} |`);
        continue;
      }
      for (const round of S.adminChange.rounds) {
        for (const c of round.checks)
          L.push(
            `| ${S.products} | ${round.change} | ${c.page} | ${c.pass === null ? "–" : c.pass ? "pass" : "**FAIL**"} | ${c.ms ?? ""} | ${c.detail} |`,
          );
      }
    }
    L.push("");
  }
  if (r.serving?.length) renderServing(L, r.serving);
  if (r.error) {
    L.push("## Run error");
    L.push("");
    L.push("```");
    L.push(String(r.error).slice(0, 2000));
    L.push("```");
  }
  return L.join("\n");
}

/** The serving layer's runs (bench/serving.mjs), one column per heap setting. */
function renderServing(L, runs) {
  const size = runs[0].products;
  L.push(`## Serving layer at ${typeof size === "number" ? size.toLocaleString("en-US") : size} products (bench/serving.mjs)`);
  L.push("");
  L.push(
    "Category page `/categories/trash-bags` and the search page at 32 connections, API reads at 10; one build; each column one run of its own.",
  );
  L.push("");
  const rate = (f) => (f ? `${f.rps.toLocaleString("en-US")} req/s, p99 ${f.p99} ms${f.errors ? `, ${f.errors} errors` : ""}` : "–");
  const rows = [
    ["our server, one instance", (F) => rate(F.one)],
    ["stock `next start`, same build and page", (F, R) => `${rate(F.stock)}; ours ${R.oneVsStock}×`],
    ["raw Node ceiling, same bytes", (F, R) => `${rate(F.bare)}; ours ${R.oneVsCeiling}×`],
    [
      "instance A / B of two with Redis",
      (F, R) => `${rate(F.instanceA)} / ${rate(F.instanceB)}: ${R.instanceAVsOne} / ${R.instanceBVsOne} of one (goal ≥ 0.8)`,
    ],
    ["search page, one term again and again", (F, R) => `${rate(F.search)}: ${R.searchVsCategory} of the category page (goal ≥ 0.25)`],
    ["search page, a new term each time", (F, R) => `${rate(F.searchNewTerms)}: ${R.searchNewTermsVsCategory}`],
    ["`GET /api/categories`", (F, R) => `${rate(F.apiCategories)}: ${R.apiCategoriesVsCategory}× the category page (goal ≥ 0.25)`],
    ["`GET /api/products/search`, one term", (F) => `${rate(F.apiSearch)} (goal p99 ≤ 50 ms)`],
    ["`GET /api/products/search`, a new term each time", (F) => rate(F.apiSearchNewTerms)],
    ["our server's RSS", (F) => `${F.idleRssMB} MB idle, ${F.peakRssMB} MB peak (goal ≤ 400)`],
  ];
  L.push(`| target | ${runs.map((r) => (r.heapMB ? `SERVER_HEAP_MB=${r.heapMB}` : "no heap limit (SERVER_HEAP_MB=0)")).join(" | ")} |`);
  L.push(`|---|${runs.map(() => "---").join("|")}|`);
  for (const [label, cell] of rows) L.push(`| ${label} | ${runs.map((r) => cell(r.figures, r.ratios)).join(" | ")} |`);
  L.push("");
}
