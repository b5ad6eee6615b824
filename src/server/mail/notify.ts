import "server-only";
import type { ContactMessage, QuoteRequest } from "@/lib/types";
import { db } from "@/server/db/client";
import { allowConfirmationTo } from "@/server/rate-limit";
import { include, toQuote } from "@/server/quotes/quotes";
import { getSettingsMap } from "@/server/settings/settings";
import { mailEnabled, sendMail } from "./mailer";
import { contactNotification, quoteRequestAcknowledgement, quoteRequestNotification } from "./templates";
import { logger } from "@/server/logger.mjs";

/**
 * Notifications are sent after the record is stored and never decide whether
 * the buyer's request succeeded. A failed quote e-mail is recorded on the
 * request and retried (deliverPendingQuoteEmails) with growing delays.
 */
export const MAX_ATTEMPTS = 5;
const RETRY_DELAYS_MS = [0, 30_000, 120_000, 600_000, 3_600_000];
/** A claim this old is from an instance that stopped mid-send: another may take the request over. */
export const CLAIM_STALE_MS = 10 * 60_000;

async function sendQuoteEmails(q: QuoteRequest): Promise<void> {
  const settings = await getSettingsMap();
  const business = settings.business_name || "Our sales team";
  if (settings.business_email) {
    await sendMail({ to: settings.business_email, content: quoteRequestNotification(q), replyTo: q.email });
  }
  // The form can name anyone's address: a few confirmations a day per recipient, so it cannot be used to flood one.
  if (!(await allowConfirmationTo(q.email))) {
    logger.warn({ quote: q.reference }, "quote buyer confirmation not sent (daily limit for this recipient reached)");
    return;
  }
  await sendMail({ to: q.email, content: quoteRequestAcknowledgement(q, business), replyTo: settings.business_email || undefined });
}

/** Requests whose e-mails a run may take: pending, or failed, with attempts left, or held by a stale claim. */
const claimable = (now: number) => ({
  emailAttempts: { lt: MAX_ATTEMPTS },
  OR: [{ emailStatus: { in: ["pending", "failed"] } }, { emailStatus: "sending", emailClaimedAt: { lt: new Date(now - CLAIM_STALE_MS) } }],
});

/**
 * Takes one request's e-mails for this run with one conditional update: of
 * two runs (on one instance or two) only one changes the row, so only one sends.
 */
async function claim(id: number, now: number): Promise<boolean> {
  const { count } = await db.quoteRequest.updateMany({
    where: { id, ...claimable(now) },
    data: { emailStatus: "sending", emailClaimedAt: new Date(now) },
  });
  return count === 1;
}

/**
 * Tries to send the e-mails of one stored request and records the outcome;
 * "taken" when another run holds it or nothing is left to send.
 */
export async function deliverQuoteEmails(id: number, now = Date.now()): Promise<"sent" | "failed" | "skipped" | "taken"> {
  if (!mailEnabled()) {
    await db.quoteRequest.updateMany({ where: { id, emailStatus: "pending" }, data: { emailStatus: "skipped" } });
    return "skipped";
  }
  if (!(await claim(id, now))) return "taken";
  const row = await db.quoteRequest.findUniqueOrThrow({ where: { id }, include });
  const quote = toQuote(row);
  try {
    await sendQuoteEmails(quote);
    await db.quoteRequest.update({
      where: { id },
      data: { emailStatus: "sent", emailClaimedAt: null, emailAttempts: { increment: 1 }, emailError: null },
    });
    return "sent";
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    logger.error({ quote: row.reference, attempt: row.emailAttempts + 1, reason: message }, "quote e-mail failed");
    await db.quoteRequest.update({
      where: { id },
      data: { emailStatus: "failed", emailClaimedAt: null, emailAttempts: { increment: 1 }, emailError: message.slice(0, 1000) },
    });
    return "failed";
  }
}

/**
 * Retries the requests whose e-mail has not gone out yet, each when its delay
 * has passed; every instance runs it, and each request goes to one of them (claim).
 */
export async function deliverPendingQuoteEmails(now = Date.now()): Promise<number> {
  if (!mailEnabled()) return 0;
  const due = await db.quoteRequest.findMany({
    where: claimable(now),
    select: { id: true, emailAttempts: true, updatedAt: true },
    orderBy: { id: "asc" },
    take: 50,
  });
  let sent = 0;
  for (const q of due) {
    if (now - q.updatedAt.getTime() < RETRY_DELAYS_MS[q.emailAttempts]) continue;
    if ((await deliverQuoteEmails(q.id, now)) === "sent") sent++;
  }
  return sent;
}

/** Notifications still being sent: they outlive the answer that started them. */
const inFlight = new Set<Promise<unknown>>();
export function track(p: Promise<unknown>): void {
  inFlight.add(p);
  void p.finally(() => inFlight.delete(p));
}

/** Waits for the notifications under way (before a database is closed under them). */
export async function settleNotifications(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/** Fire-and-forget after the answer is decided; errors are logged, never thrown at the buyer. */
export function notifyQuoteRequest(id: number): void {
  track(deliverQuoteEmails(id).catch((err) => logger.error({ err }, "quote e-mail failed")));
}

export function notifyContactMessage(m: ContactMessage): void {
  if (!mailEnabled()) return;
  track(
    (async () => {
      const settings = await getSettingsMap();
      if (!settings.business_email) return;
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          await sendMail({ to: settings.business_email, content: contactNotification(m), replyTo: m.email });
          return;
        } catch (e) {
          logger.error({ err: e, attempt }, "contact e-mail failed");
          await new Promise((r) => setTimeout(r, attempt * 5_000));
        }
      }
    })().catch((err) => logger.error({ err }, "contact e-mail failed")),
  );
}
