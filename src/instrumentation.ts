/**
 * Runs once when a server instance starts: migrations and first-start data
 * (so a bare `next start` works too), then the background jobs.
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is set by Next itself, not a setting of ours.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServerJobs } = await import("@/server/jobs");
  await startServerJobs();
}
