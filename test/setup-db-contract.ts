/**
 * PRISM_CONTRACT=1: every call() of the suite goes through Stoplight Prism,
 * which checks it against the OpenAPI document (test/prism.ts). The hooks are
 * added here, before the suite is collected, because many suites load
 * test/api.ts lazily, inside a hook or a test, where Jest no longer takes hooks.
 *
 * The schema-driven fuzz suites stay direct: they send tens of thousands of
 * generated requests and check every status against the document themselves;
 * through Prism they alone would take over twenty minutes.
 */
const FUZZ_SUITES = /[/\\]test[/\\](fuzz[/\\](?!regressions)|openapi[/\\]contract\.db\.test\.ts$)/;

if (/^(1|true)$/i.test(process.env.PRISM_CONTRACT ?? "") && !FUZZ_SUITES.test(expect.getState().testPath ?? "")) {
  // Imported on demand: the proxy loads the OpenAPI document, which plain runs do not need.
  beforeAll(async () => (await import("./prism")).useContractProxyNow(), 90_000);
  afterAll(async () => (await import("./prism")).stopContractProxy());
}
