/**
 * DECISIONS D1: every admin endpoint checks the session itself. Each endpoint
 * is called with a valid body and every kind of missing or bad credential:
 * 401 and nothing changed. Cross-site writes are 403 even with a valid
 * session. Finally the same calls with a real session succeed, which proves
 * the refusals above came from the credentials alone.
 */
import { POST as changePasswordRoute } from "@/app/api/admin/change-password/route";
import { POST as logoutRoute } from "@/app/api/admin/logout/route";
import { GET as profileRoute } from "@/app/api/admin/profile/route";
import { SESSION_COOKIE } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { addQuoteRequest, ADMIN, ADMIN_ENDPOINTS, EVIL_ORIGIN, forgedCookie, login, resolve, send, sessionCookieOf, tamperedCookie, tokenOf, unchanged, unsignedCookie } from "../kit";

useTestDatabase({ seed: true });

const TEMP_PASSWORD = "Interim-Pass-42";

/** name -> how to send the request without a valid session */
const bad: Record<string, { cookie?: string; headers?: Record<string, string> }> = {};
let valid = "";

beforeAll(async () => {
  // Rows the {id} endpoints act on.
  await db.contactMessage.createMany({
    data: [1, 2, 3].map((n) => ({ firstName: "Guard", lastName: `Test ${n}`, email: `guard${n}@example.com`, message: `Message ${n}` })),
  });
  await db.category.create({ data: { name: "Guard Category", slug: "guard-category", description: "For the guard tests.", imageUrl: "/images/x.svg" } });
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
    const answer = await send(changePasswordRoute, "POST", "/api/admin/change-password", { cookie: changer, body: { currentPassword, newPassword } });
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
    const answer = await send(endpoint.handler, endpoint.method, path, {
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
