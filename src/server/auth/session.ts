import "server-only";
import { randomUUID } from "node:crypto";
import { decode, encode } from "next-auth/jwt";
import { authSecret, env } from "@/env";
import { db } from "@/server/db/client";

/**
 * Admin sessions: the cookie is a next-auth JWT (encrypted with the auth
 * secret) naming a row of AdminSession. The row is the session on the server:
 * logout, a password change, idle time or the absolute limit delete it, and a
 * cookie whose row is gone opens nothing.
 */
export const SESSION_COOKIE = env.https ? "__Secure-next-auth.session-token" : "next-auth.session-token";
export const IDLE_MS = env.SESSION_IDLE_MINUTES * 60_000;
export const MAX_MS = env.SESSION_MAX_HOURS * 3_600_000;
/** lastSeenAt is written at most this often, so a busy admin does not write on every request. */
const TOUCH_MS = 60_000;

export interface SessionAdmin {
  id: number;
  username: string;
  email: string;
}

export interface Session {
  id: string;
  admin: SessionAdmin;
}

export async function createSession(adminId: number, userAgent: string | null): Promise<{ token: string; expires: Date; id: string }> {
  const id = randomUUID();
  const now = Date.now();
  const expires = new Date(now + MAX_MS);
  await db.adminSession.create({ data: { id, adminId, expiresAt: expires, userAgent: userAgent?.slice(0, 300) ?? null } });
  // Occasional clean-up of dead rows.
  if (Math.random() < 0.05)
    await db.adminSession.deleteMany({
      where: { OR: [{ expiresAt: { lt: new Date(now) } }, { lastSeenAt: { lt: new Date(now - IDLE_MS) } }] },
    });
  const token = await encode({ token: { sub: String(adminId), sid: id }, secret: authSecret(), maxAge: MAX_MS / 1000 });
  return { token, expires, id };
}

export async function readSession(token: string | undefined | null): Promise<Session | null> {
  if (!token || token.length > 4096) return null;
  let sid: unknown;
  try {
    const payload = await decode({ token, secret: authSecret() });
    sid = payload?.sid;
  } catch {
    return null;
  }
  if (typeof sid !== "string") return null;
  const row = await db.adminSession.findUnique({
    where: { id: sid },
    select: { id: true, expiresAt: true, lastSeenAt: true, admin: { select: { id: true, username: true, email: true } } },
  });
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + IDLE_MS <= now) {
    await db.adminSession.deleteMany({ where: { id: row.id } });
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_MS) {
    await db.adminSession.updateMany({ where: { id: row.id }, data: { lastSeenAt: new Date(now) } });
  }
  return { id: row.id, admin: row.admin };
}

export async function endSession(id: string): Promise<void> {
  await db.adminSession.deleteMany({ where: { id } });
}

export async function endOtherSessions(adminId: number, keepId: string): Promise<void> {
  await db.adminSession.deleteMany({ where: { adminId, NOT: { id: keepId } } });
}

/** Reads the session cookie from a Cookie header (route handlers get the raw Request). */
export function tokenFromCookieHeader(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === SESSION_COOKIE) {
      // A malformed %-escape is a bad cookie (no session), not a server error.
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function sessionCookie(token: string, expires: Date): string {
  return serialize(token, `Expires=${expires.toUTCString()}`);
}

export function clearedSessionCookie(): string {
  return serialize("", "Max-Age=0");
}

function serialize(value: string, lifetime: string): string {
  return [`${SESSION_COOKIE}=${value}`, "Path=/", lifetime, "HttpOnly", "SameSite=Lax", env.https ? "Secure" : ""]
    .filter(Boolean)
    .join("; ");
}
