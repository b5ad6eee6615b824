import { defineConfig } from "prisma/config";

// For the Prisma CLI where its engine can be downloaded (`prisma migrate deploy`,
// `prisma migrate status`). The app applies the same migrations itself
// (src/server/db/migrate.ts), recording them in the same _prisma_migrations table.
const url = process.env.DATABASE_URL || "file:./data/app.db";
const postgres = /^postgres(ql)?:\/\//.test(url);

export default defineConfig({
  schema: postgres ? "prisma/postgresql/schema.prisma" : "prisma/schema.prisma",
  migrations: { path: postgres ? "prisma/postgresql/migrations" : "prisma/migrations" },
  datasource: { url },
});
