import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";

/**
 * Known ways around an admin check, tried over real HTTP against the running
 * server (the handler-level tests in test/api/admin-guard.db.test.ts cover
 * cookies in depth): Next's middleware-subrequest header, admin-looking
 * headers and method overrides. None opens a page, reads or changes data.
 */

const PAGES = [
  "/admin/dashboard",
  "/admin/products",
  "/admin/categories",
  "/admin/settings",
  "/admin/contact-messages",
  "/admin/quote-requests",
  "/admin/product-management",
  "/admin/edit-product?index=0",
  "/admin/audit-log",
];

const BYPASS_HEADERS: Record<string, Record<string, string>> = {
  none: {},
  "x-middleware-subrequest": { "x-middleware-subrequest": "middleware" },
  "x-middleware-subrequest (repeated)": {
    "x-middleware-subrequest": "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware",
  },
  "x-middleware-subrequest (proxy)": { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" },
  "admin-looking headers": { "x-admin": "true", authorization: "Bearer admin", "x-user": "admin", "x-forwarded-user": "admin" },
  "a forged session cookie": { cookie: "next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.forged.forged" },
};

const OVERRIDES = ["X-HTTP-Method-Override", "X-HTTP-Method", "X-Method-Override"];

async function signedIn(request: APIRequestContext, baseURL: string) {
  const res = await request.post("/api/admin/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    headers: { Origin: baseURL },
  });
  expect(res.ok()).toBe(true);
}

test("admin pages never render for a visitor, whatever the headers", async ({ playwright, baseURL }) => {
  // A fresh context: no cookie from other tests.
  const request = await playwright.request.newContext({ baseURL });
  for (const [name, headers] of Object.entries(BYPASS_HEADERS)) {
    for (const path of PAGES) {
      const res = await request.get(path, { headers, maxRedirects: 0 });
      const body = await res.text();
      const where = `${path} with ${name}`;
      // The proxy's real redirect (src/proxy.ts), never a page.
      expect(res.status(), where).toBe(307);
      expect(new URL(res.headers()["location"] ?? "", "http://any.host").pathname, where).toBe("/admin/login");
      expect(body, where).not.toContain("Welcome,");
    }
  }
  await request.dispose();
});

test("admin API calls are refused to a visitor, whatever the headers or method override", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  const calls: [string, string][] = [
    ["GET", "/api/admin/dashboard-stats"],
    ["GET", "/api/admin/contact-messages"],
    ["GET", "/api/admin/quote-requests"],
    ["GET", "/api/admin/profile"],
    ["GET", "/api/admin/product-page-content"],
    ["GET", "/api/admin/audit-log"],
    ["POST", "/api/admin/products"],
    ["DELETE", "/api/admin/products/1"],
    ["DELETE", "/api/admin/categories/1"],
    ["PUT", "/api/admin/settings/business_name"],
    ["POST", "/api/admin/change-password"],
  ];
  for (const [name, headers] of Object.entries(BYPASS_HEADERS)) {
    for (const [method, path] of calls) {
      const res = await request.fetch(path, { method, headers, data: method === "GET" || method === "DELETE" ? undefined : {} });
      expect([401, 403], `${method} ${path} with ${name}`).toContain(res.status());
      expect(await res.json(), `${method} ${path} with ${name}`).toHaveProperty("message");
    }
  }
  // A method override turns a harmless method into nothing else.
  for (const header of OVERRIDES) {
    const res = await request.get("/api/products/black-contractor-bags-42-gallon?_method=DELETE", { headers: { [header]: "DELETE" } });
    expect(res.status(), `GET with ${header}: DELETE`).toBe(200);
  }
  expect((await request.get("/api/products/black-contractor-bags-42-gallon")).status()).toBe(200);
  await request.dispose();
});

test("with a session, a method override neither deletes nor bypasses the write checks", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signedIn(request, baseURL!);
  const product = (await (await request.get("/api/products/black-contractor-bags-42-gallon")).json()) as { id: number };
  const categories = (await (await request.get("/api/categories")).json()) as { id: number }[];
  for (const header of OVERRIDES) {
    // GET and POST to an id that only answers PUT and DELETE: 405, nothing deleted.
    for (const method of ["GET", "POST"]) {
      const res = await request.fetch(`/api/admin/products/${product.id}?_method=DELETE`, {
        method,
        headers: { [header]: "DELETE", Origin: baseURL! },
        data: method === "POST" ? {} : undefined,
      });
      expect(res.status(), `${method} with ${header}: DELETE`).toBe(405);
      const cat = await request.fetch(`/api/admin/categories/${categories[0].id}`, {
        method,
        headers: { [header]: "DELETE", Origin: baseURL! },
        data: method === "POST" ? {} : undefined,
      });
      expect(cat.status(), `${method} category with ${header}: DELETE`).toBe(405);
    }
    // An override does not skip the cross-site check of a real write.
    const cross = await request.fetch(`/api/admin/products/${product.id}`, {
      method: "DELETE",
      headers: { [header]: "GET", Origin: "https://evil.example" },
    });
    expect(cross.status(), `cross-site DELETE with ${header}: GET`).toBe(403);
  }
  expect((await request.get("/api/products/black-contractor-bags-42-gallon")).status()).toBe(200);
  expect(((await (await request.get("/api/categories")).json()) as unknown[]).length).toBe(categories.length);
  await request.dispose();
});
