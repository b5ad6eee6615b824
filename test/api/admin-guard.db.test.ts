/**
 * Every admin endpoint checks the session itself. Each endpoint
 * is called with a valid body and every kind of missing or bad credential:
 * 401 and nothing changed. Cross-site writes are 403 even with a valid
 * session. Finally the same calls with a real session succeed, which proves
 * the refusals above came from the credentials alone. The table is checked
 * against the route files themselves, so a new admin route without a row fails.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { POST as changePasswordRoute } from "@/app/api/admin/change-password/route";
import { POST as logoutRoute } from "@/app/api/admin/logout/route";
import { GET as profileRoute } from "@/app/api/admin/profile/route";
import { synonymInputSchema } from "@/lib/validation/synonym";
import { SESSION_COOKIE } from "@/server/auth/session";
import { createSynonym } from "@/server/catalog/search/synonyms";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makePageContent, makeProduct } from "../factories";
import {
  addQuoteRequest,
  ADMIN,
  ADMIN_ENDPOINTS,
  adminRouteFiles,
  EVIL_ORIGIN,
  forgedCookie,
  guardGaps,
  login,
  PUBLIC_ADMIN_HANDLERS,
  resolve,
  routeHandlers,
  send,
  sendTo,
  sessionCookieOf,
  tamperedCookie,
  tokenOf,
  unchanged,
  unsignedCookie,
} from "../kit";

useTestDatabase();

const TEMP_PASSWORD = "Interim-Pass-42";

/** name -> how to send the request without a valid session */
const bad: Record<string, { cookie?: string; headers?: Record<string, string> }> = {};
let valid = "";

beforeAll(async () => {
  await makeAdmin();
  // The catalogue the table's calls act on: a category with products (the first product's SKU is what a company
  // price names), and the stretch-film page with one catalogue card, which the page and card rows save.
  const films = await makeCategory({ name: "Guard Films" });
  const stretchFilm = await makeProduct({ name: "PE Stretch Film", slug: "stretch-film", category: films });
  await makePageContent(stretchFilm, { cards: [await makeProduct({ category: films })] });
  // Rows the {id} endpoints act on.
  await createSynonym(synonymInputSchema.parse({ phrases: "pallet wrap, stretch wrap", categoryId: films.id }), "test");
  await db.contactMessage.createMany({
    data: [1, 2, 3].map((n) => ({ firstName: "Guard", lastName: `Test ${n}`, email: `guard${n}@example.com`, message: `Message ${n}` })),
  });
  await db.category.create({
    data: { name: "Guard Category", slug: "guard-category", description: "For the guard tests.", imageUrl: "/images/x.svg" },
  });
  await addQuoteRequest();

  // A session that logged out.
  const loggedOut = await login();
  expect((await send(logoutRoute, "POST", "/api/admin/logout", { cookie: loggedOut })).status).toBe(200);

  // A session from before a password change (made by another session, which survives it), then the password put back.
  const beforeChange = await login();
  const changer = await login();
  for (const [currentPassword, newPassword] of [
    [ADMIN.password, TEMP_PASSWORD],
    [TEMP_PASSWORD, ADMIN.password],
  ]) {
    const answer = await send(changePasswordRoute, "POST", "/api/admin/change-password", {
      cookie: changer,
      body: { currentPassword, newPassword },
    });
    expect(answer.status).toBe(200);
  }
  expect((await send(profileRoute, "GET", "/api/admin/profile", { cookie: changer })).status).toBe(200);

  valid = await login();
  const sid = (await db.adminSession.findFirstOrThrow({ orderBy: { createdAt: "desc" } })).id;
  const forged = await forgedCookie(sid);

  Object.assign(bad, {
    "no cookie": {},
    "an empty session cookie": { cookie: `${SESSION_COOKIE}=` },
    "a forged cookie (right session id, wrong secret)": { cookie: forged },
    "an unsigned token naming a real session": { cookie: unsignedCookie(sid) },
    "a tampered cookie": { cookie: tamperedCookie(valid) },
    "the bare session id as cookie": { cookie: sessionCookieOf(sid) },
    "a malformed cookie": { cookie: sessionCookieOf("%E0%A4%A") },
    "a valid token under another cookie name": { cookie: `__Secure-next-auth.session-token=${tokenOf(valid)}` },
    "x-middleware-subrequest without a cookie": { headers: { "x-middleware-subrequest": "middleware" } },
    "x-middleware-subrequest with a forged cookie": {
      cookie: forged,
      headers: { "x-middleware-subrequest": "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware" },
    },
    "admin-looking headers": { headers: { "x-admin": "true", authorization: "Bearer admin", "x-user": "admin" } },
    "a cookie from a session that logged out": { cookie: loggedOut },
    "a session from before a password change": { cookie: beforeChange },
  });
});

describe("the table covers every admin route handler", () => {
  test("each handler of src/app/api/admin/**/route.ts (and of any route using adminRoute) has a row, or is public with a reason", async () => {
    const files = adminRouteFiles();
    expect(files).toEqual(expect.arrayContaining(["src/app/api/admin/login/route.ts", "src/app/api/admin/products/export/route.ts"]));
    expect(guardGaps(await routeHandlers(files), ADMIN_ENDPOINTS, PUBLIC_ADMIN_HANDLERS)).toEqual([]);
  });

  test("a handler with neither a row nor a public entry is named by file and method; so are stale rows and entries", async () => {
    const found = await routeHandlers(adminRouteFiles());
    const unlisted = { file: "src/app/api/admin/new-thing/route.ts", method: "DELETE", handler: async () => new Response() };
    expect(guardGaps([...found, unlisted], ADMIN_ENDPOINTS, PUBLIC_ADMIN_HANDLERS)).toEqual([
      "DELETE of src/app/api/admin/new-thing/route.ts has no row in ADMIN_ENDPOINTS and is not in PUBLIC_ADMIN_HANDLERS (test/kit.ts)",
    ]);
    // A row counts for its own method only.
    const exportRow = ADMIN_ENDPOINTS.find((e) => e.path.startsWith("/api/admin/products/export"))!;
    expect(
      guardGaps(
        [{ file: "src/app/api/admin/products/export/route.ts", method: "GET", handler: exportRow.handler }],
        [{ ...exportRow, method: "POST" }],
        [],
      ),
    ).toEqual([
      "GET of src/app/api/admin/products/export/route.ts has no row in ADMIN_ENDPOINTS and is not in PUBLIC_ADMIN_HANDLERS (test/kit.ts)",
      'ADMIN_ENDPOINTS row "GET products/export (CSV)" calls no POST handler of an admin route file',
    ]);
    const login = PUBLIC_ADMIN_HANDLERS[0];
    expect(guardGaps([], [], [{ ...login, reason: " " }])).toEqual([
      `PUBLIC_ADMIN_HANDLERS names POST of ${login.file}, which is not there`,
      `PUBLIC_ADMIN_HANDLERS gives no reason for POST of ${login.file}`,
    ]);
  });

  test("the folder is read at test time: a new admin route file is found, and a route elsewhere only when it checks the session", () => {
    const root = mkdtempSync(join(tmpdir(), "admin-routes-"));
    try {
      const files: Record<string, string> = {
        "src/app/api/admin/reports/[id]/route.ts": "export const GET = async () => new Response();",
        "src/app/api/admin/reports/[id]/helpers.ts": "export const x = 1;",
        "src/app/api/reports/route.ts": 'import { adminRoute } from "@/server/http/route";',
        "src/app/api/products/route.ts": 'import { publicRoute } from "@/server/http/route";',
        "src/app/feeds/route.ts": 'import { readSession } from "@/server/auth/session";',
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), text);
      }
      expect(adminRouteFiles(root)).toEqual([
        "src/app/api/admin/reports/[id]/route.ts",
        "src/app/api/reports/route.ts",
        "src/app/feeds/route.ts",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe.each(ADMIN_ENDPOINTS.map((e) => [e.name, e] as const))("%s", (_name, endpoint) => {
  test("every missing or bad credential is 401 Unauthorized and changes nothing", async () => {
    const { path, params, body } = await resolve(endpoint);
    for (const [label, credential] of Object.entries(bad)) {
      const answer = await unchanged(() => send(endpoint.handler, endpoint.method, path, { params, body, ...credential }));
      if (answer.status !== 401) throw new Error(`${label}: expected 401, got ${answer.status} ${JSON.stringify(answer.body)}`);
      expect(answer.body).toEqual({ message: "Unauthorized" });
    }
  });

  if (endpoint.method !== "GET") {
    test("a cross-site write with a valid session is 403 and changes nothing", async () => {
      const { path, params, body } = await resolve(endpoint);
      for (const headers of [
        { origin: EVIL_ORIGIN },
        { "sec-fetch-site": "cross-site" },
        { origin: "null" },
        { origin: "http://localhost:3000.evil.example" },
        { origin: EVIL_ORIGIN, "sec-fetch-site": "same-origin" },
      ] as Record<string, string>[]) {
        const answer = await unchanged(() => send(endpoint.handler, endpoint.method, path, { params, body, cookie: valid, headers }));
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ message: "Cross-site request refused" });
      }
    });
  }
});

test("with a real session every one of these calls succeeds, and no answer holds the password hash", async () => {
  const hashes = async () => (await db.admin.findMany({ select: { passwordHash: true } })).map((a) => a.passwordHash);
  const before = await hashes();
  for (const endpoint of ADMIN_ENDPOINTS) {
    const { path, params, body } = await resolve(endpoint);
    // A download row's success is its file; a refusal would still have to be JSON.
    const answer = await sendTo(endpoint, path, {
      params,
      body,
      cookie: valid,
      headers: { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
    });
    if (answer.status >= 300) throw new Error(`${endpoint.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    const text = JSON.stringify(answer.body);
    for (const hash of [...before, ...(await hashes())]) expect(text).not.toContain(hash);
  }
  // The password change above kept this session (it was the one that made the change).
  expect((await send(profileRoute, "GET", "/api/admin/profile", { cookie: valid })).status).toBe(200);
});
