/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openApiDocument } from "./document";
import { EXCLUDED, ROUTES } from "./routes";

const ROOT = path.join(__dirname, "..", "..", "..");
const API_DIR = path.join(ROOT, "src", "app", "api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Every "METHOD /api/path/{param}" that a route.ts under src/app/api exports. */
function appRoutes(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const at = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(at);
      else if (entry.name === "route.ts") {
        const segments = path
          .relative(API_DIR, dir)
          .split(path.sep)
          .filter((s) => s && !/^\(.*\)$/.test(s))
          .map((s) => s.replace(/^\[(.+)\]$/, "{$1}"));
        const apiPath = ["/api", ...segments].join("/");
        const source = readFileSync(at, "utf8");
        for (const method of METHODS) {
          if (new RegExp(`export\\s+(const|async function|function)\\s+${method}\\b`).test(source)) found.push(`${method} ${apiPath}`);
        }
      }
    }
  };
  walk(API_DIR);
  return found.sort();
}

const doc = () => openApiDocument().document as unknown as { paths: Record<string, Record<string, { requestBody?: unknown }>> };

function documented(): string[] {
  return Object.entries(doc().paths)
    .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
    .sort();
}

describe("the OpenAPI document", () => {
  test("documents every route handler under src/app/api, and nothing else", () => {
    const excluded = new Set(EXCLUDED.map((e) => e.path));
    const routes = appRoutes().filter((r) => !excluded.has(r.split(" ")[1]));
    expect(routes.length).toBeGreaterThan(50);
    expect(documented()).toEqual(routes);
  });

  test("every excluded path is a real route", () => {
    const paths = new Set(appRoutes().map((r) => r.split(" ")[1]));
    for (const e of EXCLUDED) expect(paths).toContain(e.path);
  });

  test("every request body has an example, and the example passes the handler's own schema", () => {
    for (const route of ROUTES) {
      if (!route.body || !("schema" in route.body)) continue;
      const parsed = route.body.schema.safeParse(route.body.example);
      expect({ route: `${route.method} ${route.path}`, ok: parsed.success, issues: parsed.error?.issues }).toEqual({
        route: `${route.method} ${route.path}`,
        ok: true,
        issues: undefined,
      });
    }
  });

  test("every admin operation accepts the admin session or an API key; public ones need nothing", () => {
    for (const route of ROUTES) {
      const op = doc().paths[route.path][route.method] as { security: Record<string, string[]>[] };
      if (route.access === "admin") expect(op.security).toEqual([{ adminSession: [] }, { apiKey: [] }]);
      if (route.access === "public" && !route.optionalSession) expect(op.security).toEqual([]);
    }
  });

  describe("checked by outside tools", () => {
    let file: string;
    beforeAll(() => {
      file = path.join(mkdtempSync(path.join(tmpdir(), "openapi-")), "openapi.json");
      writeFileSync(file, JSON.stringify(openApiDocument().document, null, 2));
    });

    test("validates as OpenAPI 3.1 (@seriousme/openapi-schema-validator)", () => {
      const out = execFileSync(process.execPath, [path.join(ROOT, "test", "openapi", "validate-openapi.mjs"), file], { encoding: "utf8" });
      expect(JSON.parse(out)).toEqual({ valid: true, version: "3.1", errors: [] });
    });

    test("passes `redocly lint` with the recommended rules (redocly.yaml), without a warning", () => {
      const cli = path.join(ROOT, "node_modules", "@redocly", "cli", "bin", "cli.js");
      let out: string;
      try {
        out = execFileSync(process.execPath, [cli, "lint", file, "--config", path.join(ROOT, "redocly.yaml"), "--format=json"], {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
        });
      } catch (error) {
        out = String((error as { stdout?: string }).stdout ?? "");
      }
      const report = JSON.parse(out.slice(out.indexOf("{"))) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    }, 120_000);
  });
});
