import "server-only";
import type { QuoteStats } from "@/lib/admin-types";
import { fromCents, toCents } from "@/lib/quote-math";
import { db } from "@/server/db/client";
import { businessToday } from "./business-time";

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_DAYS = 90;

interface Decided {
  status: string;
  updatedAt: Date;
  events: { type: string; version: number | null; message: string | null; createdAt: Date }[];
  versions: { version: number; total: string }[];
}

/**
 * When and for how much a Won or Lost request was decided: the buyer's latest
 * accept (Won) or decline (Lost); failing that, the admin's latest status
 * change to it; failing that (set before the timeline existed), its updatedAt.
 * A win is worth the total of the version accepted, or of the latest version
 * sent when it was set Won by hand (nothing when none was sent).
 */
function decision(r: Decided): { at: Date; cents: bigint } {
  const won = r.status === "Won";
  const answer = r.events.find((e) => e.type === (won ? "accepted" : "declined"));
  const byHand = r.events.find((e) => e.type === "status" && e.message?.endsWith(`→ ${r.status}`));
  const at = answer?.createdAt ?? byHand?.createdAt ?? r.updatedAt;
  if (!won) return { at, cents: 0n };
  const version = (answer?.version != null && r.versions.find((v) => v.version === answer.version)) || r.versions[0];
  return { at, cents: version ? toCents(version.total) : 0n };
}

export async function getQuoteStats(now: Date = new Date()): Promise<QuoteStats> {
  const today = businessToday(now);
  const windowStart = new Date(now.getTime() - WINDOW_DAYS * DAY_MS);
  const [awaitingQuote, awaitingBuyer, decided] = await Promise.all([
    db.quoteRequest.count({ where: { status: { in: ["New", "Contacted"] } } }),
    db.quoteRequest.count({ where: { status: "Quoted", OR: [{ quoteValidUntil: null }, { quoteValidUntil: { gte: today } }] } }),
    db.quoteRequest.findMany({
      // A decision is stored with (or just after) the status change that bumps updatedAt, and the
      // current month started less than 90 days ago, so older rows cannot count; a day's margin
      // covers the event written a moment after the update.
      where: { status: { in: ["Won", "Lost"] }, updatedAt: { gte: new Date(windowStart.getTime() - DAY_MS) } },
      select: {
        status: true,
        updatedAt: true,
        events: {
          where: { type: { in: ["accepted", "declined", "status"] } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          select: { type: true, version: true, message: true, createdAt: true },
        },
        versions: { orderBy: { version: "desc" }, select: { version: true, total: true } },
      },
    }),
  ]);

  const month = today.slice(0, 7);
  let wonCount = 0;
  let wonCents = 0n;
  let won90 = 0;
  let lost90 = 0;
  for (const r of decided) {
    const { at, cents } = decision(r);
    if (r.status === "Won" && businessToday(at).slice(0, 7) === month) {
      wonCount++;
      wonCents += cents;
    }
    if (at >= windowStart) {
      if (r.status === "Won") won90++;
      else lost90++;
    }
  }
  return {
    awaitingQuote,
    awaitingBuyer,
    wonThisMonth: { count: wonCount, value: fromCents(wonCents) },
    winRate90Days: { won: won90, lost: lost90, rate: won90 + lost90 === 0 ? null : won90 / (won90 + lost90) },
  };
}
