/**
 * Start-up with a weak ADMIN_PASSWORD: the real start-up step (the one
 * `npm start` runs first, scripts/prepare-db.ts) stops with a message naming
 * the setting, not a stack trace, and creates nothing. A good one starts.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function prepare(adminPassword: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "startup-settings-"));
  dirs.push(dataDir);
  // The child's own settings: a fresh embedded database, nothing from the test run's.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: adminPassword };
  delete env.DATABASE_URL;
  const r = spawnSync(path.join("node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/prepare-db.ts"], {
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: r.status, stderr: r.stderr, database: existsSync(path.join(dataDir, "app.db")) };
}

describe("ADMIN_PASSWORD at start-up", () => {
  it.each([
    ["shorter than 12 characters", "Short-Pass9", /ADMIN_PASSWORD must be at least 12 characters/],
    ["a common password", "administrator", /ADMIN_PASSWORD is a common password/],
    ["a common password with digits and symbols added", "Password-1234!", /ADMIN_PASSWORD is a common password/],
    ["a keyboard run", "qwertyuiopasdf", /ADMIN_PASSWORD is a common password/],
  ])("%s: start-up stops with a message naming ADMIN_PASSWORD, no stack trace, nothing created", (_what, password, message) => {
    const r = prepare(password);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.database).toBe(false);
  });

  it("a strong one (the e2e admin's) starts and creates the admin", () => {
    const r = prepare("E2e-Admin-Pass-42");
    expect({ status: r.status, stderr: r.stderr.replace(/^npm warn.*\n/gm, "") }).toEqual({ status: 0, stderr: "" });
    expect(r.database).toBe(true);
  });
});
