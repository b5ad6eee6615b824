// npm run db:seed: insert the first-start catalogue and admin if they are not there yet.
import { db } from "@/server/db/client";
import { seed } from "@/server/db/seed";

seed()
  .then((r) => {
    if (!r.catalogue) console.log("catalogue already seeded: nothing changed");
    return db.$disconnect();
  })
  .catch((e) => {
    console.error(`Seeding failed: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  });
