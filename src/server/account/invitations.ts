import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/env";
import {
  INVITATION_ACCEPTED,
  INVITATION_EXPIRED,
  INVITATION_INVALID,
  INVITATION_REVOKED,
  OTHER_COMPANY,
  type CompanyRole,
  type PendingInvitation,
} from "@/lib/validation/company";
import { db } from "@/server/db/client";
import { badRequest, conflict, HttpError, notFound, tooManyRequests } from "@/server/http/errors";
import { logger } from "@/server/logger.mjs";
import type { MailContent } from "@/server/mail/content";
import { mailEnabled, sendMail } from "@/server/mail/mailer";
import { track } from "@/server/mail/notify";
import { consume, type Limit } from "@/server/rate-limit";
import { getSettingsMap } from "@/server/settings/settings";
import { createBuyerSession } from "./buyer-session";

/**
 * Joining a company: an admin of the company (or the supplier's admin) invites
 * an address; the e-mailed link works once, for 7 days, and only its hash is
 * kept. The link proves the address as a sign-in link does, so accepting it
 * also signs that address in.
 */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

export const INVITATION_LIMITS = {
  /** Invitations sent per company: 20 an hour (a company cannot be used to mail strangers in bulk). */
  company: { name: "invitation-company", max: 20, windowMs: 60 * 60_000 },
  /** Invitations sent to one address: 5 a day (a mailbox is not flooded). */
  address: { name: "invitation-address", max: 5, windowMs: 24 * 60 * 60_000, hashKey: true },
} satisfies Record<string, Limit>;

const hashOf = (token: string) => createHash("sha256").update(`company-invitation:${token}`).digest("hex");

/** The invitation e-mail: who invites, to what, and the link; text and HTML parts like every other mail. */
export function invitationMail(url: string, business: string, companyName: string, role: CompanyRole): MailContent {
  return {
    subject: `You are invited to join ${companyName} on ${business}`,
    preview: `Join ${companyName} to see its quotes. The link works once, for 7 days.`,
    blocks: [
      { type: "text", text: "Hello," },
      {
        type: "text",
        text: `You are invited to join ${companyName}'s account at ${business} as ${role === "admin" ? "an admin" : "a buyer"}, to request quotes and see the company's quotes in one place. The link works once, for 7 days.`,
      },
      { type: "action", label: "Join the company", url },
      { type: "text", text: "If you did not expect it, ignore this e-mail: nothing happens without the link." },
      { type: "signature", text: business },
    ],
  };
}

/**
 * Records an invitation and e-mails it. Every invitation counts against the
 * invited address; a company admin's also against the company (the supplier's
 * admin is not held to that one).
 */
export async function inviteToCompany(
  companyId: number,
  rawEmail: string,
  role: CompanyRole,
  invitedBy: string,
  opts: { throttle: boolean },
): Promise<{ id: number; email: string; role: CompanyRole; expiresAt: string }> {
  if (!mailEnabled()) throw new HttpError(503, "E-mail is not available right now. Please contact us.");
  const email = rawEmail.trim().toLowerCase();
  const company = await db.company.findUnique({ where: { id: companyId }, select: { name: true } });
  if (!company) throw notFound("Company not found");
  const member = await db.buyer.findFirst({ where: { email, companyId }, select: { id: true } });
  if (member) throw conflict("That address is already a member of the company", { email: "already a member of the company" });
  const limits = [consume(INVITATION_LIMITS.address, email)];
  if (opts.throttle) limits.push(consume(INVITATION_LIMITS.company, String(companyId)));
  const refused = (await Promise.all(limits)).find((l) => !l.allowed);
  if (refused) throw tooManyRequests(refused.retryAfterSeconds, "Too many invitations sent. Please try again later.");
  const token = randomBytes(32).toString("base64url");
  const row = await db.companyInvitation.create({
    data: { companyId, email, role, tokenHash: hashOf(token), invitedBy, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) },
  });
  const url = `${env.siteUrl}/account/invitations/accept?token=${token}`;
  track(
    (async () => {
      const business = (await getSettingsMap()).business_name || "our store";
      await sendMail({ to: email, content: invitationMail(url, business, company.name, role) });
    })().catch((e) => logger.error({ reason: e instanceof Error ? e.message : String(e) }, "invitation e-mail failed")),
  );
  return { id: row.id, email, role, expiresAt: row.expiresAt.toISOString() };
}

/** Where an invitation stands: only a pending one can be accepted or revoked. */
export type InvitationState = "pending" | "accepted" | "revoked" | "expired";

function stateOf(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now = new Date()): InvitationState {
  if (row.acceptedAt) return "accepted";
  if (row.revokedAt) return "revoked";
  return row.expiresAt <= now ? "expired" : "pending";
}

/** The refusal naming a spent invitation's state: accepted 409; revoked or expired 410 (the link is gone for good). */
function notPending(state: Exclude<InvitationState, "pending">): HttpError {
  if (state === "accepted") return conflict(`token: ${INVITATION_ACCEPTED}`, { token: INVITATION_ACCEPTED });
  const message = state === "revoked" ? INVITATION_REVOKED : INVITATION_EXPIRED;
  return new HttpError(410, `token: ${message}`, { token: message });
}

/**
 * What the accept page shows before anything is spent: the company's name for
 * a pending link, the state of a spent one (so the page can say revoked or
 * expired), or null for a link that never was.
 */
export async function invitationPreview(
  token: string,
): Promise<{ state: "pending"; companyName: string; email: string } | { state: Exclude<InvitationState, "pending"> } | null> {
  const row = await db.companyInvitation.findUnique({
    where: { tokenHash: hashOf(token) },
    include: { company: { select: { name: true } } },
  });
  if (!row) return null;
  const state = stateOf(row);
  return state === "pending" ? { state, companyName: row.company.name, email: row.email } : { state };
}

/** A company's invitations not yet accepted, revoked or expired, newest first. */
export async function pendingInvitations(companyId: number): Promise<PendingInvitation[]> {
  const rows = await db.companyInvitation.findMany({
    where: { companyId, acceptedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, email: true, role: true, invitedBy: true, createdAt: true, expiresAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 500,
  });
  return rows.map((r) => ({
    ...r,
    role: r.role === "admin" ? "admin" : "buyer",
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/**
 * Revokes a pending invitation of the company: its link then joins nobody. The
 * invitation is looked up by id and company (another company's is 404); one
 * already accepted, revoked or expired is 409 naming that state. A revoke and
 * an accept at once race on one conditional update each: one wins.
 */
export async function revokeInvitation(companyId: number, id: number, revokedBy: string): Promise<{ id: number; email: string }> {
  const row = await db.companyInvitation.findFirst({ where: { id, companyId } });
  if (!row) throw notFound("Invitation not found");
  const now = new Date();
  const refuse = (state: InvitationState) => {
    const message = `This invitation was already ${state === "expired" ? "expired" : state}`;
    return conflict(message, { invitation: message });
  };
  if (stateOf(row, now) !== "pending") throw refuse(stateOf(row, now));
  const done = await db.companyInvitation.updateMany({
    where: { id, acceptedAt: null, revokedAt: null },
    data: { revokedAt: now, revokedBy },
  });
  if (done.count !== 1) throw refuse(stateOf(await db.companyInvitation.findUniqueOrThrow({ where: { id } }), now));
  return { id, email: row.email };
}

/**
 * Spends an invitation: the invited address's buyer (made now if new) joins
 * the company with the invited role, and a session is opened for them. A
 * buyer already in another company is refused (409) and the link stays
 * unspent, so it works once they have left. Two presses race on one
 * conditional update: one wins.
 */
export async function acceptInvitation(
  token: string,
  userAgent: string | null,
): Promise<{ token: string; expires: Date; email: string; companyId: number }> {
  const now = new Date();
  const invitation = await db.companyInvitation.findUnique({ where: { tokenHash: hashOf(token) } });
  if (!invitation) throw badRequest(`token: ${INVITATION_INVALID}`, { token: INVITATION_INVALID });
  const state = stateOf(invitation, now);
  if (state !== "pending") throw notPending(state);
  const role: CompanyRole = invitation.role === "admin" ? "admin" : "buyer";
  const buyerId = await db.$transaction(async (tx) => {
    const buyer = await tx.buyer.upsert({
      where: { email: invitation.email },
      create: { email: invitation.email },
      update: {},
      select: { id: true, companyId: true },
    });
    if (buyer.companyId !== null && buyer.companyId !== invitation.companyId) throw conflict(OTHER_COMPANY, { token: OTHER_COMPANY });
    const spent = await tx.companyInvitation.updateMany({
      where: { id: invitation.id, acceptedAt: null, revokedAt: null },
      data: { acceptedAt: now },
    });
    if (spent.count !== 1) {
      const latest = await tx.companyInvitation.findUniqueOrThrow({ where: { id: invitation.id } });
      const after = stateOf(latest, now);
      throw after === "pending" ? badRequest(`token: ${INVITATION_INVALID}`, { token: INVITATION_INVALID }) : notPending(after);
    }
    // Already a member (invited twice): the link still signs them in, and their role is not lowered by it.
    if (buyer.companyId === null)
      await tx.buyer.update({ where: { id: buyer.id }, data: { companyId: invitation.companyId, role, lastSignInAt: now } });
    else await tx.buyer.update({ where: { id: buyer.id }, data: { lastSignInAt: now, ...(role === "admin" ? { role } : {}) } });
    return buyer.id;
  });
  return { ...(await createBuyerSession(buyerId, userAgent)), email: invitation.email, companyId: invitation.companyId };
}
