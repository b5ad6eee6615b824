// The "Find by spec" section of a report: find-by-spec.ts figures per size and
// database against the issue's budgets (p95 at 100,000 products).

export const SPEC_MEASURES = [
  ["facets", "Facets + filtered listing", 20],
  ["specSearch", "Spec-aware search", 20],
  ["typoSearch", "Typo-tolerant search", 30],
  ["quickOrder", "Quick order, 200 lines", 50],
];
const PROVIDERS = [
  ["sqlite", "SQLite"],
  ["postgresql", "PostgreSQL"],
];
const f = (v) => (v === undefined || v === null ? "–" : String(v));

/** One verdict per measure and database of the largest size: { target, ok, detail }. */
export function specVerdicts(sizes) {
  const withSpec = sizes.filter((S) => S.spec);
  const S = withSpec.find((s) => s.products === 100000) ?? withSpec[withSpec.length - 1];
  if (!S) return [];
  const out = [];
  for (const [prov, provName] of PROVIDERS) {
    const r = S.spec[prov];
    if (!r) continue;
    for (const [key, label, budget] of SPEC_MEASURES) {
      const s = r[key];
      const where = `${provName}, ${S.products.toLocaleString("en-US")} products${S.products === 100000 ? "" : "; the budget is at 100,000"}`;
      if (r.error) out.push({ target: `${label} p95 ≤ ${budget} ms (${where})`, ok: false, detail: r.error });
      else if (!s) out.push({ target: `${label} p95 ≤ ${budget} ms (${where})`, ok: null, detail: r.searchUnavailable ?? "not measured" });
      else
        out.push({
          target: `${label} p95 ≤ ${budget} ms (${where})`,
          ok: s.p95 <= budget,
          detail: `p95 ${s.p95} ms, CPU p95 ${s.cpuP95 ?? "–"} ms (slowest: ${s.slowest})`,
        });
    }
  }
  return out;
}

/** Markdown: a table per size (rows: measure × database), then cold and after-change times. */
export function renderSpecMarkdown(sizes, { heading = "## Find by spec (in-process, server-side)", meta } = {}) {
  const L = [heading, ""];
  if (meta) {
    L.push(
      `${meta.startedAt} → ${meta.finishedAt ?? "?"}, ${meta.command}, Node ${meta.node}, ${meta.cpus} × ${meta.cpuModel}, load ${meta.loadavgAtStart?.join(" ")} → ${meta.loadavgAtEnd?.join(" ") ?? "?"}, source ${meta.source}.`,
    );
    if (meta.niceness !== null && meta.niceness !== undefined)
      L.push(`The measuring process ran at niceness ${meta.niceness} (the PostgreSQL server at its own).`);
    L.push("");
  }
  L.push(
    "readCategoryFilters + filteredCategoryPage on the stretch-film category (10 filter sets), searchCatalog() (6 spec queries, 4 typo queries) and parseQuickOrder + matchQuickOrder of a 200-line list, called in-process after warm-up; rounds over the cases. Verdicts are on wall-clock p95; CPU = the measuring process's CPU time per call (the app's code and SQLite, not the PostgreSQL server), which waiting for a core on a busy machine does not inflate. Cold = the first call (builds the in-memory index); after change = one call right after a write to the catalogue (the index reloads).",
  );
  L.push("");
  for (const S of sizes.filter((s) => s.spec)) {
    L.push(`### ${S.products.toLocaleString("en-US")} products`);
    L.push("");
    L.push("| measure | database | p50 ms | p95 ms | p99 ms | max ms | budget (p95) | verdict | CPU p50/p95 ms | slowest case |");
    L.push("|---|---|---|---|---|---|---|---|---|---|");
    for (const [key, label, budget] of SPEC_MEASURES) {
      for (const [prov, provName] of PROVIDERS) {
        const r = S.spec[prov];
        if (!r) continue;
        const s = r[key];
        if (!s) {
          L.push(
            `| ${label} | ${provName} | – | – | – | – | ≤ ${budget} ms | not run | | ${r.error ? "error" : (r.searchUnavailable ?? "")} |`,
          );
          continue;
        }
        L.push(
          `| ${label} | ${provName} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} | ≤ ${budget} ms | ${s.p95 <= budget ? "PASS" : "**FAIL**"} | ${f(s.cpuP50)}/${f(s.cpuP95)} | ${s.slowest ?? ""} |`,
        );
      }
    }
    L.push("");
    for (const [prov, provName] of PROVIDERS) {
      const r = S.spec[prov];
      if (!r || r.error) continue;
      const c = r.cold ?? {};
      const a = r.afterChange ?? {};
      L.push(
        `- ${provName} (${f(r.category?.products)} stretch-film products, ${f(r.category?.withValues)} with values): cold catalogue index ${f(c.catalogIndexMs)} ms, first quick order (SKU index) ${f(c.quickOrderFirstMs)} ms${c.searchFirstMs !== undefined ? `, first search ${c.searchFirstMs} ms` : ""}; first call after a catalogue change: facets + listing ${f(a.facetsMs)} ms${a.specSearchMs !== undefined ? `, search ${a.specSearchMs} ms` : ""}, quick order ${f(a.quickOrderMs)} ms. Machine load during the run ${r.loadavg ? `${r.loadavg.before.join(" ")} → ${r.loadavg.after.join(" ")}` : "?"}.${r.facetsAsComputeFacets === true ? " Served facets equal computeFacets for every filter set." : r.facetsAsComputeFacets ? ` **Served facets differ from computeFacets** for ${r.facetsAsComputeFacets.differ.join(", ")}.` : ""}`,
      );
    }
    for (const [prov, provName] of PROVIDERS) {
      const r = S.spec[prov];
      if (r?.error) L.push(`- ${provName}: error: ${r.error}`);
    }
    L.push("");
  }
  return L.join("\n");
}
