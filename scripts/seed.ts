// npm run db:seed: insert the first-start catalogue and admin if they are not there yet.
// Imported inside the catch: a bad setting (checked as the modules load) is reported as a message.
void (async () => {
  const { db } = await import("@/server/db/client");
  const { seed } = await import("@/server/db/seed");
  const r = await seed();
  if (!r.catalogue) console.log("catalogue already seeded: nothing changed");
  await db.$disconnect();
})().catch((e) => {
  const message = e instanceof Error ? e.message : String(e);
  console.error(message.startsWith("Invalid settings") ? message : `Seeding failed: ${message}`);
  process.exit(1);
});
