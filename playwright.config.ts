import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";

/**
 * End-to-end tests in Debian's Chromium against the production build, served
 * by the same start script as `npm start`, on its own port, build folder and
 * fresh SQLite database (so it never touches data/ or .next/).
 */
const port = Number(process.env.E2E_PORT || 3100);
const dataDir = path.join(os.tmpdir(), `storefront-e2e-${port}`);
/** The e2e server's data folder: its SQLite database is `app.db` there (specs that seed in bulk write it directly). */
export const E2E_DATA_DIR = dataDir;
export const E2E_ADMIN = { username: "admin", password: "E2e-Admin-Pass-42", email: "admin@example.com" };
/** The SMTP sink the e2e server mails to (e2e/support/smtp-sink.ts, started for the whole run), and where it writes each message. */
export const E2E_SMTP_PORT = port + 1000;
export const E2E_MAIL_DIR = path.join(os.tmpdir(), `storefront-e2e-${port}-mail`);
export const E2E_MAIL_FROM = "US Plastic Supply <sales@e2e.example>";

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/support/smtp-sink.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
    ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }]]
    : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-gpu",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Signs in as the admin once through the login form and saves the session for the admin specs (e2e/support/admin-session.ts).
    { name: "setup", testMatch: /support\/admin\.setup\.ts$/, use: { ...devices["Desktop Chrome"] } },
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, dependencies: ["setup"] },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node scripts/start.mjs`,
    url: `http://localhost:${port}/api/categories`,
    timeout: 400_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NEXT_DIST_DIR: `.next-e2e-${port}`,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_EMAIL: E2E_ADMIN.email,
      NEXTAUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
      SITE_URL: `http://localhost:${port}`,
      // Specs that post the rate-limited public forms name their own client (e2e/support/client-address.ts).
      TRUST_PROXY: "1",
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: E2E_MAIL_FROM,
      // The webhook spec's receiver listens on 127.0.0.1.
      WEBHOOKS_ALLOW_PRIVATE: "1",
    },
  },
});
