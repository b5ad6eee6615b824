/**
 * Shared pieces of the API integration tests (test/api/*.db.test.ts): a `send`
 * that checks what every answer must satisfy, an admin login, a snapshot of
 * the database to prove a rejected write changed nothing, and the table of
 * admin endpoints.
 */
import { encode } from "next-auth/jwt";
import { POST as changePasswordRoute } from "@/app/api/admin/change-password/route";
import { PUT as catalogCardRoute } from "@/app/api/admin/catalog-cards/[index]/route";
import { PUT as updateCategoryRoute, DELETE as deleteCategoryRoute } from "@/app/api/admin/categories/[id]/route";
import { POST as createCategoryRoute } from "@/app/api/admin/categories/route";
import { PUT as markReadRoute } from "@/app/api/admin/contact-messages/[id]/read/route";
import { DELETE as deleteMessageRoute } from "@/app/api/admin/contact-messages/[id]/route";
import { GET as listMessagesRoute } from "@/app/api/admin/contact-messages/route";
import { POST as restoreRoute } from "@/app/api/admin/audit-log/[id]/restore/route";
import { GET as auditLogRoute } from "@/app/api/admin/audit-log/route";
import { GET as dashboardRoute } from "@/app/api/admin/dashboard-stats/route";
import { POST as loginRoute } from "@/app/api/admin/login/route";
import { GET as getPageContentRoute, POST as savePageContentRoute } from "@/app/api/admin/product-page-content/route";
import { POST as duplicateProductRoute } from "@/app/api/admin/products/[id]/duplicate/route";
import { PUT as updateProductRoute, DELETE as deleteProductRoute } from "@/app/api/admin/products/[id]/route";
import { POST as bulkProductsRoute } from "@/app/api/admin/products/bulk/route";
import { POST as importProductsRoute } from "@/app/api/admin/products/import/route";
import { GET as listProductsAdminRoute, POST as createProductRoute } from "@/app/api/admin/products/route";
import { GET as profileRoute } from "@/app/api/admin/profile/route";
import { PUT as markQuoteReadRoute } from "@/app/api/admin/quote-requests/[id]/read/route";
import { GET as getQuoteRoute, PUT as updateQuoteRoute } from "@/app/api/admin/quote-requests/[id]/route";
import { GET as listQuotesRoute } from "@/app/api/admin/quote-requests/route";
import { DELETE as resetSettingRoute, PUT as settingRoute } from "@/app/api/admin/settings/[key]/route";
import { POST as updateProfileRoute } from "@/app/api/admin/update-profile/route";
import { POST as uploadRoute } from "@/app/api/admin/uploads/route";
import { SESSION_COOKIE } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { call, cookieFrom, type Answer, type CallOptions, type Json } from "./api";

export { cookieFrom };

export const ADMIN = { username: "admin", password: "Correct-Horse-9", email: "admin@example.com" } as const;
export const EVIL_ORIGIN = "https://evil.example";
/** The two ways a browser marks a request from another site. */
export const CROSS_SITE: Record<string, string>[] = [{ origin: EVIL_ORIGIN }, { "sec-fetch-site": "cross-site" }];

type Handler = Parameters<typeof call>[0];

/**
 * Calls a handler like `call`, and checks what holds for every answer: never a
 * 5xx, always JSON, a `message` on every error, and no password hash anywhere.
 */
export async function send<T = Json>(handler: Handler, method: string, path: string, opts: CallOptions = {}): Promise<Answer<T>> {
  const answer = await call<T>(handler, method, path, opts);
  const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
  const where = `${method} ${path} answered ${answer.status}: ${text.slice(0, 500)}`;
  if (answer.status >= 500) throw new Error(`server error: ${where}`);
  if (/\$argon2|\$2[aby]\$|passwordHash|password_hash/i.test(text)) throw new Error(`password hash in the answer: ${where}`);
  if (!/^application\/json/.test(answer.headers.get("content-type") ?? "")) throw new Error(`not JSON: ${where}`);
  if (answer.status >= 400) {
    const body = answer.body as { message?: unknown };
    if (typeof body?.message !== "string" || body.message === "") throw new Error(`error answer without a message: ${where}`);
    if (/\n\s+at /.test(text)) throw new Error(`stack trace in the answer: ${where}`);
  }
  return answer;
}

/** Logs the seeded admin in and returns the Cookie header value of its session. */
export async function login(username: string = ADMIN.username, password: string = ADMIN.password, ip = "10.0.0.1"): Promise<string> {
  const answer = await send(loginRoute, "POST", "/api/admin/login", { body: { username, password }, headers: { "x-forwarded-for": ip } });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return cookieFrom(answer);
}

/** The token inside a "name=value" session cookie. */
export const tokenOf = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
export const sessionCookieOf = (token: string) => `${SESSION_COOKIE}=${token}`;

/** The id of the session row a cookie names (read from the database: the newest session). */
export async function newestSessionId(): Promise<string> {
  const row = await db.adminSession.findFirst({ orderBy: { createdAt: "desc" }, select: { id: true } });
  if (!row) throw new Error("no session row");
  return row.id;
}

/** A well-formed session cookie for a real session row, encrypted with a secret that is not the server's. */
export async function forgedCookie(sid: string): Promise<string> {
  const token = await encode({ token: { sub: "1", sid }, secret: "an-attacker-secret-an-attacker-secret-0000", maxAge: 3600 });
  return sessionCookieOf(token);
}

/** An unsigned, unencrypted JWT naming a real session row. */
export function unsignedCookie(sid: string): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return sessionCookieOf(`${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: "1", sid })}.`);
}

/** The cookie with one character of its token changed. */
export function tamperedCookie(cookie: string): string {
  const token = tokenOf(cookie);
  const i = Math.floor(token.length / 2);
  const swapped = token[i] === "A" ? "B" : "A";
  return sessionCookieOf(token.slice(0, i) + swapped + token.slice(i + 1));
}

/** Everything a write could change, in a comparable form. */
export async function snapshot() {
  const [categories, products, settings, messages, admins, pages, sessions, audit, quotes] = await Promise.all([
    db.category.findMany({ orderBy: { id: "asc" } }),
    db.product.findMany({ orderBy: { id: "asc" } }),
    db.setting.findMany({ orderBy: { key: "asc" } }),
    db.contactMessage.findMany({ orderBy: { id: "asc" } }),
    db.admin.findMany({ orderBy: { id: "asc" } }),
    db.productPageContent.findMany({ orderBy: { slug: "asc" } }),
    db.adminSession.findMany({ orderBy: { id: "asc" }, select: { id: true, adminId: true, expiresAt: true } }),
    db.auditLog.findMany({ orderBy: { id: "asc" } }),
    db.quoteRequest.findMany({ orderBy: { id: "asc" } }),
  ]);
  return JSON.parse(JSON.stringify({ categories, products, settings, messages, admins, pages, sessions, audit, quotes })) as Record<string, unknown[]>;
}

/** Runs a (rejected) request and proves the database is exactly as before. */
export async function unchanged<T>(fn: () => Promise<T>): Promise<T> {
  const before = await snapshot();
  const result = await fn();
  expect(await snapshot()).toEqual(before);
  return result;
}

/** The exact key set of a Product answer (spec section 3, plus unitOfSale, the typed attributes and further images). */
export const PRODUCT_KEYS = ["attributes", "category", "categoryId", "description", "id", "imageUrl", "images", "name", "priceMax", "priceMin", "sku", "slug", "specifications", "unitOfSale"];
/** The exact key set of a Category answer (spec section 3, plus its attribute definitions). */
export const CATEGORY_KEYS = ["attributes", "description", "id", "imageUrl", "name", "productCount", "slug"];
/** The exact key set of a ContactMessage answer (spec section 3). */
export const MESSAGE_KEYS = ["company", "createdAt", "email", "firstName", "id", "isRead", "lastName", "message"];

export const keysOf = (o: object) => Object.keys(o).sort();

/** Checks one Product answer against its database row. */
export async function expectProductMatchesDb(p: Json): Promise<void> {
  expect(keysOf(p)).toEqual(PRODUCT_KEYS);
  const row = await db.product.findUniqueOrThrow({ where: { id: p.id }, include: { category: true } });
  expect(p).toEqual({
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    description: row.description,
    priceMin: row.priceMin,
    priceMax: row.priceMax,
    imageUrl: row.imageUrl,
    categoryId: row.categoryId,
    category: row.category ? { name: row.category.name, slug: row.category.slug } : null,
    specifications: row.specifications,
    unitOfSale: row.unitOfSale,
    attributes: JSON.parse(row.attributes),
    images: JSON.parse(row.images),
  });
  expect(typeof p.specifications).toBe("string");
  expect(p.priceMin === null || typeof p.priceMin === "string").toBe(true);
  expect(p.priceMax === null || typeof p.priceMax === "string").toBe(true);
}

/** Checks one Category answer against the database, productCount counted there. */
export async function expectCategoryMatchesDb(c: Json): Promise<void> {
  expect(keysOf(c)).toEqual(CATEGORY_KEYS);
  const row = await db.category.findUniqueOrThrow({ where: { id: c.id } });
  const count = await db.product.count({ where: { categoryId: c.id } });
  expect(c).toEqual({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageUrl: row.imageUrl,
    productCount: count,
    attributes: JSON.parse(row.attributes),
  });
}

export interface Endpoint {
  name: string;
  handler: Handler;
  method: string;
  path: string;
  params?: Record<string, string>;
  /** A body that is valid for this endpoint (so only the session decides the answer). */
  body?: () => Promise<unknown> | unknown;
  /** For an endpoint that takes a multipart form instead of JSON: a valid form (the JSON body tests do not apply to it). */
  form?: () => FormData;
}

/** A form with a 1 x 1 PNG in its `file` field, as POST /api/admin/uploads takes. */
export function imageForm(): FormData {
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
  const form = new FormData();
  form.set("file", new Blob([png], { type: "image/png" }), "pixel.png");
  return form;
}

/** A form with a one-row CSV in its `file` field, as POST /api/admin/products/import takes (its dry run changes nothing). */
export function importForm(): FormData {
  const form = new FormData();
  form.set("file", new Blob(["sku,priceMax\r\nGUARD-IMPORT-NEW,12.00\r\n"], { type: "text/csv" }), "products.csv");
  return form;
}

/** A product body that passes validation, with a unique slug and SKU. */
export async function validProduct(tag: string, overrides: Record<string, unknown> = {}) {
  const category = await db.category.findFirstOrThrow({ orderBy: { id: "asc" } });
  return {
    name: `Test Product ${tag}`,
    slug: `test-product-${tag}`,
    sku: `TP-${tag}`,
    description: `A product made by the tests (${tag}).`,
    priceMin: "10.00",
    priceMax: "12.50",
    imageUrl: "https://images.example.com/p.png",
    categoryId: category.id,
    specifications: JSON.stringify({ Width: "18in", Color: "Clear" }),
    ...overrides,
  };
}

export function validCategory(tag: string, overrides: Record<string, unknown> = {}) {
  return {
    name: `Test Category ${tag}`,
    slug: `test-category-${tag}`,
    description: `A category made by the tests (${tag}).`,
    imageUrl: "/images/categories/test.svg",
    ...overrides,
  };
}

export const validCard = (overrides: Record<string, unknown> = {}) => ({
  name: "Hand Stretch Film 18in x 1500ft (edited)",
  sku: "USSF.0001",
  size: "18in x 1500ft",
  thickness: "80 gauge",
  color: "Clear",
  weight: "33.29 lbs",
  dimensions: "19 x 11 x 11 in (case of 4)",
  filmType: "Hand Film",
  imageUrl: "/images/products/stretch-film-roll.svg",
  ...overrides,
});

/** The stored page content document (without its price range: that is its product's). */
export async function storedPageContent(): Promise<Json> {
  const row = await db.productPageContent.findUniqueOrThrow({ where: { slug: "stretch-film" } });
  return JSON.parse(row.content);
}

/** What the page editor sends: the stored content and its product's price range. */
export async function editorPageContent(): Promise<Json> {
  const product = await db.product.findUniqueOrThrow({ where: { slug: "stretch-film" } });
  return { ...(await storedPageContent()), priceRange: { min: product.priceMin, max: product.priceMax } };
}

const firstId = async (find: () => Promise<{ id: number } | null>) => String((await find())?.id ?? 1);

/** Every endpoint that needs the admin session (all /api/admin/* but login, logout, session and the public settings read). */
export const ADMIN_ENDPOINTS: Endpoint[] = [
  { name: "GET dashboard-stats", handler: dashboardRoute, method: "GET", path: "/api/admin/dashboard-stats" },
  { name: "GET audit-log", handler: auditLogRoute, method: "GET", path: "/api/admin/audit-log" },
  { name: "GET products (admin list)", handler: listProductsAdminRoute, method: "GET", path: "/api/admin/products" },
  { name: "POST products", handler: createProductRoute, method: "POST", path: "/api/admin/products", body: () => validProduct("guard-create") },
  { name: "PUT products/{id}", handler: updateProductRoute, method: "PUT", path: "/api/admin/products/{id}", body: () => validProduct("guard-update") },
  { name: "DELETE products/{id}", handler: deleteProductRoute, method: "DELETE", path: "/api/admin/products/{id}" },
  { name: "POST categories", handler: createCategoryRoute, method: "POST", path: "/api/admin/categories", body: () => validCategory("guard-create") },
  { name: "PUT categories/{id}", handler: updateCategoryRoute, method: "PUT", path: "/api/admin/categories/{id}", body: () => validCategory("guard-update") },
  { name: "DELETE categories/{id}", handler: deleteCategoryRoute, method: "DELETE", path: "/api/admin/categories/{id}" },
  { name: "PUT settings/{key}", handler: settingRoute, method: "PUT", path: "/api/admin/settings/business_phone", params: { key: "business_phone" }, body: () => ({ value: "(800) 555-0100" }) },
  { name: "DELETE settings/{key}", handler: resetSettingRoute, method: "DELETE", path: "/api/admin/settings/about_hero_image", params: { key: "about_hero_image" } },
  { name: "GET profile", handler: profileRoute, method: "GET", path: "/api/admin/profile" },
  { name: "POST update-profile", handler: updateProfileRoute, method: "POST", path: "/api/admin/update-profile", body: () => ({ username: "admin", email: "owner@example.com" }) },
  { name: "POST change-password", handler: changePasswordRoute, method: "POST", path: "/api/admin/change-password", body: () => ({ currentPassword: ADMIN.password, newPassword: "Battery-Staple-77" }) },
  { name: "GET contact-messages", handler: listMessagesRoute, method: "GET", path: "/api/admin/contact-messages" },
  { name: "PUT contact-messages/{id}/read", handler: markReadRoute, method: "PUT", path: "/api/admin/contact-messages/{id}/read" },
  { name: "DELETE contact-messages/{id}", handler: deleteMessageRoute, method: "DELETE", path: "/api/admin/contact-messages/{id}" },
  { name: "GET product-page-content", handler: getPageContentRoute, method: "GET", path: "/api/admin/product-page-content" },
  { name: "POST product-page-content", handler: savePageContentRoute, method: "POST", path: "/api/admin/product-page-content", body: () => editorPageContent() },
  { name: "PUT catalog-cards/{index}", handler: catalogCardRoute, method: "PUT", path: "/api/admin/catalog-cards/0", params: { index: "0" }, body: () => validCard() },
  { name: "GET quote-requests", handler: listQuotesRoute, method: "GET", path: "/api/admin/quote-requests" },
  { name: "GET quote-requests/{id}", handler: getQuoteRoute, method: "GET", path: "/api/admin/quote-requests/{id}" },
  { name: "PUT quote-requests/{id}/read", handler: markQuoteReadRoute, method: "PUT", path: "/api/admin/quote-requests/{id}/read" },
  { name: "PUT quote-requests/{id}", handler: updateQuoteRoute, method: "PUT", path: "/api/admin/quote-requests/{id}", body: () => ({ status: "Contacted", adminNotes: "Called back." }) },
  {
    name: "POST products/bulk",
    handler: bulkProductsRoute,
    method: "POST",
    path: "/api/admin/products/bulk",
    body: async () => ({ action: "move", categoryId: (await db.category.findFirstOrThrow({ orderBy: { id: "asc" } })).id, filter: { search: "guard-bulk-matches-nothing" } }),
  },
  { name: "POST products/{id}/duplicate", handler: duplicateProductRoute, method: "POST", path: "/api/admin/products/{id}/duplicate", body: () => ({ sku: "GUARD-DUP", slug: "guard-duplicate" }) },
  // The newest product delete: DELETE products/{id} above made one.
  { name: "POST audit-log/{id}/restore", handler: restoreRoute, method: "POST", path: "/api/admin/audit-log/{id}/restore" },
  { name: "POST uploads", handler: uploadRoute, method: "POST", path: "/api/admin/uploads", form: imageForm },
  { name: "POST products/import (dry run)", handler: importProductsRoute, method: "POST", path: "/api/admin/products/import?dryRun=1", form: importForm },
];

/** A stored quote request (DECISIONS D16) for the endpoints that act on one. */
export async function addQuoteRequest(n = 1) {
  return db.quoteRequest.create({
    data: {
      reference: `Q-2026-${String(900000 + n)}`,
      name: "Guard Buyer",
      company: "Acme",
      email: "buyer@example.com",
      phone: "(555) 201-3344",
      state: "TX",
      zip: "75001",
      items: { create: [{ position: 0, productId: null, sku: "pe001", name: "PE Stretch Film", priceText: "$45.00 - $55.00", quantity: 2 }] },
    },
  });
}

/** Fills {id} in an endpoint's path and params with a real row of the right table. */
export async function resolve(e: Endpoint): Promise<{ path: string; params: Record<string, string>; body: unknown }> {
  let params = { ...e.params };
  let path = e.path;
  if (path.includes("{id}")) {
    const id = path.includes("/products/")
      ? await firstId(() => db.product.findFirst({ orderBy: { id: "desc" } }))
      : path.includes("/categories/")
        ? await firstId(() => db.category.findFirst({ orderBy: { id: "desc" } }))
        : path.includes("/audit-log/")
          ? await firstId(() => db.auditLog.findFirst({ where: { action: "delete", entity: "Product" }, orderBy: { id: "desc" } }))
          : path.includes("/quote-requests/")
          ? await firstId(() => db.quoteRequest.findFirst({ orderBy: { id: "desc" } }))
          : await firstId(() => db.contactMessage.findFirst({ orderBy: { id: "desc" } }));
    params = { ...params, id };
    path = path.replace("{id}", id);
  }
  return { path, params, body: e.body ? await e.body() : e.form?.() };
}
