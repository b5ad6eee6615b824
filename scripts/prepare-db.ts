// Migrate and seed the database named by the settings (npm start runs this before building).
import { prepareDatabase } from "@/server/db/prepare";
import { db } from "@/server/db/client";

prepareDatabase()
  .then(() => db.$disconnect())
  .catch((e) => {
    console.error(`\nDatabase preparation failed: ${e instanceof Error ? e.message : e}\n`);
    process.exit(1);
  });
