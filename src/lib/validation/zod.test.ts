/** @jest-environment jsdom */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "./zod";

test("in the browser, zod never probes for eval (the pages' policy refuses it): jitless is set before any schema is made", () => {
  expect(z.config().jitless).toBe(true);
});

test("every module takes zod from src/lib/validation/zod.ts, so the setting comes first", () => {
  const root = path.resolve(__dirname, "../..");
  const files = (readdirSync(root, { recursive: true }) as string[]).filter(
    (f) => /\.(ts|tsx|mjs)$/.test(f) && !f.endsWith(path.join("lib", "validation", "zod.ts")),
  );
  const direct = files.filter((f) => /^import\s+(?!type\b)[^;]*from\s+"zod(\/[^"]*)?";/m.test(readFileSync(path.join(root, f), "utf8")));
  expect(direct).toEqual([]);
});
