/**
 * One rule for "the site is https" (src/runtime-env.mjs, as env.https): with
 * only SITE_URL=https://… set, the session cookie is the __Secure- one with
 * the Secure flag, and it is read back. NEXTAUTH_URL alone used to decide.
 */
import "../https-site-env";
import { POST as loginRoute } from "@/app/api/admin/login/route";
import { POST as logoutRoute } from "@/app/api/admin/logout/route";
import { GET as sessionRoute } from "@/app/api/admin/session/route";
import { env } from "@/env";
import { useTestDatabase } from "../db";
import { makeAdmin } from "../factories";
import { ADMIN, cookieFrom, send } from "../kit";

useTestDatabase();

beforeAll(async () => {
  await makeAdmin();
});

test("with only SITE_URL https, login sets __Secure-next-auth.session-token with Secure, and the session is read back", async () => {
  expect(env.NEXTAUTH_URL).toBeUndefined();
  const login = await send(loginRoute, "POST", "/api/admin/login", { body: { username: ADMIN.username, password: ADMIN.password } });
  expect(login.status).toBe(200);
  const setCookie = login.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/^__Secure-next-auth\.session-token=[^;]+;/);
  expect(setCookie.split(/;\s*/)).toContain("Secure");

  const cookie = cookieFrom(login);
  expect((await send(sessionRoute, "GET", "/api/admin/session", { cookie })).body).toEqual({
    authenticated: true,
    admin: { username: ADMIN.username, email: ADMIN.email },
  });
  // The same token under the plain name opens nothing: one name, by one rule.
  const plain = cookie.replace(/^__Secure-/, "");
  expect((await send(sessionRoute, "GET", "/api/admin/session", { cookie: plain })).body).toEqual({ authenticated: false });

  const logout = await send(logoutRoute, "POST", "/api/admin/logout", { cookie });
  const cleared = logout.headers.get("set-cookie") ?? "";
  expect(cleared).toMatch(/^__Secure-next-auth\.session-token=;/);
  expect(cleared.split(/;\s*/)).toContain("Secure");
});
