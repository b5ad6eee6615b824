import "server-only";
import { isCommonPassword } from "@/lib/common-passwords";
import type { AdminProfile } from "@/lib/types";
import type { ChangePasswordInput } from "@/lib/validation/password";
import type { ProfileInput } from "@/lib/validation/profile";
import { audit } from "@/server/audit";
import { dummyHash, hashPassword, verifyPassword } from "@/server/auth/password";
import { createSession, endOtherSessions, endSession, type Session } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { badRequest, conflict, notFound, tooManyRequests } from "@/server/http/errors";
import { consume, giveBack, LIMITS, reset, type LimitState } from "@/server/rate-limit";

export type LoginResult = { ok: true; admin: AdminProfile; token: string; expires: Date } | { ok: false };

/**
 * Checks credentials with throttling per client address and per username and
 * address (OWASP's login-throttling pattern). The attempt is counted before the
 * password is verified, so parallel guesses cannot all be verified before the
 * count catches up; a successful login gives its count back. Failures from one
 * address never refuse the right password from another. The answer for a
 * throttled, unknown or wrong login never tells whether the username exists;
 * an unknown username costs the same hashing time.
 */
export async function login(username: string, password: string, clientIp: string, userAgent: string | null): Promise<LoginResult> {
  const pair = JSON.stringify([clientIp, username.toLowerCase()]);
  const counted = await Promise.all([consume(LIMITS.loginClient, clientIp), consume(LIMITS.loginPair, pair)]);
  refuseIfOver(counted, "Too many failed login attempts. Please try again later.");
  const admin = await db.admin.findUnique({ where: { username }, select: { id: true, username: true, email: true, passwordHash: true } });
  const ok = await verifyPassword(admin?.passwordHash ?? (await dummyHash()), password);
  if (!admin || !ok) return { ok: false };
  await Promise.all([giveBack(LIMITS.loginClient, clientIp), reset(LIMITS.loginPair, pair)]);
  const { token, expires } = await createSession(admin.id, userAgent);
  await audit({ actor: admin.username, action: "login", entity: "Admin", entityId: admin.id });
  return { ok: true, admin: { username: admin.username, email: admin.email }, token, expires };
}

function refuseIfOver(counted: LimitState[], message: string): void {
  const over = counted.filter((c) => !c.allowed);
  if (over.length) throw tooManyRequests(Math.max(...over.map((c) => c.retryAfterSeconds)), message);
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
  const admin = await db.admin.update({
    where: { id: session.admin.id },
    data: { username: input.username, email: input.email },
    select: { username: true, email: true },
  });
  await audit({ actor: admin.username, action: "update", entity: "Admin", entityId: session.admin.id, before, after: admin });
  return admin;
}

/** Checks the current password on the server; a change ends every other session of the admin. */
export async function changePassword(session: Session, input: ChangePasswordInput): Promise<void> {
  const admin = await db.admin.findUnique({ where: { id: session.admin.id }, select: { passwordHash: true } });
  if (!admin) throw notFound("Admin not found");
  // Counted before verifying, as logins are: a stolen session cannot try passwords in bulk.
  refuseIfOver([await consume(LIMITS.passwordCheck, session.id)], "Too many wrong current passwords. Please try again later.");
  if (!(await verifyPassword(admin.passwordHash, input.currentPassword))) {
    throw badRequest("Current password is incorrect", { currentPassword: "Current password is incorrect" });
  }
  await giveBack(LIMITS.passwordCheck, session.id);
  if (isCommonPassword(input.newPassword)) {
    throw badRequest("This password is too common. Choose a less guessable one.", {
      newPassword: "This password is too common. Choose a less guessable one.",
    });
  }
  if (input.newPassword === input.currentPassword) {
    throw badRequest("The new password must differ from the current one", {
      newPassword: "The new password must differ from the current one",
    });
  }
  await db.admin.update({ where: { id: session.admin.id }, data: { passwordHash: await hashPassword(input.newPassword) } });
  await endOtherSessions(session.admin.id, session.id);
  await audit({ actor: session.admin.username, action: "password", entity: "Admin", entityId: session.admin.id });
}
