import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/env";
import { BUYER_HINT_COOKIE } from "@/lib/buyer-hint";
import { db } from "@/server/db/client";

/**
 * Buyer sessions, apart from the admin's: their own cookie, their own table.
 * The cookie holds 32 random bytes; the row's id is their sha-256, so a copy of
 * the database opens no session. Idle time, the absolute limit, signing out or
 * signing out everywhere deletes the row, and a cookie without a row opens nothing.
 */
export const BUYER_COOKIE = env.https ? "__Host-buyer-session" : "buyer-session";
export const BUYER_IDLE_MS = 14 * 24 * 3_600_000;
export const BUYER_MAX_MS = 90 * 24 * 3_600_000;
/** lastSeenAt is written at most this often. */
const TOUCH_MS = 60_000;

export interface BuyerSession {
  id: string;
  /** companyId is null until the buyer creates a company or joins one; role is "admin" or "buyer" within it. */
  buyer: { id: number; email: string; name: string; companyId: number | null; role: BuyerRole };
}

export type BuyerRole = "admin" | "buyer";

const sessionId = (token: string) => createHash("sha256").update(`buyer-session:${token}`).digest("hex");

export async function createBuyerSession(buyerId: number, userAgent: string | null): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const expires = new Date(now + BUYER_MAX_MS);
  await db.buyerSession.create({
    data: { id: sessionId(token), buyerId, expiresAt: expires, userAgent: userAgent?.slice(0, 300) ?? null },
  });
  if (Math.random() < 0.05) {
    await db.buyerSession.deleteMany({
      where: { OR: [{ expiresAt: { lt: new Date(now) } }, { lastSeenAt: { lt: new Date(now - BUYER_IDLE_MS) } }] },
    });
  }
  return { token, expires };
}

export async function readBuyerSession(token: string | null | undefined): Promise<BuyerSession | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await db.buyerSession.findUnique({
    where: { id: sessionId(token) },
    select: {
      id: true,
      expiresAt: true,
      lastSeenAt: true,
      buyer: { select: { id: true, email: true, name: true, companyId: true, role: true } },
    },
  });
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + BUYER_IDLE_MS <= now) {
    await db.buyerSession.deleteMany({ where: { id: row.id } });
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_MS)
    await db.buyerSession.updateMany({ where: { id: row.id }, data: { lastSeenAt: new Date(now) } });
  const { role, ...buyer } = row.buyer;
  return { id: row.id, buyer: { ...buyer, role: role === "admin" ? "admin" : "buyer" } };
}

export async function endBuyerSession(id: string): Promise<void> {
  await db.buyerSession.deleteMany({ where: { id } });
}

/**
 * Signs the buyer out of every browser (a lost laptop, a shared computer), and
 * cancels any address change asked for: the old address's notice tells whoever
 * did not ask for one to do this.
 */
export async function endAllBuyerSessions(buyerId: number): Promise<number> {
  await db.buyerEmailChange.updateMany({ where: { buyerId, usedAt: null }, data: { usedAt: new Date() } });
  return (await db.buyerSession.deleteMany({ where: { buyerId } })).count;
}

export function buyerTokenFromCookieHeader(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === BUYER_COOKIE) return part.slice(i + 1).trim();
  }
  return null;
}

export function buyerSessionCookie(token: string, expires: Date): string {
  return serialize(token, `Expires=${expires.toUTCString()}`);
}

export function clearedBuyerSessionCookie(): string {
  return serialize("", "Max-Age=0");
}

function serialize(value: string, lifetime: string): string {
  return [`${BUYER_COOKIE}=${value}`, "Path=/", lifetime, "HttpOnly", "SameSite=Lax", env.https ? "Secure" : ""].filter(Boolean).join("; ");
}

/** The script-readable hint beside the session cookie (src/lib/buyer-hint.ts), with the session's lifetime. */
export function buyerHintCookie(expires: Date): string {
  return [`${BUYER_HINT_COOKIE}=1`, "Path=/", `Expires=${expires.toUTCString()}`, "SameSite=Lax", env.https ? "Secure" : ""]
    .filter(Boolean)
    .join("; ");
}

export function clearedBuyerHintCookie(): string {
  return [`${BUYER_HINT_COOKIE}=`, "Path=/", "Max-Age=0", "SameSite=Lax", env.https ? "Secure" : ""].filter(Boolean).join("; ");
}
