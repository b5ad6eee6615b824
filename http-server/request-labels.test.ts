/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { routeNamer } from "./request-labels.mjs";

test("a request is named by the route Next would match: static, then dynamic, then a catch-all", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "routes-"));
  try {
    const routes = ["/[...missing]", "/products/[slug]", "/products/page/[page]", "/about", "/categories/[slug]/page/[page]"];
    writeFileSync(path.join(dir, "app-path-routes-manifest.json"), JSON.stringify(Object.fromEntries(routes.map((r) => [`${r}/page`, r]))));
    const { routeOf } = routeNamer(dir);
    expect(routeOf("/about")).toBe("/about");
    expect(routeOf("/products/black-film?x=1")).toBe("/products/[slug]");
    expect(routeOf("/products/page/2")).toBe("/products/page/[page]");
    expect(routeOf("/categories/film/page/3")).toBe("/categories/[slug]/page/[page]");
    expect(routeOf("/no/such/page")).toBe("/[...missing]");
    expect(routeOf("/_next/static/chunks/a.js")).toBe("/_next/static");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
