// npm test: types, lint, unit tests, database integration on SQLite (through Stoplight Prism) and on
// PostgreSQL, end-to-end tests in Chromium, and two instances behind nginx. Under CI=true a missing
// PostgreSQL or Chromium fails the run; elsewhere that suite is skipped with a warning.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { bin, root, run } from "./lib.mjs";
import { jestFailures, playwrightFailures } from "./test-report.mjs";

const ci = /^(1|true)$/i.test(process.env.CI || "");
const only = process.argv.slice(2);
const results = [];
let tests = { passed: 0, failed: 0 };
/** Each failed test, named again at the very end: a long run's log is often read from its tail only. */
const failures = [];
mkdirSync(path.join(root, "test-results"), { recursive: true });

function jestCounts(step, file) {
  try {
    const r = JSON.parse(readFileSync(file, "utf8"));
    tests.passed += r.numPassedTests;
    tests.failed += r.numFailedTests;
    failures.push(...jestFailures(step, r, root));
  } catch {
    /* the step's own exit code still counts */
  }
}

/**
 * Runs one step with its output live, or, with `alongside`, into
 * test-results/<name>.log, printed whole when the step ends (so two steps
 * running at once do not interleave their lines). `fn` gets the stdio to give
 * the commands it runs.
 */
async function step(name, fn, { alongside = false } = {}) {
  if (only.length && !only.some((o) => name.startsWith(o))) return;
  const slot = results.push({ name, outcome: "running", seconds: 0 }) - 1;
  const started = Date.now();
  const log = path.join(root, "test-results", `${name}.log`);
  const fd = alongside ? openSync(log, "w") : undefined;
  if (!alongside) console.log(`\n=== ${name} ===`);
  const outcome = await fn(fd === undefined ? "inherit" : ["ignore", fd, fd]);
  if (fd !== undefined) {
    closeSync(fd);
    console.log(`\n=== ${name} (ran alongside another step; its output) ===`);
    process.stdout.write(readFileSync(log));
  }
  results[slot] = { name, outcome, seconds: Math.round((Date.now() - started) / 1000) };
}

/**
 * Lanes of steps that each keep about one core busy (ESLint, a jest run in
 * band) run side by side, each lane's steps in turn: CI's machines have two
 * cores, and the whole run must stay well inside CI's time limit.
 */
const alongside = (...lanes) =>
  Promise.all(
    lanes.map(async (lane) => {
      for (const [name, fn] of lane) await step(name, fn, { alongside: true });
    }),
  );

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

const jest = async (name, args, { env = {}, command = [bin("jest")], stdio = "inherit" } = {}) => {
  const out = path.join(root, "test-results", `jest-${name}.json`);
  const [cmd, ...pre] = command;
  const code = await run(cmd, [...pre, ...args, "--json", `--outputFile=${out}`], { env: { ...process.env, ...env }, stdio });
  jestCounts(name, out);
  return code === 0 ? "passed" : "failed";
};

await alongside(
  [
    // Formatting is part of lint: an unformatted file fails it like an ESLint error.
    [
      "lint",
      async (stdio) =>
        (await run(bin("eslint"), [".", "--max-warnings=0"], { stdio })) === 0 &&
        (await run(bin("prettier"), ["--check", "."], { stdio })) === 0
          ? "passed"
          : "failed",
    ],
  ],
  [
    [
      "typecheck",
      async (stdio) =>
        (await run(bin("tsc"), ["--noEmit"], { stdio })) === 0 && (await run(bin("tsc"), ["-p", "tsconfig.server.json"], { stdio })) === 0
          ? "passed"
          : "failed",
    ],
    // One jest worker: the other core is ESLint's.
    ["unit", (stdio) => jest("unit", ["--selectProjects", "unit", "--maxWorkers=1"], { stdio })],
  ],
);
await alongside(
  // On SQLite every request the database suites send goes through Stoplight Prism, which checks it and its
  // answer against the OpenAPI document (scripts/prism-contract.ts); on PostgreSQL they go straight to the handlers.
  [
    [
      "db-sqlite",
      (stdio) =>
        jest("db-sqlite", [], {
          env: { TEST_DB: "sqlite", PRISM_CONTRACT_REPORT: "1" },
          command: [bin("tsx"), "--conditions=react-server", "scripts/prism-contract.ts"],
          stdio,
        }),
    ],
  ],
  [
    [
      "db-postgresql",
      async (stdio) => {
        const url = process.env.TEST_PG_URL || "postgresql://postgres@127.0.0.1:5432/test";
        if (!(await pgReachable(url))) return missing(`PostgreSQL not reachable at ${url}`);
        return jest("db-postgresql", ["--selectProjects", "db", "--runInBand"], {
          env: { TEST_DB: "postgresql", TEST_PG_URL: url },
          stdio,
        });
      },
    ],
  ],
);
await step("e2e", async () => {
  const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(chromium)) return missing(`Chromium not found at ${chromium} (apt-get install -y chromium)`);
  const out = path.join(root, "test-results", "playwright.json");
  const code = await run(bin("playwright"), ["test"], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: out } });
  try {
    const r = JSON.parse(readFileSync(out, "utf8"));
    tests.passed += r.stats.expected + r.stats.flaky;
    tests.failed += r.stats.unexpected;
    failures.push(...playwrightFailures(r));
  } catch {
    /* exit code still counts */
  }
  return code === 0 ? "passed" : "failed";
});

// Two instances on one PostgreSQL and one Redis, behind nginx with the documented configuration.
await step("multi", async () =>
  (await run(process.execPath, [path.join(root, "scripts/multi-instance-check.mjs")])) === 0 ? "passed" : "failed",
);

if (failures.length > 0) {
  console.log("\n=== failed tests, and e2e tests that passed only on a retry ===");
  for (const f of failures) console.log(f);
}
console.log("\n=== summary ===");
for (const r of results) console.log(`${r.outcome.padEnd(8)} ${r.name} (${r.seconds}s)`);
const failedSteps = results.filter((r) => r.outcome === "failed").length;
console.log(`tests: ${tests.passed} passed, ${tests.failed + (tests.failed === 0 ? failedSteps : 0)} failed`);
process.exit(failedSteps > 0 ? 1 : 0);
