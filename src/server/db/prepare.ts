import "server-only";
import { env } from "@/env";
import { backfillAttributes } from "@/server/db/backfill-attributes";
import { migrate, redact } from "@/server/db/migrate";
import { seed } from "@/server/db/seed";

/**
 * Start-up: migrate, then seed what a first start needs, then give a database
 * made before typed attributes its attribute values (once). Safe to run on
 * every start and from several instances.
 */
export async function prepareDatabase(log: (m: string) => void = console.log): Promise<void> {
  const where = env.provider === "postgresql" ? redact(env.DATABASE_URL) : env.DATABASE_URL;
  const result = await migrate({ url: env.DATABASE_URL, provider: env.provider, log });
  log(
    `database ready (${env.provider}, ${where}): ${result.applied.length} migration(s) applied, ${result.skipped.length} already applied`,
  );
  await seed({ log });
  await backfillAttributes({ log });
}
