// The failed tests of a jest or Playwright JSON report, one line each, for the end of npm test's
// output: a long run's log is often read from its tail only.
import path from "node:path";

/** The first lines of a failure's message, without colour codes. */
const gist = (message) =>
  String(message ?? "")
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(" / ")
    .slice(0, 400);

/** Each failed test of a jest `--json` report; a file that failed before any test ran (an import error, a hook) as itself. */
export function jestFailures(step, report, root) {
  const out = [];
  for (const suite of report.testResults ?? []) {
    const where = path.relative(root, suite.name);
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const a of failed) out.push(`${step}: ${where} › ${a.fullName}: ${gist(a.failureMessages?.[0])}`);
    if (failed.length === 0 && suite.status === "failed") out.push(`${step}: ${where}: ${gist(suite.message)}`);
  }
  return out;
}

/**
 * Each test of a Playwright JSON report that failed on every try, with its file and line; and
 * each that failed and then passed on a retry, marked as such (it passes the run, but is the next
 * failure in waiting).
 */
export function playwrightFailures(report) {
  const out = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === "unexpected" || t.status === "flaky") {
          const failed = t.results?.find((r) => r.status !== "passed" && r.status !== "skipped");
          const label = t.status === "flaky" ? "e2e (flaky: passed on a retry)" : "e2e";
          out.push(`${label}: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}: ${gist(failed?.error?.message)}`);
        }
    for (const child of suite.suites ?? []) visit(child, child.title === child.file ? titles : [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return out;
}
