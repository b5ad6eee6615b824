/**
 * Runs before each db test file, before any module is imported: points the
 * app's settings at a database of this file's own (a fresh SQLite file or a
 * fresh PostgreSQL database), which test/db.ts creates, migrates and drops.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const provider = process.env.TEST_DB === "postgresql" ? "postgresql" : "sqlite";
const id = `t_${process.pid}_${randomBytes(4).toString("hex")}`;
const dir = path.join(os.tmpdir(), "storefront-tests", id);
mkdirSync(dir, { recursive: true });

process.env.DATA_DIR = dir;
process.env.NEXTAUTH_SECRET = "test-secret-test-secret-test-secret-0123456789";
process.env.ADMIN_USERNAME = "admin";
process.env.ADMIN_PASSWORD = "Correct-Horse-9";
process.env.ADMIN_EMAIL = "admin@example.com";
delete process.env.REDIS_URL;
delete process.env.SMTP_URL;
const base = process.env.TEST_PG_URL || "postgresql://postgres@127.0.0.1:5432/test";
process.env.DATABASE_URL = provider === "postgresql" ? base.replace(/\/[^/?]*(\?|$)/, `/${id}$1`) : `file:${path.join(dir, "app.db")}`;
process.env.TEST_PG_ADMIN_URL = base;

// The route wrapper awaits next/server's connection() so Next never prerenders an
// API answer; that needs the request scope Next's own server sets up. test/api.ts
// calls the exported handlers directly, outside any such scope, so here it is the
// no-op it is inside a real request.
jest.mock("next/server", () => ({ ...jest.requireActual<typeof import("next/server")>("next/server"), connection: async () => undefined }));

// The catalogue's 'use cache' functions (src/server/catalog/cached.ts) declare
// their lifetime and tags with these, which throw outside Next's cache scope.
// Called directly here, such a function simply runs: nothing is cached.
jest.mock("next/cache", () => ({
  ...jest.requireActual<typeof import("next/cache")>("next/cache"),
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));
