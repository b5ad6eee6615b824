import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "@/lib/validation/zod";
import { isCommonPassword } from "./lib/common-passwords";
import { isHttpsSite, LOG_LEVELS } from "./runtime-env.mjs";

/**
 * Every setting the product reads, validated once. Nothing else reads
 * process.env: import `env` from here. See .env.example for what each means.
 */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SITE_URL: optionalText.pipe(z.url().optional()),
  NEXTAUTH_URL: optionalText.pipe(z.url().optional()),
  NEXTAUTH_SECRET: optionalText.pipe(z.string().min(32, "NEXTAUTH_SECRET must be at least 32 characters").optional()),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  ADMIN_USERNAME: z.string().trim().min(1).default("admin"),
  ADMIN_EMAIL: z.email().default("admin@example.com"),
  // The first admin's password, often set once and kept: held to more than the login form's 6-character minimum.
  ADMIN_PASSWORD: optionalText.pipe(
    z
      .string()
      .min(12, "ADMIN_PASSWORD must be at least 12 characters")
      .refine((p) => !isCommonPassword(p), "ADMIN_PASSWORD is a common password: choose a less guessable one")
      .optional(),
  ),
  REDIS_URL: optionalText,
  // Read by http-server/cache-handlers/*.mjs too (loaded by Next outside the bundle): keep in step.
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_.-]*$/, "REDIS_PREFIX may only hold letters, digits and : _ . -")
    .default("storefront:"),
  CACHE_TAGS_MAX_AGE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Read by the server (src/runtime-env.mjs): pages rendered at once. */
  RENDER_CONCURRENCY: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(64).default(4)),
  /** Read by the start script (src/runtime-env.mjs): the server's heap limit in MB; unset, 256; 0, Node's own. */
  SERVER_HEAP_MB: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number()
      .int()
      .refine((mb) => mb === 0 || mb >= 64, "SERVER_HEAP_MB must be 0 (Node's own limit) or at least 64")
      .optional(),
  ),
  // The number of proxies in front of the app (src/server/http/request-info.ts); true is 1.
  TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(true|false|\d*)$/, "must be true, false or the number of proxies in front of the app (0, 1, 2, ...)")
    .default("false")
    .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),
  // Quotes are valid to the end of their valid-until day here (an IANA zone name).
  BUSINESS_TIME_ZONE: z
    .string()
    .trim()
    .default("America/New_York")
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "must be an IANA time zone such as America/New_York"),
  /** Read by the logger (src/runtime-env.mjs): the least severe lines written. */
  LOG_LEVEL: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() || undefined : v),
    z.enum(LOG_LEVELS as [string, ...string[]], { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  ),
  /** Read by the server (src/runtime-env.mjs): GET /metrics answers only with this bearer token. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional()),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  BACKUP_DIR: optionalText,
  // S3-compatible storage for uploaded images (several instances); unset: DATA_DIR/uploads.
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://s3.example.com" }).optional(),
  ),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3-63 lowercase letters, digits, . and -)")
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: optionalText.transform((v) => v ?? "us-east-1"),
  // Webhooks to private, loopback and link-local addresses are refused unless this is 1 (src/server/webhooks/address.ts).
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(["", "0", "1", "true", "false"], { error: "must be 1 or 0" })
    .default("")
    .transform((v) => v === "1" || v === "true"),
  CI: optionalText,
});

const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

export type Env = z.infer<typeof schema> & {
  DATABASE_URL: string;
  provider: "sqlite" | "postgresql";
  siteUrl: string;
  /** The site is served over https (runtime-env.mjs, shared with next.config.mjs and the server): Secure session cookies. */
  https: boolean;
};

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid settings (see .env.example):\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // Half an S3 setup would silently keep images on one instance's disk: all four or none.
  const s3Set = S3_REQUIRED.filter((k) => e[k] !== undefined);
  if (s3Set.length > 0 && s3Set.length < S3_REQUIRED.length) {
    const lines = S3_REQUIRED.filter((k) => e[k] === undefined).map(
      (k) => `  ${k}: is required when ${s3Set.join(", ")} ${s3Set.length > 1 ? "are" : "is"} set`,
    );
    throw new Error(`Invalid settings (see .env.example):\n${lines.join("\n")}`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL ?? `file:${path.join(dataDir, "app.db")}`;
  const provider = /^postgres(ql)?:\/\//.test(databaseUrl) ? "postgresql" : "sqlite";
  if (provider === "sqlite" && !databaseUrl.startsWith("file:")) {
    throw new Error("Invalid settings: DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL)");
  }
  const siteUrl = (e.SITE_URL ?? e.NEXTAUTH_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    ...e,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    provider,
    siteUrl,
    https: isHttpsSite(e),
  };
}

export const env: Env = load();

/**
 * The session-signing secret. On the embedded default none is required: one is
 * generated on first use and kept in the data folder, so restarts keep sessions.
 */
export function authSecret(): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  const file = path.join(env.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    // Another process wrote it first: use theirs so both sign alike.
    return readFileSync(file, "utf8").trim();
  }
}
