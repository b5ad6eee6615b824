import "server-only";
import { prepareDatabase } from "@/server/db/prepare";
import { deliverPendingQuoteEmails } from "@/server/mail/notify";

const MINUTE = 60_000;
let started = false;

/** Start-up work of a server instance; timers are unref'd so they never hold a process open. */
export async function startServerJobs(): Promise<void> {
  if (started) return;
  started = true;
  await prepareDatabase((m) => console.log(`[startup] ${m}`));
  setInterval(() => {
    deliverPendingQuoteEmails().catch((e) => console.error("quote e-mail retry:", e));
  }, MINUTE).unref();
}
