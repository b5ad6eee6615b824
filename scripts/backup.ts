// npm run db:backup: a consistent online backup of the embedded SQLite database,
// manual-<time>.db, never pruned, with the uploaded images beside it in
// manual-<time>.uploads/ (PostgreSQL: use pg_dump, see docs/operations.md).
import { existsSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import { backupSqlite } from "@/server/db/backup";
import { uploadsBeside } from "@/server/uploads/backup-uploads";

if (env.provider === "postgresql") {
  console.log('PostgreSQL: back up with  pg_dump -Fc "$DATABASE_URL" > storefront-$(date +%F).dump');
  if (!env.S3_ENDPOINT) console.log(`and the uploaded images  cp -al ${path.join(env.DATA_DIR, "uploads")} storefront-$(date +%F).uploads`);
  console.log("restore with             npm run db:restore -- storefront-YYYY-MM-DD.dump   (server stopped; see docs/operations.md)");
  process.exit(0);
}
backupSqlite({ kind: "manual" })
  .then((file) => {
    const uploads = uploadsBeside(file);
    console.log(
      `backup written: ${file}${existsSync(uploads) ? `\nuploaded images: ${uploads}` : ""}\nrestore: stop the server, then  npm run db:restore -- ${file}`,
    );
  })
  .catch((e) => {
    console.error(`Backup failed: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  });
