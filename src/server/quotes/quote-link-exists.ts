import "server-only";
import { db } from "@/server/db/client";
import { hashToken, isTokenShaped } from "./quote-link";

/** Whether a private quote link opens a sent quote (one indexed lookup; the proxy asks before the page streams). */
export async function quoteLinkExists(token: string): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const row = await db.quoteRequest.findUnique({
    where: { quoteTokenHash: hashToken(token) },
    select: { versions: { select: { id: true }, take: 1 } },
  });
  return Boolean(row && row.versions.length > 0);
}
