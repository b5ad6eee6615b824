import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { logger } from "@/server/logger.mjs";
import { badRequest, HttpError, tooManyRequests } from "@/server/http/errors";
import { mailEnabled, sendMail } from "@/server/mail/mailer";
import { track } from "@/server/mail/notify";
import { signInLinkMail } from "@/server/mail/templates";
import { consume, LIMITS } from "@/server/rate-limit";
import { getSettingsMap } from "@/server/settings/settings";
import { SIGN_IN_LINK_INVALID } from "@/lib/validation/account";
import { createBuyerSession } from "./buyer-session";

/**
 * Signing in without a password: the buyer asks for a link, which is e-mailed
 * to the address; following it (and pressing Sign in, so that a mail scanner
 * fetching the link does not spend it) opens a session. A link works once,
 * for 15 minutes, and only its hash is kept. Every address gets the same
 * answer, known or not: an account is made on the first sign-in, so asking
 * tells nobody whether an address has bought here.
 */
export const LINK_TTL_MS = 15 * 60_000;

const hashOf = (token: string) => createHash("sha256").update(`buyer-sign-in:${token}`).digest("hex");

/** Records a link for the address and e-mails it; throttled per address and per client. */
export async function requestSignInLink(rawEmail: string, client: string): Promise<void> {
  if (!mailEnabled()) throw new HttpError(503, "Signing in by e-mail is not available right now. Please contact us.");
  const email = rawEmail.trim().toLowerCase();
  const [perClient, perAddress] = await Promise.all([consume(LIMITS.signInClient, client), consume(LIMITS.signInAddress, email)]);
  const refused = [perClient, perAddress].find((l) => !l.allowed);
  if (refused) throw tooManyRequests(refused.retryAfterSeconds, "Too many sign-in links asked for. Please try again later.");
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.buyerSignInLink.create({ data: { tokenHash: hashOf(token), email, expiresAt: new Date(now + LINK_TTL_MS) } });
  if (Math.random() < 0.05) await db.buyerSignInLink.deleteMany({ where: { expiresAt: { lt: new Date(now - 24 * 3_600_000) } } });
  const url = `${env.siteUrl}/account/sign-in/confirm?token=${token}`;
  track(
    (async () => {
      const business = (await getSettingsMap()).business_name || "our store";
      await sendMail({ to: email, content: signInLinkMail(url, business) });
    })().catch((e) => logger.error({ reason: e instanceof Error ? e.message : String(e) }, "sign-in e-mail failed")),
  );
}

/**
 * Spends a link: the buyer (made on the first sign-in) and a new session, or
 * 400 when the link is unknown, used or expired. Two presses of the same link
 * race on one conditional update: only one wins.
 */
export async function signInWithLink(token: string, userAgent: string | null): Promise<{ token: string; expires: Date; email: string }> {
  const now = new Date();
  const link = await db.buyerSignInLink.findUnique({ where: { tokenHash: hashOf(token) } });
  if (!link || link.usedAt || link.expiresAt <= now) throw badRequest(`token: ${SIGN_IN_LINK_INVALID}`, { token: SIGN_IN_LINK_INVALID });
  const spent = await db.buyerSignInLink.updateMany({ where: { id: link.id, usedAt: null }, data: { usedAt: now } });
  if (spent.count !== 1) throw badRequest(`token: ${SIGN_IN_LINK_INVALID}`, { token: SIGN_IN_LINK_INVALID });
  const buyer = await db.buyer.upsert({
    where: { email: link.email },
    create: { email: link.email, lastSignInAt: now },
    update: { lastSignInAt: now },
  });
  return { ...(await createBuyerSession(buyer.id, userAgent)), email: buyer.email };
}
