// npm run db:restore -- <backup-file>: put a backup back in place of the database
// the server uses (DATABASE_URL, from the environment or .env as npm start reads it).
// Stop the server first. A SQLite backup is checked, the current database is
// copied aside (pre-restore-<time>.db in the backup folder: restoring that undoes
// this), the backup is written in with SQLite's backup API and migrated. PostgreSQL
// (a pg_dump -Fc archive): the same with pg_dump, pg_restore and psql, in one
// transaction. Uploaded images in a <backup>.uploads folder beside the file are
// put back too (those missing). The work is in src/server/db/backup.ts.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";

const USAGE = `usage: npm run db:restore -- <backup-file>
  SQLite:     a backup in data/backups (manual-*.db from npm run db:backup, daily-*.db from the
              server, app-*.db from earlier versions) or a file written by sqlite3 .backup
  PostgreSQL: an archive written by pg_dump -Fc
Stop the server first.`;

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== "--");
  if (args.length !== 1 || args[0].startsWith("-")) {
    console.error(USAGE);
    return 2;
  }
  // The same settings the server starts with (scripts/lib.mjs loadDotEnv: .env never overrides the environment).
  if (existsSync(".env")) process.loadEnvFile(".env");
  const { env } = await import("@/env");
  const { restorePostgres, restoreSqlite, RestoreError } = await import("@/server/db/backup");
  const { redact, MigrationError } = await import("@/server/db/migrate");
  const { sqliteFilePath } = await import("@/server/db/provider");

  const target = env.provider === "postgresql" ? redact(env.DATABASE_URL) : sqliteFilePath(env.DATABASE_URL);
  console.log(`Restoring ${path.resolve(args[0])}\n     into ${target} (${env.provider})`);
  if (env.provider === "postgresql") console.log("Stop every server instance first: they would keep serving what they cached.");
  try {
    const restore = env.provider === "postgresql" ? restorePostgres : restoreSqlite;
    const result = await restore(args[0], { log: (m) => console.log(`  ${m}`) });
    // Pages prerendered at build time hold the old data: make the next npm start rebuild (scripts/start.mjs).
    rmSync(path.join(process.env.NEXT_DIST_DIR || ".next", "storefront-build-stamp"), { force: true });
    console.log(
      `Restore done: ${result.migrated.length} migration(s) applied to bring it up to date, ${result.uploads} uploaded image file(s) put back.\n` +
        (result.safetyBackup ? `To undo it: npm run db:restore -- ${result.safetyBackup}\n` : "") +
        "Start the server with npm start (it rebuilds the prerendered pages from the restored data).",
    );
    return 0;
  } catch (e) {
    if (e instanceof RestoreError || e instanceof MigrationError) {
      console.error(`Restore failed: ${e.message}`);
      return 1;
    }
    throw e;
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    // Unexpected: invalid settings (src/env.ts explains them) or a fault worth its stack trace.
    const expected = e instanceof Error && e.message.startsWith("Invalid settings");
    console.error(`Restore failed: ${expected ? e.message : e instanceof Error ? e.stack : e}`);
    process.exit(1);
  },
);
