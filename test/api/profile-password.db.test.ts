/**
 * GET /api/admin/profile, POST /api/admin/update-profile and
 * POST /api/admin/change-password (hashed passwords, current one checked on the server).
 */
import { POST as changePasswordRoute } from "@/app/api/admin/change-password/route";
import { POST as loginRoute } from "@/app/api/admin/login/route";
import { GET as profileRoute } from "@/app/api/admin/profile/route";
import { GET as sessionRoute } from "@/app/api/admin/session/route";
import { POST as updateProfileRoute } from "@/app/api/admin/update-profile/route";
import { verifyPassword } from "@/server/auth/password";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeAdmin } from "../factories";
import { ADMIN, CROSS_SITE, login, send, unchanged } from "../kit";

useTestDatabase();

let cookie = "";
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
});

const profile = (c: string = cookie) => send(profileRoute, "GET", "/api/admin/profile", { cookie: c });
const updateProfile = (body: unknown, headers?: Record<string, string>) =>
  send(updateProfileRoute, "POST", "/api/admin/update-profile", { body, cookie, headers });
const changePassword = (body: unknown, c: string = cookie, headers?: Record<string, string>) =>
  send(changePasswordRoute, "POST", "/api/admin/change-password", { body, cookie: c, headers });
const tryLogin = (username: string, password: string) =>
  send(loginRoute, "POST", "/api/admin/login", { body: { username, password }, headers: { "x-forwarded-for": "10.5.5.5" } });
const adminRow = () => db.admin.findFirstOrThrow({ orderBy: { id: "asc" } });

describe("GET /api/admin/profile", () => {
  test("answers {admin: {username, email}} from the database, nothing more", async () => {
    const answer = await profile();
    expect(answer.status).toBe(200);
    const row = await adminRow();
    expect(answer.body).toEqual({ admin: { username: row.username, email: row.email } });
    expect(answer.body).toEqual({ admin: { username: "admin", email: "admin@example.com" } });
  });
});

describe("POST /api/admin/update-profile", () => {
  test("saves username and email: {success, admin, message}; the session lives on; login uses the new username", async () => {
    const answer = await updateProfile({ username: "  warehouse-boss  ", email: " boss@usplasticsupply.com " });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      admin: { username: "warehouse-boss", email: "boss@usplasticsupply.com" },
      message: "Profile updated successfully",
    });
    const row = await adminRow();
    expect(row).toMatchObject({ username: "warehouse-boss", email: "boss@usplasticsupply.com" });
    expect((await profile()).body).toEqual({ admin: { username: "warehouse-boss", email: "boss@usplasticsupply.com" } });
    expect((await send(sessionRoute, "GET", "/api/admin/session", { cookie })).body).toEqual({
      authenticated: true,
      admin: { username: "warehouse-boss", email: "boss@usplasticsupply.com" },
    });
    expect((await tryLogin("admin", ADMIN.password)).status).toBe(401);
    expect((await tryLogin("warehouse-boss", ADMIN.password)).status).toBe(200);
    // Back to the profile makeAdmin made, for the other tests.
    expect((await updateProfile({ username: "admin", email: "admin@example.com" })).status).toBe(200);
    expect((await tryLogin("admin", ADMIN.password)).status).toBe(200);
  });

  test.each([
    [{ email: "a@example.com" }, { username: "Username is required" }],
    [{ username: "", email: "a@example.com" }, { username: "Username is required" }],
    [{ username: "   ", email: "a@example.com" }, { username: "Username is required" }],
    [{ username: ["admin"], email: "a@example.com" }, { username: "Username is required" }],
    [{ username: "u".repeat(101), email: "a@example.com" }, { username: "Username must be at most 100 characters" }],
    [{ username: "admin" }, { email: "Valid email is required" }],
    [{ username: "admin", email: "" }, { email: "Valid email is required" }],
    [{ username: "admin", email: "not-an-email" }, { email: "Valid email is required" }],
    [{ username: "admin", email: "admin@" }, { email: "Valid email is required" }],
    [{ username: "admin", email: "admin@example.com <script>" }, { email: "Valid email is required" }],
    [{}, { username: "Username is required", email: "Valid email is required" }],
  ])("validation %j: 400 with the exact messages, nothing changed", async (body, errors) => {
    const answer = await unchanged(() => updateProfile(body));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
  });

  test("a username another admin has is 409 and changes nothing", async () => {
    const other = await db.admin.create({ data: { username: "second-admin", email: "second@example.com", passwordHash: "x" } });
    const answer = await unchanged(() => updateProfile({ username: "second-admin", email: "admin@example.com" }));
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual({ username: "This username is already taken" });
    await db.admin.delete({ where: { id: other.id } });
  });

  test("malformed bodies are 4xx; a cross-site post is 403; nothing changes", async () => {
    for (const rawBody of ["", "{", "[]", "null", '"admin"']) {
      const answer = await unchanged(() => send(updateProfileRoute, "POST", "/api/admin/update-profile", { rawBody, cookie }));
      expect(answer.status).toBe(400);
    }
    expect((await unchanged(() => updateProfile({ username: "admin", email: "x".repeat(9000) + "@example.com" }))).status).toBe(413);
    for (const headers of CROSS_SITE) {
      expect((await unchanged(() => updateProfile({ username: "evil", email: "evil@example.com" }, headers))).status).toBe(403);
    }
  });
});

describe("POST /api/admin/change-password", () => {
  test.each([
    [{}, { currentPassword: "Current password is required", newPassword: "New password must be at least 6 characters" }],
    [{ newPassword: "Long-Enough-1" }, { currentPassword: "Current password is required" }],
    [{ currentPassword: "", newPassword: "Long-Enough-1" }, { currentPassword: "Current password is required" }],
    [{ currentPassword: ADMIN.password }, { newPassword: "New password must be at least 6 characters" }],
    [{ currentPassword: ADMIN.password, newPassword: "" }, { newPassword: "New password must be at least 6 characters" }],
    [{ currentPassword: ADMIN.password, newPassword: "Ab1-x" }, { newPassword: "New password must be at least 6 characters" }],
    [{ currentPassword: ADMIN.password, newPassword: 123456 }, { newPassword: "New password must be at least 6 characters" }],
    [{ currentPassword: ADMIN.password, newPassword: "p".repeat(201) }, { newPassword: "New password must be at most 200 characters" }],
  ])("validation %j: 400 with the exact messages, nothing changed", async (body, errors) => {
    const answer = await unchanged(() => changePassword(body));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
  });

  test("a wrong current password is 400 on currentPassword and changes nothing", async () => {
    const answer = await unchanged(() => changePassword({ currentPassword: "Wrong-Horse-9", newPassword: "Brand-New-Pass-1" }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ currentPassword: "Current password is incorrect" });
    expect(answer.body.message).toBe("Current password is incorrect");
  });

  test.each(["password123", "123456", "qwerty", "aaaaaaaa", "abcdefgh"])(
    "a very common password (%j) is refused and changes nothing",
    async (newPassword) => {
      const answer = await unchanged(() => changePassword({ currentPassword: ADMIN.password, newPassword }));
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual(["newPassword"]);
    },
  );

  test("the same password as the current one is refused and changes nothing", async () => {
    const answer = await unchanged(() => changePassword({ currentPassword: ADMIN.password, newPassword: ADMIN.password }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ newPassword: "The new password must differ from the current one" });
  });

  test("malformed bodies are 4xx; a cross-site post is 403; nothing changes", async () => {
    for (const rawBody of ["", "{", "[]", "null", "1"]) {
      const answer = await unchanged(() => send(changePasswordRoute, "POST", "/api/admin/change-password", { rawBody, cookie }));
      expect(answer.status).toBe(400);
    }
    expect((await unchanged(() => changePassword({ currentPassword: ADMIN.password, newPassword: "x".repeat(9000) }))).status).toBe(413);
    for (const headers of CROSS_SITE) {
      const answer = await unchanged(() =>
        changePassword({ currentPassword: ADMIN.password, newPassword: "Evil-Chosen-1" }, cookie, headers),
      );
      expect(answer.status).toBe(403);
    }
  });

  test("a change: {success, message}; a new argon2id hash; old password and other sessions stop working; this session lives on", async () => {
    const other = await login();
    const before = await adminRow();
    const newPassword = " Spaced Pass 6 "; // never trimmed
    const answer = await changePassword({ currentPassword: ADMIN.password, newPassword });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Password changed successfully" });

    const after = await adminRow();
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    expect(after.passwordHash).not.toContain(newPassword.trim());
    expect(await verifyPassword(after.passwordHash, newPassword)).toBe(true);
    expect(await verifyPassword(after.passwordHash, newPassword.trim())).toBe(false);

    expect((await profile(other)).status).toBe(401);
    expect((await profile()).status).toBe(200);
    expect((await tryLogin("admin", ADMIN.password)).status).toBe(401);
    expect((await tryLogin("admin", newPassword.trim())).status).toBe(401);
    const fresh = await tryLogin("admin", newPassword);
    expect(fresh.status).toBe(200);

    // The old password is now the wrong current password.
    const stale = await unchanged(() => changePassword({ currentPassword: ADMIN.password, newPassword: "Another-Pass-7" }));
    expect(stale.status).toBe(400);
    // Six characters are enough (the enforced minimum).
    const six = await changePassword({ currentPassword: newPassword, newPassword: "Zq9#xw" });
    expect(six.status).toBe(200);
    expect((await tryLogin("admin", "Zq9#xw")).status).toBe(200);
  });
});
