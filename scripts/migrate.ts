// npm run db:migrate: apply pending migrations to the database named by the settings.
import { env } from "@/env";
import { migrate } from "@/server/db/migrate";

migrate({ url: env.DATABASE_URL, provider: env.provider, log: console.log })
  .then((r) => console.log(`${r.applied.length} migration(s) applied, ${r.skipped.length} already applied`))
  .catch((e) => {
    console.error(`Migration failed: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  });
