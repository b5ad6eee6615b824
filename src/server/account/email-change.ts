import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/env";
import { EMAIL_CHANGE_LINK_INVALID, EMAIL_SAME, EMAIL_TAKEN } from "@/lib/validation/account";
import { audit } from "@/server/audit";
import { db } from "@/server/db/client";
import { badRequest, conflict, HttpError, tooManyRequests } from "@/server/http/errors";
import { logger } from "@/server/logger.mjs";
import type { MailContent } from "@/server/mail/content";
import { mailEnabled, sendMail } from "@/server/mail/mailer";
import { track } from "@/server/mail/notify";
import { consume, LIMITS } from "@/server/rate-limit";
import { getSettingsMap } from "@/server/settings/settings";
import { createBuyerSession } from "./buyer-session";
import { LINK_TTL_MS } from "./sign-in-link";

/**
 * Changing a buyer's address. The address is what signs them in, so a new one
 * must prove itself as a sign-in link does: a link e-mailed to it, working
 * once for 15 minutes, only its hash kept. The old address is told at once, so
 * a change nobody asked for is noticed before it happens; signing out
 * everywhere cancels it. Opening the link changes the address whoever is
 * signed in where (the link is bound to the buyer who asked), ends every other
 * session of the buyer and signs this browser in.
 */
const hashOf = (token: string) => createHash("sha256").update(`buyer-email-change:${token}`).digest("hex");

export function emailChangeLinkMail(url: string, business: string, oldEmail: string): MailContent {
  return {
    subject: `Confirm your new e-mail address for ${business}`,
    preview: "Confirm the address to sign in with from now on. The link works once, for 15 minutes.",
    blocks: [
      { type: "text", text: "Hello," },
      {
        type: "text",
        text: `The account ${oldEmail} at ${business} asked to sign in with this address from now on. Confirm it with the link; it works once, for 15 minutes.`,
      },
      { type: "action", label: "Confirm this address", url },
      { type: "text", text: "If you did not ask for it, ignore this e-mail: nothing changes without the link." },
      { type: "signature", text: business },
    ],
  };
}

export function emailChangeNoticeMail(newEmail: string, business: string, accountUrl: string): MailContent {
  return {
    subject: `Your e-mail address for ${business} is being changed`,
    preview: `Your account's address is being changed to ${newEmail}.`,
    blocks: [
      { type: "text", text: "Hello," },
      {
        type: "text",
        text: `Your e-mail address at ${business} is being changed to ${newEmail}. It changes once a link we sent there is opened, within 15 minutes.`,
      },
      {
        type: "text",
        text: "If it wasn't you, sign in with this address and press Sign out everywhere: that ends every session and cancels the change. Then contact us.",
      },
      { type: "action", label: "Sign in", url: accountUrl },
      { type: "signature", text: business },
    ],
  };
}

/**
 * Asks for a change to `rawEmail`: 400 for the buyer's own address, 409 for an
 * address another buyer signs in with, 429 past the limits (per new address and
 * per client, as sign-in links). Mails the link to the new address and a notice
 * to the old one.
 */
export async function requestEmailChange(buyer: { id: number; email: string }, rawEmail: string, client: string): Promise<string> {
  if (!mailEnabled()) throw new HttpError(503, "E-mail is not available right now. Please contact us.");
  const email = rawEmail.trim().toLowerCase();
  if (email === buyer.email.toLowerCase()) throw badRequest(`email: ${EMAIL_SAME}`, { email: EMAIL_SAME });
  if (await db.buyer.findUnique({ where: { email }, select: { id: true } })) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  const limits = await Promise.all([consume(LIMITS.emailChangeClient, client), consume(LIMITS.emailChangeAddress, email)]);
  const refused = limits.find((l) => !l.allowed);
  if (refused) throw tooManyRequests(refused.retryAfterSeconds, "Too many changes asked for. Please try again later.");
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.buyerEmailChange.create({
    data: { buyerId: buyer.id, newEmail: email, tokenHash: hashOf(token), expiresAt: new Date(now + LINK_TTL_MS) },
  });
  if (Math.random() < 0.05) await db.buyerEmailChange.deleteMany({ where: { expiresAt: { lt: new Date(now - 24 * 3_600_000) } } });
  const url = `${env.siteUrl}/account/email/confirm?token=${token}`;
  track(
    (async () => {
      const business = (await getSettingsMap()).business_name || "our store";
      await sendMail({ to: email, content: emailChangeLinkMail(url, business, buyer.email) });
      await sendMail({ to: buyer.email, content: emailChangeNoticeMail(email, business, `${env.siteUrl}/account/sign-in`) });
    })().catch((e) => logger.error({ reason: e instanceof Error ? e.message : String(e) }, "e-mail change mail failed")),
  );
  return email;
}

/** What the confirm page shows before anything is spent: the new address, or null for a dead link. */
export async function emailChangePreview(token: string): Promise<{ newEmail: string } | null> {
  const row = await db.buyerEmailChange.findUnique({
    where: { tokenHash: hashOf(token) },
    select: { newEmail: true, usedAt: true, expiresAt: true },
  });
  if (!row || row.usedAt || row.expiresAt <= new Date()) return null;
  return { newEmail: row.newEmail };
}

const invalid = () => badRequest(`token: ${EMAIL_CHANGE_LINK_INVALID}`, { token: EMAIL_CHANGE_LINK_INVALID });
const taken = () => conflict(EMAIL_TAKEN, { token: EMAIL_TAKEN });

/**
 * Spends a change link: the address changes, the buyer's guest requests made
 * with the old address become theirs by id (the account lists them by address
 * otherwise), other pending changes are cancelled and every session ends; a new
 * one is opened for this browser. 400 for an unknown, spent or expired link;
 * 409 when another buyer took the address meanwhile (the link stays unspent).
 */
export async function confirmEmailChange(
  token: string,
  userAgent: string | null,
): Promise<{ token: string; expires: Date; email: string; previous: string }> {
  const now = new Date();
  const link = await db.buyerEmailChange.findUnique({ where: { tokenHash: hashOf(token) } });
  if (!link || link.usedAt || link.expiresAt <= now) throw invalid();
  const pg = env.provider === "postgresql";
  let previous: string;
  try {
    previous = await db.$transaction(async (tx) => {
      const buyer = await tx.buyer.findUniqueOrThrow({ where: { id: link.buyerId }, select: { email: true } });
      const holder = await tx.buyer.findUnique({ where: { email: link.newEmail }, select: { id: true } });
      if (holder && holder.id !== link.buyerId) throw taken();
      const spent = await tx.buyerEmailChange.updateMany({ where: { id: link.id, usedAt: null }, data: { usedAt: now } });
      if (spent.count !== 1) throw invalid();
      await tx.buyerEmailChange.updateMany({ where: { buyerId: link.buyerId, usedAt: null }, data: { usedAt: now } });
      await tx.buyer.update({ where: { id: link.buyerId }, data: { email: link.newEmail, lastSignInAt: now } });
      await tx.$executeRawUnsafe(
        `UPDATE "QuoteRequest" SET "buyerId" = ${pg ? "$1" : "?"} WHERE "buyerId" IS NULL AND "companyId" IS NULL AND lower("email") = ${pg ? "$2" : "?"}`,
        link.buyerId,
        buyer.email.toLowerCase(),
      );
      await tx.buyerSession.deleteMany({ where: { buyerId: link.buyerId } });
      return buyer.email;
    });
  } catch (e) {
    // Another buyer signed in with the address between the check and the update: the unique index decides.
    if ((e as { code?: string })?.code === "P2002") throw taken();
    throw e;
  }
  await audit({
    actor: `buyer:${previous}`,
    action: "update",
    entity: "Buyer",
    entityId: link.buyerId,
    before: { email: previous },
    after: { email: link.newEmail },
  });
  return { ...(await createBuyerSession(link.buyerId, userAgent)), email: link.newEmail, previous };
}
