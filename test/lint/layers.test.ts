/**
 * @jest-environment node
 *
 * The layer rules of eslint.config.mjs fail the lint, proven on deliberate violations: the fixtures under
 * test/lint/fixtures/ linted with the project's own config through ESLint's Node API, as if they lived in the folder
 * whose rule they break. The same text under test/ lints clean, so what fails is the rule, not the code.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import config from "../../eslint.config.mjs";

const root = path.resolve(__dirname, "../..");
const fixture = (name: string) => readFileSync(path.join(__dirname, "fixtures", name), "utf8");
// The config is handed over as loaded rather than found by ESLint, whose loader import()s it, which Jest's CommonJS
// runtime refuses; it is the same module `npx eslint` reads. import/no-cycle reads the linted file from disk, and these
// paths are where the fixtures would break a rule, not where they are, so that rule alone is left out.
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [...config, { rules: { "import/no-cycle": "off" } }] });

async function lintAs(text: string, filePath: string) {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, filePath) });
  return result.messages.map((m) => ({ rule: m.ruleId, line: m.line, severity: m.severity, message: m.message }));
}

const restricted = (messages: Awaited<ReturnType<typeof lintAs>>) => messages.filter((m) => m.rule === "no-restricted-imports");

test("server code importing the app's routes, components or hooks fails the lint", async () => {
  const errors = restricted(await lintAs(fixture("server-imports-ui.ts"), "src/server/catalog/layer-violation.ts"));
  expect(errors).toEqual([
    expect.objectContaining({ line: 3, severity: 2, message: expect.stringContaining("never imports the app's routes") }),
    expect.objectContaining({ line: 4, severity: 2, message: expect.stringContaining("Server code never imports components") }),
    expect.objectContaining({ line: 5, severity: 2, message: expect.stringContaining("Server code never imports hooks") }),
  ]);
}, 60_000);

test("a hook importing server code, even a type, fails the lint", async () => {
  const errors = restricted(await lintAs(fixture("hooks-import-server.ts"), "src/hooks/admin/layer-violation.ts"));
  expect(errors).toEqual([
    expect.objectContaining({ line: 3, severity: 2, message: expect.stringContaining("Hooks never import server code") }),
  ]);
}, 60_000);

const paths = (messages: Awaited<ReturnType<typeof lintAs>>) => messages.filter((m) => m.rule === "import/no-restricted-paths");

test("the app importing the HTTP server, or the server importing the app past src/http-bridge.mjs, fails the lint", async () => {
  expect(paths(await lintAs(fixture("app-imports-http-server.mjs"), "src/server/layer-violation.mjs"))).toEqual([
    expect.objectContaining({ line: 3, severity: 2, message: expect.stringContaining("The app never imports the HTTP server") }),
  ]);
  // Line 4 imports the bridge itself: allowed.
  expect(paths(await lintAs(fixture("http-server-imports-app.mjs"), "http-server/layer-violation.mjs"))).toEqual([
    expect.objectContaining({ line: 3, severity: 2, message: expect.stringContaining("through src/http-bridge.mjs only") }),
  ]);
}, 60_000);

test("the same imports outside those layers lint clean", async () => {
  expect(await lintAs(fixture("server-imports-ui.ts"), "test/lint/fixtures/server-imports-ui.ts")).toEqual([]);
  expect(await lintAs(fixture("hooks-import-server.ts"), "test/lint/fixtures/hooks-import-server.ts")).toEqual([]);
}, 60_000);
