/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

/**
 * The supervisor npm start runs the server under, as real processes: a small
 * HTTP server stands in for http-server/index.mjs, and is killed with SIGKILL as
 * the kernel's OOM killer or a crash would end it.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), "supervise-"));
const serverScript = path.join(dir, "server.mjs");
// Answers its pid; exits with the code a request asks for.
writeFileSync(
  serverScript,
  `import http from "node:http";
const server = http.createServer((req, res) => {
  const exit = /exit=(\\d+)/.exec(req.url);
  res.end(String(process.pid));
  if (exit) setTimeout(() => process.exit(Number(exit[1])), 10);
});
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
`,
);

const supervisor = (port: number, opts: Record<string, number>) => {
  const code = `import { supervise } from ${JSON.stringify(path.resolve("http-server/supervise.mjs"))};
supervise({ command: process.execPath, args: [${JSON.stringify(serverScript)}], spawnOptions: { env: { ...process.env, PORT: "${port}" } }, ...${JSON.stringify(opts)} });`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  child.stderr!.on("data", (d: Buffer) => lines.push(...d.toString().split("\n").filter(Boolean)));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
  return { child, lines, exited };
};

function get(port: number, pathname = "/"): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname }, (res) => {
        let body = "";
        res.on("data", (d) => (body += d)).on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

/** The pid the site answers with (other than `not`), polled until it answers; and when it first did. */
async function answering(port: number, not?: number): Promise<{ pid: number; at: number }> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const pid = Number(await get(port));
      if (pid !== not) return { pid, at: Date.now() };
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

let port = 39_400 + (process.pid % 500);
const running: ChildProcess[] = [];
afterEach(() => {
  for (const c of running.splice(0)) if (c.exitCode === null) c.kill("SIGKILL");
});

test("a killed server is started again, each quick restart waiting twice as long, each logged; SIGTERM stops both, exit 0", async () => {
  port += 1;
  const s = supervisor(port, { firstDelayMs: 500, stableMs: 60_000 });
  running.push(s.child);
  const first = await answering(port);
  const killedAt = Date.now();
  process.kill(first.pid, "SIGKILL");
  const second = await answering(port, first.pid);
  expect(second.pid).not.toBe(first.pid);
  expect(second.at - killedAt).toBeGreaterThanOrEqual(500);
  const killedAgainAt = Date.now();
  process.kill(second.pid, "SIGKILL");
  const third = await answering(port, second.pid);
  expect(third.at - killedAgainAt).toBeGreaterThanOrEqual(1000);
  expect(s.lines).toEqual([
    expect.stringMatching(new RegExp(`The server \\(pid ${first.pid}\\) was killed \\(SIGKILL\\) after [\\d.]+ s; restart 1 in 0.5 s\\.$`)),
    expect.stringMatching(new RegExp(`The server \\(pid ${second.pid}\\) was killed \\(SIGKILL\\) after [\\d.]+ s; restart 2 in 1 s\\.$`)),
  ]);
  s.child.kill("SIGTERM");
  expect(await s.exited).toBe(0);
  await expect(get(port)).rejects.toThrow();
}, 60_000);

test("a clean exit is not restarted; a crash is, until too many in a row", async () => {
  port += 1;
  const clean = supervisor(port, { firstDelayMs: 100 });
  running.push(clean.child);
  await answering(port);
  await get(port, "/?exit=0");
  expect(await clean.exited).toBe(0);
  expect(clean.lines).toEqual([]);

  port += 1;
  const crashing = supervisor(port, { firstDelayMs: 50, maxDelayMs: 100, maxRestarts: 2 });
  running.push(crashing.child);
  let pid = (await answering(port)).pid;
  for (let i = 0; i < 3; i++) {
    await get(port, "/?exit=3");
    if (i < 2) pid = (await answering(port, pid)).pid;
  }
  expect(await crashing.exited).toBe(1);
  expect(crashing.lines.at(-1)).toMatch(/exited with code 3: it stopped 3 times in a row within 60 s of starting, giving up\.$/);
}, 60_000);
