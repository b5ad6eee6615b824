/**
 * Shared pieces of the API integration tests (test/api/*.db.test.ts): a `send`
 * that checks what every answer must satisfy, an admin login, a snapshot of
 * the database to prove a rejected write changed nothing, and the table of
 * admin endpoints with the check that it covers every admin route file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { encode } from "next-auth/jwt";
import { POST as revokeApiKeyRoute } from "@/app/api/admin/api-keys/[id]/revoke/route";
import { GET as listApiKeysRoute, POST as createApiKeyRoute } from "@/app/api/admin/api-keys/route";
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
import { POST as orderStatusRoute } from "@/app/api/admin/orders/[id]/status/route";
import { GET as accountingExportRoute } from "@/app/api/admin/exports/accounting/route";
import { POST as duplicateProductRoute } from "@/app/api/admin/products/[id]/duplicate/route";
import { PUT as updateProductRoute, DELETE as deleteProductRoute } from "@/app/api/admin/products/[id]/route";
import { POST as bulkProductsRoute } from "@/app/api/admin/products/bulk/route";
import { GET as exportProductsRoute } from "@/app/api/admin/products/export/route";
import { POST as importProductsRoute } from "@/app/api/admin/products/import/route";
import { GET as listProductsAdminRoute, POST as createProductRoute } from "@/app/api/admin/products/route";
import { GET as profileRoute } from "@/app/api/admin/profile/route";
import { PUT as quoteDraftRoute } from "@/app/api/admin/quote-requests/[id]/draft/route";
import { PUT as markQuoteReadRoute } from "@/app/api/admin/quote-requests/[id]/read/route";
import { GET as getQuoteRoute, PUT as updateQuoteRoute } from "@/app/api/admin/quote-requests/[id]/route";
import { POST as sendQuoteRoute } from "@/app/api/admin/quote-requests/[id]/send/route";
import { POST as quoteReplyRoute } from "@/app/api/admin/quote-requests/[id]/messages/route";
import { POST as reopenQuoteRoute } from "@/app/api/admin/quote-requests/[id]/reopen/route";
import { GET as listQuotesRoute } from "@/app/api/admin/quote-requests/route";
import { GET as searchInsightsRoute } from "@/app/api/admin/search-insights/route";
import { POST as inviteToCompanyRoute } from "@/app/api/admin/companies/[id]/invitations/route";
import { DELETE as revokeCompanyInvitationRoute } from "@/app/api/admin/companies/[id]/invitations/[invitationId]/route";
import { GET as companyRoute, PATCH as companyTermsRoute } from "@/app/api/admin/companies/[id]/route";
import { GET as listCompaniesRoute } from "@/app/api/admin/companies/route";
import { GET as policiesRoute } from "@/app/api/admin/policies/route";
import { GET as policyRoute, PUT as savePolicyRoute } from "@/app/api/admin/policies/[slug]/route";
import { DELETE as deleteSynonymRoute, PUT as updateSynonymRoute } from "@/app/api/admin/synonyms/[id]/route";
import { GET as listSynonymsRoute, POST as createSynonymRoute } from "@/app/api/admin/synonyms/route";
import { DELETE as resetSettingRoute, PUT as settingRoute } from "@/app/api/admin/settings/[key]/route";
import { POST as updateProfileRoute } from "@/app/api/admin/update-profile/route";
import { POST as uploadRoute } from "@/app/api/admin/uploads/route";
import { DELETE as deleteCompanyPriceRoute, PUT as updateCompanyPriceRoute } from "@/app/api/admin/companies/[id]/prices/[priceId]/route";
import { GET as exportCompanyPricesRoute } from "@/app/api/admin/companies/[id]/prices/export/route";
import { POST as importCompanyPricesRoute } from "@/app/api/admin/companies/[id]/prices/import/route";
import { GET as listCompanyPricesRoute, POST as createCompanyPriceRoute } from "@/app/api/admin/companies/[id]/prices/route";
import { POST as redeliverWebhookRoute } from "@/app/api/admin/webhooks/[id]/deliveries/[deliveryId]/redeliver/route";
import { GET as webhookDeliveriesRoute } from "@/app/api/admin/webhooks/[id]/deliveries/route";
import { DELETE as deleteWebhookRoute, GET as getWebhookRoute, PUT as enableWebhookRoute } from "@/app/api/admin/webhooks/[id]/route";
import { GET as webhookSecretRoute } from "@/app/api/admin/webhooks/[id]/secret/route";
import { POST as webhookTestRoute } from "@/app/api/admin/webhooks/[id]/test/route";
import { GET as listWebhooksRoute, POST as createWebhookRoute } from "@/app/api/admin/webhooks/route";
import { addDays } from "@/lib/dates";
import { SESSION_COOKIE } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { businessToday } from "@/server/quotes/business-time";
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
  return checked(await call<T>(handler, method, path, opts), method, path);
}

/**
 * As `send`, for a row of ADMIN_ENDPOINTS: a success of a row with `download`
 * is that file, not JSON (every refusal is still JSON with its message).
 */
export async function sendTo(e: Endpoint, path: string, opts: CallOptions = {}): Promise<Answer> {
  return checked(await call(e.handler, e.method, path, opts), e.method, path, e.download);
}

function checked<T>(answer: Answer<T>, method: string, path: string, download?: RegExp): Answer<T> {
  const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
  const where = `${method} ${path} answered ${answer.status}: ${text.slice(0, 500)}`;
  if (answer.status >= 500) throw new Error(`server error: ${where}`);
  if (/\$argon2|\$2[aby]\$|passwordHash|password_hash/i.test(text)) throw new Error(`password hash in the answer: ${where}`);
  const type = answer.headers.get("content-type") ?? "";
  const file = download !== undefined && answer.status < 300;
  if (file ? !download.test(type) : !/^application\/json/.test(type))
    throw new Error(`${file ? `not ${download}` : "not JSON"} (${type}): ${where}`);
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
  const [categories, products, settings, messages, admins, pages, sessions, audit, quotes, apiKeys] = await Promise.all([
    db.category.findMany({ orderBy: { id: "asc" } }),
    db.product.findMany({ orderBy: { id: "asc" } }),
    db.setting.findMany({ orderBy: { key: "asc" } }),
    db.contactMessage.findMany({ orderBy: { id: "asc" } }),
    db.admin.findMany({ orderBy: { id: "asc" } }),
    db.productPageContent.findMany({ orderBy: { slug: "asc" } }),
    db.adminSession.findMany({ orderBy: { id: "asc" }, select: { id: true, adminId: true, expiresAt: true } }),
    db.auditLog.findMany({ orderBy: { id: "asc" } }),
    db.quoteRequest.findMany({ orderBy: { id: "asc" } }),
    db.apiKey.findMany({ orderBy: { id: "asc" } }),
  ]);
  return JSON.parse(
    JSON.stringify({ categories, products, settings, messages, admins, pages, sessions, audit, quotes, apiKeys }),
  ) as Record<string, unknown[]>;
}

/** Runs a (rejected) request and proves the database is exactly as before. */
export async function unchanged<T>(fn: () => Promise<T>): Promise<T> {
  const before = await snapshot();
  const result = await fn();
  expect(await snapshot()).toEqual(before);
  return result;
}

/** The exact key set of a Product answer (the original fields, plus unitOfSale, the typed attributes and further images). */
export const PRODUCT_KEYS = [
  "attributes",
  "category",
  "categoryId",
  "description",
  "id",
  "imageUrl",
  "images",
  "name",
  "priceMax",
  "priceMin",
  "sku",
  "slug",
  "specifications",
  "unitOfSale",
];
/** The exact key set of a Category answer (the original fields, plus its attribute definitions). */
export const CATEGORY_KEYS = ["attributes", "description", "id", "imageUrl", "name", "productCount", "slug"];
/** The exact key set of a ContactMessage answer. */
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
  /** For an endpoint whose success is a file, not JSON: that file's content type. */
  download?: RegExp;
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

/** A quote draft PUT …/draft accepts: one line, valid for 30 days. */
export const validQuoteDraft = () => ({
  lines: [{ sku: "pe001", name: "PE Stretch Film", quantity: 2, unit: "case", unitPrice: "45.00" }],
  freight: "25.00",
  leadTime: "5 business days",
  validUntil: addDays(businessToday(), 30),
  terms: "Net 30",
});

/** A Placed order of the newest quote request, for the order rows (made as the acceptance would, without the quote loop). */
const guardOrder = async () => {
  const request = await db.quoteRequest.findFirstOrThrow({ orderBy: { id: "desc" } });
  return db.order.create({
    data: {
      number: "SO-2026-999999",
      quoteRequestId: request.id,
      version: 1,
      buyerEmail: request.email,
      lines: "[]",
      subtotal: "0.00",
      total: "0.00",
    },
  });
};

const firstId = async (find: () => Promise<{ id: number } | null>) => String((await find())?.id ?? 1);

/**
 * Every endpoint that needs the admin session, with what makes a call to it
 * succeed. Each admin route file's handlers must have a row here or an entry
 * in PUBLIC_ADMIN_HANDLERS (checked by test/api/admin-guard.db.test.ts).
 */
export const ADMIN_ENDPOINTS: Endpoint[] = [
  { name: "GET dashboard-stats", handler: dashboardRoute, method: "GET", path: "/api/admin/dashboard-stats" },
  { name: "GET audit-log", handler: auditLogRoute, method: "GET", path: "/api/admin/audit-log" },
  { name: "GET products (admin list)", handler: listProductsAdminRoute, method: "GET", path: "/api/admin/products" },
  {
    name: "POST products",
    handler: createProductRoute,
    method: "POST",
    path: "/api/admin/products",
    body: () => validProduct("guard-create"),
  },
  {
    name: "PUT products/{id}",
    handler: updateProductRoute,
    method: "PUT",
    path: "/api/admin/products/{id}",
    body: () => validProduct("guard-update"),
  },
  { name: "DELETE products/{id}", handler: deleteProductRoute, method: "DELETE", path: "/api/admin/products/{id}" },
  {
    name: "POST categories",
    handler: createCategoryRoute,
    method: "POST",
    path: "/api/admin/categories",
    body: () => validCategory("guard-create"),
  },
  {
    name: "PUT categories/{id}",
    handler: updateCategoryRoute,
    method: "PUT",
    path: "/api/admin/categories/{id}",
    body: () => validCategory("guard-update"),
  },
  { name: "DELETE categories/{id}", handler: deleteCategoryRoute, method: "DELETE", path: "/api/admin/categories/{id}" },
  {
    name: "PUT settings/{key}",
    handler: settingRoute,
    method: "PUT",
    path: "/api/admin/settings/business_phone",
    params: { key: "business_phone" },
    body: () => ({ value: "(800) 555-0100" }),
  },
  {
    name: "DELETE settings/{key}",
    handler: resetSettingRoute,
    method: "DELETE",
    path: "/api/admin/settings/about_hero_image",
    params: { key: "about_hero_image" },
  },
  { name: "GET profile", handler: profileRoute, method: "GET", path: "/api/admin/profile" },
  {
    name: "POST update-profile",
    handler: updateProfileRoute,
    method: "POST",
    path: "/api/admin/update-profile",
    body: () => ({ username: "admin", email: "owner@example.com" }),
  },
  {
    name: "POST change-password",
    handler: changePasswordRoute,
    method: "POST",
    path: "/api/admin/change-password",
    body: () => ({ currentPassword: ADMIN.password, newPassword: "Battery-Staple-77" }),
  },
  { name: "GET contact-messages", handler: listMessagesRoute, method: "GET", path: "/api/admin/contact-messages" },
  { name: "PUT contact-messages/{id}/read", handler: markReadRoute, method: "PUT", path: "/api/admin/contact-messages/{id}/read" },
  { name: "DELETE contact-messages/{id}", handler: deleteMessageRoute, method: "DELETE", path: "/api/admin/contact-messages/{id}" },
  { name: "GET product-page-content", handler: getPageContentRoute, method: "GET", path: "/api/admin/product-page-content" },
  {
    name: "POST product-page-content",
    handler: savePageContentRoute,
    method: "POST",
    path: "/api/admin/product-page-content",
    body: () => editorPageContent(),
  },
  {
    name: "PUT catalog-cards/{index}",
    handler: catalogCardRoute,
    method: "PUT",
    path: "/api/admin/catalog-cards/0",
    params: { index: "0" },
    body: () => validCard(),
  },
  { name: "GET quote-requests", handler: listQuotesRoute, method: "GET", path: "/api/admin/quote-requests" },
  { name: "GET quote-requests/{id}", handler: getQuoteRoute, method: "GET", path: "/api/admin/quote-requests/{id}" },
  { name: "PUT quote-requests/{id}/read", handler: markQuoteReadRoute, method: "PUT", path: "/api/admin/quote-requests/{id}/read" },
  {
    name: "PUT quote-requests/{id}",
    handler: updateQuoteRoute,
    method: "PUT",
    path: "/api/admin/quote-requests/{id}",
    body: () => ({ status: "Contacted", adminNotes: "Called back." }),
  },
  {
    name: "POST products/bulk",
    handler: bulkProductsRoute,
    method: "POST",
    path: "/api/admin/products/bulk",
    body: async () => ({
      action: "move",
      categoryId: (await db.category.findFirstOrThrow({ orderBy: { id: "asc" } })).id,
      filter: { search: "guard-bulk-matches-nothing" },
    }),
  },
  {
    name: "POST products/{id}/duplicate",
    handler: duplicateProductRoute,
    method: "POST",
    path: "/api/admin/products/{id}/duplicate",
    body: () => ({ sku: "GUARD-DUP", slug: "guard-duplicate" }),
  },
  // The newest product delete: DELETE products/{id} above made one.
  { name: "POST audit-log/{id}/restore", handler: restoreRoute, method: "POST", path: "/api/admin/audit-log/{id}/restore" },
  { name: "POST uploads", handler: uploadRoute, method: "POST", path: "/api/admin/uploads", form: imageForm },
  {
    name: "POST products/import (dry run)",
    handler: importProductsRoute,
    method: "POST",
    path: "/api/admin/products/import?dryRun=1",
    form: importForm,
  },
  {
    name: "GET products/export (CSV)",
    handler: exportProductsRoute,
    method: "GET",
    path: "/api/admin/products/export?format=csv",
    download: /^text\/csv/,
  },
  { name: "GET search-insights", handler: searchInsightsRoute, method: "GET", path: "/api/admin/search-insights" },
  {
    name: "PUT quote-requests/{id}/draft",
    handler: quoteDraftRoute,
    method: "PUT",
    path: "/api/admin/quote-requests/{id}/draft",
    body: validQuoteDraft,
  },
  // Sends the draft the row above saved.
  { name: "POST quote-requests/{id}/send", handler: sendQuoteRoute, method: "POST", path: "/api/admin/quote-requests/{id}/send" },
  // A reply needs the version the row above sent.
  {
    name: "POST quote-requests/{id}/messages",
    handler: quoteReplyRoute,
    method: "POST",
    path: "/api/admin/quote-requests/{id}/messages",
    body: () => ({ message: "Guard reply." }),
  },
  // Closes the deal the send opened, for the reopening that follows.
  {
    name: "PUT quote-requests/{id} (close as Lost)",
    handler: updateQuoteRoute,
    method: "PUT",
    path: "/api/admin/quote-requests/{id}",
    body: () => ({ status: "Lost" }),
  },
  {
    name: "POST quote-requests/{id}/reopen",
    handler: reopenQuoteRoute,
    method: "POST",
    path: "/api/admin/quote-requests/{id}/reopen",
    body: () => ({ reason: "Guard reopening." }),
  },
  { name: "GET synonyms", handler: listSynonymsRoute, method: "GET", path: "/api/admin/synonyms" },
  {
    name: "POST synonyms",
    handler: createSynonymRoute,
    method: "POST",
    path: "/api/admin/synonyms",
    body: () => ({ phrases: "guard wrap, guard film" }),
  },
  // Both act on the entry the row above made.
  {
    name: "PUT synonyms/{id}",
    handler: updateSynonymRoute,
    method: "PUT",
    path: "/api/admin/synonyms/{id}",
    body: () => ({ phrases: "guard wrap, guard roll" }),
  },
  { name: "DELETE synonyms/{id}", handler: deleteSynonymRoute, method: "DELETE", path: "/api/admin/synonyms/{id}" },
  { name: "GET api-keys", handler: listApiKeysRoute, method: "GET", path: "/api/admin/api-keys" },
  {
    name: "POST api-keys",
    handler: createApiKeyRoute,
    method: "POST",
    path: "/api/admin/api-keys",
    body: () => ({ name: "Guard key", scopes: ["catalog:read"] }),
  },
  // Revokes the key the row above made.
  { name: "POST api-keys/{id}/revoke", handler: revokeApiKeyRoute, method: "POST", path: "/api/admin/api-keys/{id}/revoke" },
  { name: "GET companies/{id}/prices", handler: listCompanyPricesRoute, method: "GET", path: "/api/admin/companies/{id}/prices" },
  {
    name: "POST companies/{id}/prices",
    handler: createCompanyPriceRoute,
    method: "POST",
    path: "/api/admin/companies/{id}/prices",
    body: async () => ({ sku: (await db.product.findFirstOrThrow({ orderBy: { id: "asc" } })).sku, unitPrice: "9.00" }),
  },
  // Both act on the price the row above made.
  {
    name: "PUT companies/{id}/prices/{priceId}",
    handler: updateCompanyPriceRoute,
    method: "PUT",
    path: "/api/admin/companies/{id}/prices/{priceId}",
    body: async () => ({ sku: (await db.product.findFirstOrThrow({ orderBy: { id: "asc" } })).sku, unitPrice: "8.50" }),
  },
  {
    name: "GET companies/{id}/prices/export",
    handler: exportCompanyPricesRoute,
    method: "GET",
    path: "/api/admin/companies/{id}/prices/export",
    download: /^text\/csv/,
  },
  {
    name: "POST companies/{id}/prices/import (dry run)",
    handler: importCompanyPricesRoute,
    method: "POST",
    path: "/api/admin/companies/{id}/prices/import?dryRun=1",
    form: () => {
      const form = new FormData();
      form.set("file", new Blob(["sku,unitPrice\r\nGUARD-NO-SUCH-SKU,9.00\r\n"], { type: "text/csv" }), "prices.csv");
      return form;
    },
  },
  {
    name: "DELETE companies/{id}/prices/{priceId}",
    handler: deleteCompanyPriceRoute,
    method: "DELETE",
    path: "/api/admin/companies/{id}/prices/{priceId}",
  },
  {
    name: "POST orders/{id}/status",
    handler: orderStatusRoute,
    method: "POST",
    path: "/api/admin/orders/{id}/status",
    body: () => ({ status: "Confirmed", expected: "Placed" }),
  },
  {
    name: "GET exports/accounting (CSV)",
    handler: accountingExportRoute,
    method: "GET",
    path: "/api/admin/exports/accounting?from=2026-11-01&to=2026-11-30",
    download: /^text\/csv/,
  },
  { name: "GET companies", handler: listCompaniesRoute, method: "GET", path: "/api/admin/companies" },
  { name: "GET companies/{id}", handler: companyRoute, method: "GET", path: "/api/admin/companies/{id}" },
  {
    name: "PATCH companies/{id}",
    handler: companyTermsRoute,
    method: "PATCH",
    path: "/api/admin/companies/{id}",
    body: () => ({ paymentTerms: "Net 30" }),
  },
  {
    name: "POST companies/{id}/invitations",
    handler: inviteToCompanyRoute,
    method: "POST",
    path: "/api/admin/companies/{id}/invitations",
    body: () => ({ email: "guard-invite@example.com", role: "buyer" }),
  },
  // Acts on a pending invitation resolve() makes for the company.
  {
    name: "DELETE companies/{id}/invitations/{invitationId}",
    handler: revokeCompanyInvitationRoute,
    method: "DELETE",
    path: "/api/admin/companies/{id}/invitations/{invitationId}",
  },
  { name: "GET policies", handler: policiesRoute, method: "GET", path: "/api/admin/policies" },
  { name: "GET policies/returns", handler: policyRoute, method: "GET", path: "/api/admin/policies/returns", params: { slug: "returns" } },
  {
    name: "PUT policies/returns",
    handler: savePolicyRoute,
    method: "PUT",
    path: "/api/admin/policies/returns",
    params: { slug: "returns" },
    body: () => ({ body: "Returns within 30 days." }),
  },
  {
    name: "POST webhooks",
    handler: createWebhookRoute,
    method: "POST",
    path: "/api/admin/webhooks",
    body: () => ({ url: "https://hooks.example.com/guard", events: ["quote.sent"] }),
  },
  // The rows below act on the endpoint the row above made.
  { name: "GET webhooks", handler: listWebhooksRoute, method: "GET", path: "/api/admin/webhooks" },
  { name: "GET webhooks/{id}", handler: getWebhookRoute, method: "GET", path: "/api/admin/webhooks/{id}" },
  { name: "GET webhooks/{id}/secret", handler: webhookSecretRoute, method: "GET", path: "/api/admin/webhooks/{id}/secret" },
  { name: "GET webhooks/{id}/deliveries", handler: webhookDeliveriesRoute, method: "GET", path: "/api/admin/webhooks/{id}/deliveries" },
  { name: "POST webhooks/{id}/test", handler: webhookTestRoute, method: "POST", path: "/api/admin/webhooks/{id}/test" },
  {
    name: "POST webhooks/{id}/deliveries/{deliveryId}/redeliver",
    handler: redeliverWebhookRoute,
    method: "POST",
    path: "/api/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver",
  },
  {
    name: "PUT webhooks/{id}",
    handler: enableWebhookRoute,
    method: "PUT",
    path: "/api/admin/webhooks/{id}",
    body: () => ({ enabled: true }),
  },
  { name: "DELETE webhooks/{id}", handler: deleteWebhookRoute, method: "DELETE", path: "/api/admin/webhooks/{id}" },
];

/** Handlers under /api/admin that answer without the admin session on purpose, each with why. */
export const PUBLIC_ADMIN_HANDLERS: PublicHandler[] = [
  { file: "src/app/api/admin/login/route.ts", method: "POST", reason: "it is how a session begins" },
  {
    file: "src/app/api/admin/logout/route.ts",
    method: "POST",
    reason: "ends the session if there is one and clears the cookie either way",
  },
  {
    file: "src/app/api/admin/session/route.ts",
    method: "GET",
    reason: "tells the storefront whether this browser has a session, to show edit buttons",
  },
  { file: "src/app/api/admin/settings/route.ts", method: "GET", reason: "the storefront reads the eleven public settings" },
];

export interface PublicHandler {
  /** The route file, from the repository's root. */
  file: string;
  method: string;
  reason: string;
}

/** One exported handler of a route file. */
export interface RouteHandler {
  file: string;
  method: string;
  handler: unknown;
}

/** The methods a Next route file may export. */
export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

const REPO_ROOT = join(__dirname, "..");

/**
 * The route files the admin guard must cover, read from the folder: every
 * src/app/api/admin/**\/route.ts, and any other route file under src/app that
 * uses adminRoute or reads the session itself. Paths from `root`, with "/".
 */
export function adminRouteFiles(root: string = REPO_ROOT): string[] {
  const app = join(root, "src", "app");
  const files = readdirSync(app, { recursive: true, encoding: "utf8" })
    .filter((f) => /(^|[\\/])route\.(ts|tsx|js|mjs)$/.test(f))
    .map((f) => relative(root, join(app, f)).split(sep).join("/"));
  const admin = (f: string) => f.startsWith("src/app/api/admin/");
  const checksSession = (f: string) => /\badminRoute\b|\breadSession\b/.test(readFileSync(join(root, f), "utf8"));
  return files.filter((f) => admin(f) || checksSession(f)).sort();
}

/** Imports each route file and lists the HTTP handlers it exports. */
export async function routeHandlers(files: string[], root: string = REPO_ROOT): Promise<RouteHandler[]> {
  const found: RouteHandler[] = [];
  for (const file of files) {
    const mod = (await import(join(root, file))) as Record<string, unknown>;
    for (const method of HTTP_METHODS) if (typeof mod[method] === "function") found.push({ file, method, handler: mod[method] });
  }
  return found;
}

/**
 * What keeps the guard's table from covering every handler found: a handler
 * with neither a row (matched by the function itself and its method) nor a
 * public entry, one with both, and rows or entries that name nothing found.
 * Empty when the table covers them all.
 */
export function guardGaps(found: RouteHandler[], table: Endpoint[], publicHandlers: PublicHandler[]): string[] {
  const gaps: string[] = [];
  const isPublic = (h: RouteHandler) => publicHandlers.some((p) => p.file === h.file && p.method === h.method);
  for (const h of found) {
    const inTable = table.some((e) => e.handler === h.handler && e.method === h.method);
    if (!inTable && !isPublic(h))
      gaps.push(`${h.method} of ${h.file} has no row in ADMIN_ENDPOINTS and is not in PUBLIC_ADMIN_HANDLERS (test/kit.ts)`);
    if (inTable && isPublic(h)) gaps.push(`${h.method} of ${h.file} is both in ADMIN_ENDPOINTS and in PUBLIC_ADMIN_HANDLERS`);
  }
  for (const p of publicHandlers) {
    if (!found.some((h) => h.file === p.file && h.method === p.method))
      gaps.push(`PUBLIC_ADMIN_HANDLERS names ${p.method} of ${p.file}, which is not there`);
    if (p.reason.trim() === "") gaps.push(`PUBLIC_ADMIN_HANDLERS gives no reason for ${p.method} of ${p.file}`);
  }
  for (const e of table) {
    if (!found.some((h) => h.handler === e.handler && h.method === e.method))
      gaps.push(`ADMIN_ENDPOINTS row "${e.name}" calls no ${e.method} handler of an admin route file`);
  }
  return gaps;
}

/** A stored quote request for the endpoints that act on one. */
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
      items: {
        create: [{ position: 0, productId: null, sku: "pe001", name: "PE Stretch Film", priceText: "$45.00 - $55.00", quantity: 2 }],
      },
    },
  });
}

/** Fills {id} in an endpoint's path and params with a real row of the right table. */
/** A finished (failed) delivery to the endpoint, made when it has none: only such a delivery can be redelivered. */
async function finishedDelivery(endpointId: number): Promise<string> {
  if (!(await db.webhookEndpoint.findUnique({ where: { id: endpointId } }))) return "1";
  const found = await db.webhookDelivery.findFirst({ where: { endpointId, status: { not: "pending" } }, orderBy: { id: "desc" } });
  if (found) return String(found.id);
  const event = await db.outboxEvent.create({
    data: { id: `msg_guard${Date.now()}`, type: "webhook.test", payload: "{}", fannedOutAt: new Date() },
  });
  const made = await db.webhookDelivery.create({ data: { eventId: event.id, endpointId, status: "failed", giveUpAt: new Date() } });
  return String(made.id);
}

export async function resolve(e: Endpoint): Promise<{ path: string; params: Record<string, string>; body: unknown }> {
  let params = { ...e.params };
  let path = e.path;
  if (path.includes("{priceId}")) {
    const priceId = await firstId(() => db.companyPrice.findFirst({ orderBy: { id: "desc" } }));
    params = { ...params, priceId };
    path = path.replace("{priceId}", priceId);
  }
  if (path.startsWith("/api/admin/companies/{id}")) {
    const company =
      (await db.company.findFirst({ orderBy: { id: "desc" } })) ??
      (await db.company.create({ data: { name: "Guard Company", termsVersion: "1", termsAcceptedAt: new Date() } }));
    params = { ...params, id: String(company.id) };
    path = path.replace("{id}", String(company.id));
    if (path.includes("{invitationId}")) {
      const invitation = await db.companyInvitation.create({
        data: {
          companyId: company.id,
          email: `guard-${Date.now()}-${Math.random()}@example.com`,
          tokenHash: `guard-${Date.now()}-${Math.random()}`,
          invitedBy: "guard",
          expiresAt: new Date(Date.now() + 3_600_000),
        },
      });
      params = { ...params, invitationId: String(invitation.id) };
      path = path.replace("{invitationId}", String(invitation.id));
    }
  }
  if (path.includes("{id}")) {
    const id = path.includes("/products/")
      ? await firstId(() => db.product.findFirst({ orderBy: { id: "desc" } }))
      : path.includes("/categories/")
        ? await firstId(() => db.category.findFirst({ orderBy: { id: "desc" } }))
        : path.includes("/audit-log/")
          ? await firstId(() => db.auditLog.findFirst({ where: { action: "delete", entity: "Product" }, orderBy: { id: "desc" } }))
          : path.includes("/quote-requests/")
            ? await firstId(() => db.quoteRequest.findFirst({ orderBy: { id: "desc" } }))
            : path.includes("/synonyms/")
              ? await firstId(() => db.synonym.findFirst({ orderBy: { id: "desc" } }))
              : path.includes("/api-keys/")
                ? await firstId(() => db.apiKey.findFirst({ where: { revokedAt: null }, orderBy: { id: "desc" } }))
                : path.includes("/orders/")
                  ? await firstId(async () => (await db.order.findFirst({ orderBy: { id: "desc" } })) ?? guardOrder())
                  : path.includes("/synonyms/")
                    ? await firstId(() => db.synonym.findFirst({ orderBy: { id: "desc" } }))
                    : path.includes("/webhooks/")
                      ? await firstId(() => db.webhookEndpoint.findFirst({ orderBy: { id: "desc" } }))
                      : await firstId(() => db.contactMessage.findFirst({ orderBy: { id: "desc" } }));
    params = { ...params, id };
    path = path.replace("{id}", id);
  }
  if (path.includes("{deliveryId}")) {
    const deliveryId = await finishedDelivery(Number(params.id));
    params = { ...params, deliveryId };
    path = path.replace("{deliveryId}", deliveryId);
  }
  return { path, params, body: e.body ? await e.body() : e.form?.() };
}
