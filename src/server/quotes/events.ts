import "server-only";
import type { Prisma } from "@/generated/sqlite/client";
import type { QuoteEvent, QuoteEventType } from "@/lib/types";

type Client = Pick<Prisma.TransactionClient, "quoteEvent">;

export interface NewEvent {
  type: QuoteEventType;
  actor: string;
  version?: number | null;
  name?: string | null;
  poNumber?: string | null;
  message?: string | null;
}

/** One entry on a request's timeline (in the caller's transaction when it passes one). */
export async function addEvent(client: Client, quoteRequestId: number, e: NewEvent): Promise<void> {
  await client.quoteEvent.create({
    data: {
      quoteRequestId,
      type: e.type,
      actor: e.actor,
      version: e.version ?? null,
      name: e.name ?? null,
      poNumber: e.poNumber ?? null,
      message: e.message ?? null,
    },
  });
}

export const toEvent = (r: {
  id: number;
  type: string;
  version: number | null;
  actor: string;
  name: string | null;
  poNumber: string | null;
  message: string | null;
  createdAt: Date;
}): QuoteEvent => ({
  id: r.id,
  type: r.type as QuoteEventType,
  version: r.version,
  actor: r.actor,
  name: r.name,
  poNumber: r.poNumber,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
});
