import "server-only";
import type { AdminProfile } from "@/lib/types";
import type { ChangePasswordInput } from "@/lib/validation/password";
import type { ProfileInput } from "@/lib/validation/profile";
import { audit } from "@/server/audit";
import { dummyHash, hashPassword, isCommonPassword, verifyPassword } from "@/server/auth/password";
import { createSession, endOtherSessions, endSession, type Session } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { badRequest, conflict, notFound, tooManyRequests } from "@/server/http/errors";
import { consume, LIMITS, peek, reset } from "@/server/rate-limit";

export type LoginResult =
  | { ok: true; admin: AdminProfile; token: string; expires: Date }
  | { ok: false };

/**
 * Checks credentials with throttling per client address and per username.
 * The answer for a throttled, unknown or wrong login never tells whether the
 * username exists; an unknown username costs the same hashing time.
 */
export async function login(username: string, password: string, clientIp: string, userAgent: string | null): Promise<LoginResult> {
  const userKey = username.toLowerCase();
  const [byClient, byUser] = await Promise.all([peek(LIMITS.loginClient, clientIp), peek(LIMITS.loginUser, userKey)]);
  if (byClient.count >= LIMITS.loginClient.max || byUser.count >= LIMITS.loginUser.max) {
    throw tooManyRequests(Math.max(byClient.retryAfterSeconds, byUser.retryAfterSeconds), "Too many failed login attempts. Please try again later.");
  }
  const admin = await db.admin.findUnique({ where: { username }, select: { id: true, username: true, email: true, passwordHash: true } });
  const ok = await verifyPassword(admin?.passwordHash ?? (await dummyHash()), password);
  if (!admin || !ok) {
    await Promise.all([consume(LIMITS.loginClient, clientIp), consume(LIMITS.loginUser, userKey)]);
    return { ok: false };
  }
  await reset(LIMITS.loginUser, userKey);
  const { token, expires } = await createSession(admin.id, userAgent);
  await audit({ actor: admin.username, action: "login", entity: "Admin", entityId: admin.id });
  return { ok: true, admin: { username: admin.username, email: admin.email }, token, expires };
}

export async function logout(session: Session): Promise<void> {
  await endSession(session.id);
  await audit({ actor: session.admin.username, action: "logout", entity: "Admin", entityId: session.admin.id });
}

export async function getProfile(adminId: number): Promise<AdminProfile> {
  const admin = await db.admin.findUnique({ where: { id: adminId }, select: { username: true, email: true } });
  if (!admin) throw notFound("Admin not found");
  return admin;
}

export async function updateProfile(session: Session, input: ProfileInput): Promise<AdminProfile> {
  const clash = await db.admin.findFirst({ where: { username: input.username, NOT: { id: session.admin.id } }, select: { id: true } });
  if (clash) throw conflict("This username is already taken", { username: "This username is already taken" });
  const before = await getProfile(session.admin.id);
  const admin = await db.admin.update({ where: { id: session.admin.id }, data: { username: input.username, email: input.email }, select: { username: true, email: true } });
  await audit({ actor: admin.username, action: "update", entity: "Admin", entityId: session.admin.id, before, after: admin });
  return admin;
}

/** Checks the current password on the server; a change ends every other session of the admin. */
export async function changePassword(session: Session, input: ChangePasswordInput): Promise<void> {
  const admin = await db.admin.findUnique({ where: { id: session.admin.id }, select: { passwordHash: true } });
  if (!admin) throw notFound("Admin not found");
  if (!(await verifyPassword(admin.passwordHash, input.currentPassword))) {
    throw badRequest("Current password is incorrect", { currentPassword: "Current password is incorrect" });
  }
  if (isCommonPassword(input.newPassword)) {
    throw badRequest("This password is too common. Choose a less guessable one.", { newPassword: "This password is too common. Choose a less guessable one." });
  }
  if (input.newPassword === input.currentPassword) {
    throw badRequest("The new password must differ from the current one", { newPassword: "The new password must differ from the current one" });
  }
  await db.admin.update({ where: { id: session.admin.id }, data: { passwordHash: await hashPassword(input.newPassword) } });
  await endOtherSessions(session.admin.id, session.id);
  await audit({ actor: session.admin.username, action: "password", entity: "Admin", entityId: session.admin.id });
}
