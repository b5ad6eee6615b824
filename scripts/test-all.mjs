// npm test: types, lint, unit tests, database integration on SQLite (through Stoplight Prism) and on
// PostgreSQL, end-to-end tests in Chromium, and two instances behind nginx. Under CI=true a missing
// PostgreSQL or Chromium fails the run; elsewhere that suite is skipped with a warning.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { bin, root, run } from "./lib.mjs";

const ci = /^(1|true)$/i.test(process.env.CI || "");
const only = process.argv.slice(2);
const results = [];
let tests = { passed: 0, failed: 0 };
mkdirSync(path.join(root, "test-results"), { recursive: true });

function jestCounts(file) {
  try {
    const r = JSON.parse(readFileSync(file, "utf8"));
    tests.passed += r.numPassedTests;
    tests.failed += r.numFailedTests;
  } catch {
    /* the step's own exit code still counts */
  }
}

async function step(name, fn) {
  if (only.length && !only.some((o) => name.startsWith(o))) return;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const outcome = await fn();
  results.push({ name, outcome, seconds: Math.round((Date.now() - started) / 1000) });
}

async function pgReachable(url) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const missing = (what) => {
  if (ci) {
    console.error(`FAIL: ${what} (required under CI)`);
    return "failed";
  }
  console.warn(`SKIPPED: ${what}`);
  return "skipped";
};

const jest = async (name, args, env = {}, command = [bin("jest")]) => {
  const out = path.join(root, "test-results", `jest-${name}.json`);
  const [cmd, ...pre] = command;
  const code = await run(cmd, [...pre, ...args, "--json", `--outputFile=${out}`], { env: { ...process.env, ...env } });
  jestCounts(out);
  return code === 0 ? "passed" : "failed";
};

await step("typecheck", async () =>
  (await run(bin("tsc"), ["--noEmit"])) === 0 && (await run(bin("tsc"), ["-p", "tsconfig.server.json"])) === 0 ? "passed" : "failed",
);
// Formatting is part of lint: an unformatted file fails it like an ESLint error.
await step("lint", async () =>
  (await run(bin("eslint"), [".", "--max-warnings=0"])) === 0 && (await run(bin("prettier"), ["--check", "."])) === 0 ? "passed" : "failed",
);
await step("unit", () => jest("unit", ["--selectProjects", "unit"]));
// On SQLite every request the database suites send goes through Stoplight Prism, which checks it and its
// answer against the OpenAPI document (scripts/prism-contract.ts); on PostgreSQL they go straight to the handlers.
await step("db-sqlite", () =>
  jest("db-sqlite", [], { TEST_DB: "sqlite", PRISM_CONTRACT_REPORT: "1" }, [
    bin("tsx"),
    "--conditions=react-server",
    "scripts/prism-contract.ts",
  ]),
);
await step("db-postgresql", async () => {
  const url = process.env.TEST_PG_URL || "postgresql://postgres@127.0.0.1:5432/test";
  if (!(await pgReachable(url))) return missing(`PostgreSQL not reachable at ${url}`);
  return jest("db-postgresql", ["--selectProjects", "db", "--runInBand"], { TEST_DB: "postgresql", TEST_PG_URL: url });
});
await step("e2e", async () => {
  const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(chromium)) return missing(`Chromium not found at ${chromium} (apt-get install -y chromium)`);
  const out = path.join(root, "test-results", "playwright.json");
  const code = await run(bin("playwright"), ["test"], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: out } });
  try {
    const r = JSON.parse(readFileSync(out, "utf8"));
    tests.passed += r.stats.expected + r.stats.flaky;
    tests.failed += r.stats.unexpected;
  } catch {
    /* exit code still counts */
  }
  return code === 0 ? "passed" : "failed";
});

// Two instances on one PostgreSQL and one Redis, behind nginx with the documented configuration.
await step("multi", async () =>
  (await run(process.execPath, [path.join(root, "scripts/multi-instance-check.mjs")])) === 0 ? "passed" : "failed",
);

console.log("\n=== summary ===");
for (const r of results) console.log(`${r.outcome.padEnd(8)} ${r.name} (${r.seconds}s)`);
const failedSteps = results.filter((r) => r.outcome === "failed").length;
console.log(`tests: ${tests.passed} passed, ${tests.failed + (tests.failed === 0 ? failedSteps : 0)} failed`);
process.exit(failedSteps > 0 ? 1 : 0);
