// Generates one Prisma client per provider, offline.
// prisma/schema.prisma (SQLite) is the single source of the models; the
// PostgreSQL schema is derived from it, so the two can never drift apart.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = readFileSync(path.join(root, "prisma/schema.prisma"), "utf8");

const pg = source
  .replace(/provider = "sqlite"/, 'provider = "postgresql"')
  .replace(/output\s*=\s*"\.\.\/src\/generated\/sqlite"/, 'output   = "../../src/generated/postgresql"')
  .replace(
    /^\/\/ The one data model[\s\S]*?\n\n/,
    "// GENERATED from prisma/schema.prisma by scripts/prisma-generate.mjs: edit that file.\n\n",
  );
if (!pg.includes('"postgresql"') || !pg.includes("generated/postgresql")) {
  throw new Error("prisma-generate: could not derive the PostgreSQL schema from prisma/schema.prisma");
}
mkdirSync(path.join(root, "prisma/postgresql"), { recursive: true });
writeFileSync(path.join(root, "prisma/postgresql/schema.prisma"), pg);

// The CLI wants a schema-engine binary path even though generate never runs it;
// downloading one is impossible offline, so point it at any existing file.
const envVars = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};
const cli = path.join(root, "node_modules/prisma/build/index.js");
for (const schema of ["prisma/schema.prisma", "prisma/postgresql/schema.prisma"]) {
  execFileSync(process.execPath, [cli, "generate", "--schema", schema], { cwd: root, env: envVars, stdio: "inherit" });
}
