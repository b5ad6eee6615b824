// npm run db:backup: a consistent online backup of the embedded SQLite database,
// manual-<time>.db, never pruned (PostgreSQL: use pg_dump, see README).
import { env } from "@/env";
import { backupSqlite } from "@/server/db/backup";

if (env.provider === "postgresql") {
  console.log('PostgreSQL: back up with  pg_dump -Fc "$DATABASE_URL" > storefront-$(date +%F).dump');
  console.log("restore with             npm run db:restore -- storefront-YYYY-MM-DD.dump   (server stopped; see README)");
  process.exit(0);
}
backupSqlite({ kind: "manual" })
  .then((file) => console.log(`backup written: ${file}\nrestore: stop the server, then  npm run db:restore -- ${file}`))
  .catch((e) => {
    console.error(`Backup failed: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  });
