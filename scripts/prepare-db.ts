// Migrate and seed the database named by the settings (npm start runs this before building).
// The settings are checked when the app's modules load: they are imported here, inside
// the catch, so a bad setting stops start-up with its message rather than a stack trace.
void (async () => {
  const { prepareDatabase } = await import("@/server/db/prepare");
  const { db } = await import("@/server/db/client");
  await prepareDatabase();
  await db.$disconnect();
})().catch((e) => {
  const message = e instanceof Error ? e.message : String(e);
  console.error(message.startsWith("Invalid settings") ? `\n${message}\n` : `\nDatabase preparation failed: ${message}\n`);
  process.exit(1);
});
