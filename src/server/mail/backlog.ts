import "server-only";
import { db } from "@/server/db/client";
import { MAX_ATTEMPTS } from "./notify";

/** Quote requests whose e-mails are still to be sent, or will be tried again. */
export function emailBacklog(): Promise<number> {
  return db.quoteRequest.count({ where: { emailAttempts: { lt: MAX_ATTEMPTS }, emailStatus: { in: ["pending", "sending", "failed"] } } });
}
