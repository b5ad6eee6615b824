/**
 * One dispatcher in a process of its own, for the two-process test
 * (two-processes.db.test.ts): started with tsx and the react-server condition
 * against the database DATABASE_URL names, it says "ready" on stdout, waits
 * for "go" on stdin (so both processes start together), then runs passes
 * until several in a row find nothing to do, and prints what it did as one
 * JSON line.
 */
import { createInterface } from "node:readline";
import { db } from "@/server/db/client";
import { createDispatcher } from "@/server/webhooks/dispatcher";

async function main() {
  const id = process.argv[2] ?? `process-${process.pid}`;
  const dispatcher = createDispatcher({ allowPrivate: true, id });
  // Connect before saying ready: the race is between passes, not between start-ups.
  await db.webhookDelivery.count();
  process.stdout.write("ready\n");
  await new Promise<void>((resolve) => createInterface({ input: process.stdin }).once("line", () => resolve()));
  const total = { fannedOut: 0, succeeded: 0, failed: 0, passes: 0 };
  for (let idle = 0; idle < 5;) {
    const r = await dispatcher.runOnce();
    total.fannedOut += r.fannedOut;
    total.succeeded += r.succeeded;
    total.failed += r.failed;
    total.passes++;
    if (r.fannedOut + r.succeeded + r.failed === 0) {
      idle++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } else idle = 0;
  }
  process.stdout.write(`${JSON.stringify({ id, ...total })}\n`);
  await db.$disconnect();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
