/**
 * Admin login, logout and the session read: the answer shapes, the session
 * cookie, server-side session ending, and login throttling. The throttling
 * tests come last: they lock the admin out.
 */
import { POST as loginRoute } from "@/app/api/admin/login/route";
import { POST as logoutRoute } from "@/app/api/admin/logout/route";
import { GET as profileRoute } from "@/app/api/admin/profile/route";
import { GET as sessionRoute } from "@/app/api/admin/session/route";
import { SESSION_COOKIE } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { LIMITS } from "@/server/rate-limit";
import { useTestDatabase } from "../db";
import { makeAdmin } from "../factories";
import {
  ADMIN,
  cookieFrom,
  CROSS_SITE,
  EVIL_ORIGIN,
  forgedCookie,
  login,
  send,
  sessionCookieOf,
  tamperedCookie,
  unchanged,
  unsignedCookie,
} from "../kit";

useTestDatabase();

beforeAll(async () => {
  await makeAdmin();
});

let ipCounter = 0;
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const attempt = (body: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  send(loginRoute, "POST", "/api/admin/login", { body, headers: { "x-forwarded-for": ip, ...headers } });
const profile = (cookie?: string) => send(profileRoute, "GET", "/api/admin/profile", { cookie });
const sessionOf = (cookie?: string) => send(sessionRoute, "GET", "/api/admin/session", { cookie });

const FAILED = { success: false, admin: null, message: "Invalid credentials" };

describe("POST /api/admin/login", () => {
  test("right credentials: {success, admin, message} and an httpOnly SameSite session cookie backed by a server session", async () => {
    const sessionsBefore = await db.adminSession.count();
    const answer = await attempt({ username: ADMIN.username, password: ADMIN.password }, "10.1.1.1", { "user-agent": "jest-browser/1.0" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, admin: { username: "admin", email: "admin@example.com" }, message: "Login successful" });
    const setCookie = answer.headers.get("set-cookie") ?? "";
    expect(setCookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    expect(setCookie).toMatch(/;\s*Expires=/i);
    expect(await db.adminSession.count()).toBe(sessionsBefore + 1);
    const row = await db.adminSession.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    expect(row.userAgent).toBe("jest-browser/1.0");
    const admin = await db.admin.findUniqueOrThrow({ where: { username: "admin" } });
    expect(row.adminId).toBe(admin.id);
    const cookie = cookieFrom(answer);
    expect((await profile(cookie)).body).toEqual({ admin: { username: "admin", email: "admin@example.com" } });
  });

  test("each login is its own session", async () => {
    const a = await login();
    const b = await login();
    expect(a).not.toBe(b);
    expect((await profile(a)).status).toBe(200);
    expect((await profile(b)).status).toBe(200);
  });

  test.each([
    ["a wrong password", { username: "admin", password: "Wrong-Horse-9" }],
    ["an unknown username", { username: "nobody", password: "Correct-Horse-9" }],
    ["the username in another case", { username: "ADMIN", password: "Correct-Horse-9" }],
    ["a password with added spaces (never trimmed)", { username: "admin", password: " Correct-Horse-9 " }],
    ["the password in another case", { username: "admin", password: "correct-horse-9" }],
  ])("%s: 401 with the same answer, no cookie, no session", async (_label, body) => {
    const answer = await unchanged(() => attempt(body));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(FAILED);
    expect(answer.headers.get("set-cookie")).toBeNull();
  });

  test.each([
    [{}, { username: "Username is required", password: "Password is required" }],
    [{ username: "", password: "x" }, { username: "Username is required" }],
    [{ username: "   ", password: "x" }, { username: "Username is required" }],
    [{ username: 12, password: "x" }, { username: "Username is required" }],
    [{ username: "admin" }, { password: "Password is required" }],
    [{ username: "admin", password: "" }, { password: "Password is required" }],
    [{ username: "admin", password: null }, { password: "Password is required" }],
    [{ username: "admin", password: "x".repeat(201) }, { password: "Password must be at most 200 characters" }],
  ])("validation %j: 400 with the exact messages", async (body, errors) => {
    const answer = await unchanged(() => attempt(body));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
  });

  test.each([
    ["not JSON", "username=admin&password=x", 400],
    ["empty", "", 400],
    ["an array", '["admin","Correct-Horse-9"]', 400],
    ["null", "null", 400],
    ["over 8 KB", JSON.stringify({ username: "admin", password: "x".repeat(9000) }), 413],
  ])("a malformed body (%s) is %d", async (_label, rawBody, status) => {
    const answer = await unchanged(() =>
      send(loginRoute, "POST", "/api/admin/login", { rawBody, headers: { "x-forwarded-for": freshIp() } }),
    );
    expect(answer.status).toBe(status);
    expect(answer.headers.get("set-cookie")).toBeNull();
  });

  test.each([[{ origin: EVIL_ORIGIN }], [{ "sec-fetch-site": "cross-site" }]])(
    "a cross-site login %j is 403 and opens no session",
    async (headers) => {
      const answer = await unchanged(() => attempt({ username: ADMIN.username, password: ADMIN.password }, freshIp(), headers));
      expect(answer.status).toBe(403);
      expect(answer.headers.get("set-cookie")).toBeNull();
    },
  );
});

describe("GET /api/admin/session", () => {
  test("no cookie: not authenticated", async () => {
    const answer = await sessionOf();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ authenticated: false });
  });

  test("a session cookie: authenticated, with the admin's username and email", async () => {
    const answer = await sessionOf(await login());
    expect(answer.body).toEqual({ authenticated: true, admin: { username: "admin", email: "admin@example.com" } });
  });

  test("bad cookies are simply not authenticated (never an error)", async () => {
    const cookie = await login();
    const row = await db.adminSession.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    for (const bad of [
      await forgedCookie(row.id),
      unsignedCookie(row.id),
      tamperedCookie(cookie),
      sessionCookieOf(row.id),
      sessionCookieOf("%E0%A4%A"),
      sessionCookieOf("x".repeat(5000)),
      `${SESSION_COOKIE}=`,
      `other-cookie=${cookie.slice(cookie.indexOf("=") + 1)}`,
    ]) {
      const answer = await sessionOf(bad);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ authenticated: false });
    }
  });
});

describe("POST /api/admin/logout", () => {
  test("ends the session on the server and clears the cookie", async () => {
    const cookie = await login();
    const other = await login();
    const sessions = await db.adminSession.count();
    const answer = await send(logoutRoute, "POST", "/api/admin/logout", { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Logged out" });
    expect(answer.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE.replace(/[.]/g, "\\.")}=;.*Max-Age=0`, "i"));
    expect(await db.adminSession.count()).toBe(sessions - 1);
    // The old cookie opens nothing any more, though it is still a validly signed token.
    expect((await profile(cookie)).status).toBe(401);
    expect((await sessionOf(cookie)).body).toEqual({ authenticated: false });
    // Other sessions are not ended.
    expect((await profile(other)).status).toBe(200);
    // Logging out again with the dead cookie is harmless.
    expect((await send(logoutRoute, "POST", "/api/admin/logout", { cookie })).status).toBe(200);
  });

  test("without a session it still answers success", async () => {
    const answer = await unchanged(() => send(logoutRoute, "POST", "/api/admin/logout"));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Logged out" });
  });

  test("a cross-site logout is refused and the session lives on", async () => {
    const cookie = await login();
    for (const headers of CROSS_SITE) {
      const answer = await unchanged(() => send(logoutRoute, "POST", "/api/admin/logout", { cookie, headers }));
      expect(answer.status).toBe(403);
    }
    expect((await profile(cookie)).status).toBe(200);
  });
});

describe("session lifetime on the server", () => {
  test("an expired session opens nothing and its row is removed", async () => {
    const cookie = await login();
    const row = await db.adminSession.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    await db.adminSession.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await profile(cookie)).status).toBe(401);
    expect(await db.adminSession.findUnique({ where: { id: row.id } })).toBeNull();
  });

  test("an idle session opens nothing", async () => {
    const cookie = await login();
    const row = await db.adminSession.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    await db.adminSession.update({ where: { id: row.id }, data: { lastSeenAt: new Date(Date.now() - 3 * 24 * 3600_000) } });
    expect((await profile(cookie)).status).toBe(401);
    expect(await db.adminSession.findUnique({ where: { id: row.id } })).toBeNull();
  });

  test("use keeps a session alive (lastSeenAt is refreshed)", async () => {
    const cookie = await login();
    const row = await db.adminSession.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    const old = new Date(Date.now() - 5 * 60_000);
    await db.adminSession.update({ where: { id: row.id }, data: { lastSeenAt: old } });
    expect((await profile(cookie)).status).toBe(200);
    const after = await db.adminSession.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.lastSeenAt.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });
});

// Throttling: these refuse logins from some addresses for this file's process, so they run last.
describe("login throttling", () => {
  const THROTTLED = "Too many failed login attempts. Please try again later.";

  test("a successful login resets the failure count of its username and address", async () => {
    const ip = "10.99.0.9";
    for (let i = 0; i < LIMITS.loginPair.max - 1; i++)
      expect((await attempt({ username: "admin", password: `wrong-${i}` }, ip)).status).toBe(401);
    expect((await attempt({ username: "admin", password: ADMIN.password }, ip)).status).toBe(200);
    for (let i = 0; i < LIMITS.loginPair.max - 1; i++)
      expect((await attempt({ username: "admin", password: `wrong-again-${i}` }, ip)).status).toBe(401);
    expect((await attempt({ username: "admin", password: ADMIN.password }, ip)).status).toBe(200);
  });

  test("validation failures do not count as failed logins", async () => {
    const ip = "10.99.0.1";
    for (let i = 0; i < LIMITS.loginClient.max + 5; i++) expect((await attempt({ username: "admin", password: "" }, ip)).status).toBe(400);
    expect((await attempt({ username: ADMIN.username, password: ADMIN.password }, ip)).status).toBe(200);
  });

  test(`one client with ${LIMITS.loginClient.max} failures is refused even with the right password; other clients are not`, async () => {
    const ip = "10.99.0.2";
    for (let i = 0; i < LIMITS.loginClient.max; i++) {
      const answer = await attempt({ username: `spray-${i}`, password: "guess" }, ip);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(FAILED);
    }
    const refused = await unchanged(() => attempt({ username: ADMIN.username, password: ADMIN.password }, ip));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: THROTTLED });
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await attempt({ username: ADMIN.username, password: ADMIN.password }, "10.99.0.3")).status).toBe(200);
  });

  test("per username and address: 429 after repeated failures from that address, the same answer whether or not the username exists; other addresses are not refused", async () => {
    const answers: Record<string, { status: number; body: unknown }> = {};
    for (const [username, ip] of [
      ["ghost-user", "10.99.1.1"],
      ["admin", "10.99.1.2"],
    ]) {
      for (let i = 0; i < LIMITS.loginPair.max; i++) {
        const answer = await attempt({ username, password: `nope-${i}` }, ip);
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual(FAILED);
      }
      // Further tries for that username from that address are refused, the right password included.
      const wrong = await unchanged(() => attempt({ username, password: "nope-again" }, ip));
      const right = await unchanged(() => attempt({ username, password: ADMIN.password }, ip));
      for (const a of [wrong, right]) {
        expect(a.status).toBe(429);
        expect(a.headers.get("set-cookie")).toBeNull();
        expect(Number(a.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      answers[username] = { status: right.status, body: right.body };
    }
    expect(answers["ghost-user"]).toEqual(answers.admin);
    expect(answers.admin.body).toEqual({ message: THROTTLED });
    // The username is matched in any case, so changing case does not dodge it.
    expect((await attempt({ username: "ADMIN", password: ADMIN.password }, "10.99.1.2")).status).toBe(429);
    // From any other address the admin still logs in.
    expect((await attempt({ username: "admin", password: ADMIN.password })).status).toBe(200);
  });
});
