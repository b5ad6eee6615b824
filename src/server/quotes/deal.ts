import "server-only";
import type { Prisma } from "@/generated/sqlite/client";
import { closedDeal, type Closed, type DealFacts } from "@/lib/quote-deal";
import type { QuoteStatus } from "@/lib/types";
import { notFound } from "@/server/http/errors";
import { isPastValidUntil } from "./business-time";

type Tx = Prisma.TransactionClient;

/**
 * Every change of a request's deal (send, reopen, accept, decline, a status
 * set by hand) runs in a transaction that first writes the request's row:
 * PostgreSQL then holds that row for the transaction, and SQLite runs one
 * write transaction at a time, so the state read next cannot change before
 * the transaction ends. Two answers, or an answer and a send, take turns.
 */
export async function lockRequest(tx: Tx, id: number): Promise<void> {
  const { count } = await tx.quoteRequest.updateMany({ where: { id }, data: { updatedAt: new Date() } });
  if (count !== 1) throw notFound("Quote request not found");
}

export interface Deal extends DealFacts {
  id: number;
  versions: number;
  closed: Closed | null;
}

/** The request's deal as stored now: its status, latest version and the buyer's answer to it. */
export async function readDeal(tx: Tx, id: number): Promise<Deal> {
  const row = await tx.quoteRequest.findUniqueOrThrow({
    where: { id },
    select: {
      status: true,
      versions: { orderBy: { version: "desc" }, select: { version: true, validUntil: true } },
      events: {
        where: { type: { in: ["accepted", "declined"] } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { type: true, version: true, name: true, poNumber: true },
      },
    },
  });
  const latest = row.versions[0] ?? null;
  const event = latest ? row.events.find((e) => e.version === latest.version) : undefined;
  const answer = event ? { type: event.type as "accepted" | "declined", name: event.name, poNumber: event.poNumber } : null;
  const facts: DealFacts = {
    status: row.status as QuoteStatus,
    latest,
    answer,
    expired: latest !== null && answer === null && isPastValidUntil(latest.validUntil),
  };
  return { ...facts, id, versions: row.versions.length, closed: closedDeal(facts) };
}
