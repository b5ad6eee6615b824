import fs from "node:fs";
import path from "node:path";

/**
 * Browser code that every catalogue page loads (the shell, cards, prices,
 * product parts) must not reach, through static imports, a module that makes a
 * zod schema when it loads: such a module keeps all of zod in every page's
 * first scripts (88 KB transferred; twice it came back, through a card's price
 * and "Your price"). Forms load their schemas with the form, by import().
 */
const SRC = path.join(__dirname, "..");
const ROOTS = [
  "components/storefront/shell",
  "components/storefront/catalog",
  "components/storefront/prices",
  "components/storefront/product",
];

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(SRC, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const ext of ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"]) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** Static imports and re-exports that bring code (not `import type`), resolved to files of src/. */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"|^import\s+"([^"]+)"/gms)]
    .map((m) => resolve(file, m[1] ?? m[2]))
    .filter((f): f is string => f !== null);
}

/** A schema made at the module's top level: `const x = z.…` or `export const x = z` then a chain. */
const makesSchemaOnLoad = (file: string) => /^(?:export )?const \w+(?::[^=]+)? = z\s*(?:\n\s*)?\./m.test(fs.readFileSync(file, "utf8"));

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [p] : [];
  });
}

it("catalogue pages' browser code reaches no module that makes a zod schema on load", () => {
  const roots = ROOTS.flatMap((r) => files(path.join(SRC, r))).filter((f) =>
    /^["']use client["']/.test(fs.readFileSync(f, "utf8").trimStart()),
  );
  expect(roots.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const root of roots) {
    const from = new Map<string, string | null>([[root, null]]);
    const queue = [root];
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const next of staticImports(file)) {
        if (from.has(next)) continue;
        from.set(next, file);
        if (makesSchemaOnLoad(next)) {
          const chain: string[] = [];
          for (let f: string | null | undefined = next; f; f = from.get(f)) chain.unshift(path.relative(SRC, f));
          found.push(chain.join(" → "));
        } else queue.push(next);
      }
    }
  }
  expect(found).toEqual([]);
});

it("the check sees a module that makes a schema on load", () => {
  expect(makesSchemaOnLoad(path.join(SRC, "lib/validation/money.ts"))).toBe(true);
  expect(makesSchemaOnLoad(path.join(SRC, "lib/validation/company-prices.ts"))).toBe(true);
  expect(makesSchemaOnLoad(path.join(SRC, "lib/money.ts"))).toBe(false);
});
