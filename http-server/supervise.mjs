// @ts-check
// Keeps the production server running as a process manager would: `npm start`
// (scripts/start.mjs) runs http-server/index.mjs through this.
import { spawn } from "node:child_process";

/**
 * Runs `command` and starts it again when it dies: a server ends when
 * something it runs exhausts its heap or throws where nothing catches, and a
 * site should not stay down for it. A restart that follows another within
 * `stableMs` waits twice as long as the one before (1 s, 2 s, 4 s, ... 30 s at
 * most), so a server that cannot start does not spin, and after `maxRestarts`
 * such restarts in a row this gives up (exit 1). Each restart is logged with
 * how the server ended. A clean exit (code 0) ends this process with it, and so
 * does SIGTERM/SIGINT, forwarded to the server (which drains its requests).
 * @param {{
 *   command: string,
 *   args: string[],
 *   spawnOptions?: import("node:child_process").SpawnOptions,
 *   firstDelayMs?: number,
 *   maxDelayMs?: number,
 *   stableMs?: number,
 *   maxRestarts?: number,
 *   log?: (line: string) => void,
 * }} options
 */
export function supervise({
  command,
  args,
  spawnOptions = {},
  firstDelayMs = 1000,
  maxDelayMs = 30_000,
  stableMs = 60_000,
  maxRestarts = 10,
  log = (line) => console.error(line),
}) {
  let stopping = false;
  let restarts = 0;
  /** @type {import("node:child_process").ChildProcess | null} */
  let server = null;
  /** @type {NodeJS.Timeout | null} */
  let pending = null;

  function start() {
    pending = null;
    const startedAt = Date.now();
    const child = spawn(command, args, { stdio: "inherit", ...spawnOptions });
    server = child;
    child.on("exit", (code, signal) => {
      server = null;
      if (stopping || code === 0) process.exit(code ?? 0);
      const ranMs = Date.now() - startedAt;
      if (ranMs >= stableMs) restarts = 0;
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      if (restarts >= maxRestarts) {
        log(
          `[start] The server (pid ${child.pid}) ${how}: it stopped ${maxRestarts + 1} times in a row within ${stableMs / 1000} s of starting, giving up.`,
        );
        process.exit(1);
      }
      const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** restarts);
      restarts += 1;
      log(
        `[start] ${new Date().toISOString()} The server (pid ${child.pid}) ${how} after ${(ranMs / 1000).toFixed(1)} s; restart ${restarts} in ${delay / 1000} s.`,
      );
      pending = setTimeout(start, delay);
    });
  }

  for (const sig of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(sig, () => {
      stopping = true;
      if (server) server.kill(sig);
      else {
        if (pending) clearTimeout(pending);
        process.exit(0);
      }
    });
  }
  start();
}
