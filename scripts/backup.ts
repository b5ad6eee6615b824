// npm run db:backup: a consistent online backup of the embedded SQLite database
// (PostgreSQL: use pg_dump, see README).
import { env } from "@/env";
import { backupSqlite } from "@/server/db/backup";

if (env.provider === "postgresql") {
  console.log('PostgreSQL: back up with  pg_dump -Fc "$DATABASE_URL" > storefront-$(date +%F).dump');
  console.log('restore with             pg_restore --clean --if-exists -d "$DATABASE_URL" storefront-YYYY-MM-DD.dump');
  process.exit(0);
}
backupSqlite()
  .then((file) => console.log(`backup written: ${file}\nrestore: stop the server, then copy it over ${env.DATABASE_URL.replace(/^file:/, "")} (and remove its -wal/-shm files)`))
  .catch((e) => {
    console.error(`Backup failed: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  });
