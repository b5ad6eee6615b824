import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A second production server (http-server/index.mjs, as the README's "Several
 * instances" starts one) beside the e2e server, with settings of its own: it
 * serves a copy of the e2e build (two servers must not write one build's page
 * cache), and its stdout is kept line by line, so a spec can read its log.
 */
export interface ChildServer {
  url: string;
  /** Its DATA_DIR (its SQLite database is app.db there unless DATABASE_URL says otherwise). */
  dataDir: string;
  proc: ChildProcess;
  /** Every line it wrote to stdout and stderr so far. */
  lines: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const port = Number(process.env.E2E_PORT || 3100);
let buildCopy: string | null = null;
/** One copy of the e2e build for the specs' child servers (made once per run). */
function copyOfBuild(): string {
  if (buildCopy) return buildCopy;
  const source = `.next-e2e-${port}`;
  const copy = `.next-e2e-${port}-child`;
  if (!existsSync(path.join(source, "BUILD_ID"))) throw new Error(`no e2e build in ${source}`);
  // Its node_modules holds links into the project's: copied as the same relative links.
  cpSync(source, copy, {
    recursive: true,
    force: true,
    verbatimSymlinks: true,
    filter: (src) => !src.includes(`${path.sep}cache${path.sep}`),
  });
  return (buildCopy = copy);
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: free } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

export async function startChildServer(settings: Record<string, string>): Promise<ChildServer> {
  const childPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "storefront-child-"));
  // Only what a deployment sets: nothing inherited from the test run's own settings.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    PORT: String(childPort),
    HOST: "127.0.0.1",
    NEXT_DIST_DIR: copyOfBuild(),
    DATA_DIR: dataDir,
    NEXTAUTH_SECRET: "child-secret-child-secret-child-secret-child",
    ADMIN_PASSWORD: "Child-Admin-Pass-42",
    SITE_URL: `http://localhost:${childPort}`,
    ...settings,
  };
  const proc = spawn(process.execPath, ["http-server/index.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  let partial = "";
  const collect = (chunk: Buffer) => {
    const text = partial + chunk.toString("utf8");
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    lines.push(...parts.filter((l) => l.length > 0));
  };
  proc.stdout!.on("data", collect);
  proc.stderr!.on("data", collect);
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${childPort}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the child server exited (${proc.exitCode}):\n${lines.join("\n")}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the child server did not start in 120 s:\n${lines.join("\n")}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    proc,
    lines,
    async stop(signal = "SIGTERM") {
      if (proc.exitCode === null) proc.kill(signal);
      return exited;
    },
  };
}

/**
 * A TCP relay to a real service (PostgreSQL, Redis), so a test can take that
 * service away from a server and give it back: "down" refuses connections,
 * "silent" accepts them and never answers.
 */
export async function tcpRelay(targetPort: number) {
  let mode: "up" | "down" | "silent" = "up";
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => {});
    if (mode === "down") return void client.destroy();
    if (mode === "silent") return;
    const upstream = net.connect(targetPort, "127.0.0.1");
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    /** Cuts every open connection and takes new ones as `next` says. */
    set(next: "up" | "down" | "silent") {
      mode = next;
      if (next !== "up") for (const s of sockets) s.destroy();
    },
    close() {
      mode = "down";
      const closed = new Promise((resolve) => server.close(resolve));
      for (const s of sockets) s.destroy();
      return closed;
    },
  };
}

/**
 * Stock `next start` on a copy of the e2e build, reading the e2e server's
 * database: what Next does on its own, without this project's server in front.
 */
export async function startStockNext(dataDir: string): Promise<{ url: string; distDir: string; stop(): Promise<void> }> {
  const stockPort = await freePort();
  const distDir = copyOfBuild();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    NEXTAUTH_SECRET: "child-secret-child-secret-child-secret-child",
    ADMIN_PASSWORD: "Child-Admin-Pass-42",
    SITE_URL: `http://localhost:${stockPort}`,
  };
  const proc = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(stockPort), "-H", "127.0.0.1"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  proc.stdout!.on("data", (c: Buffer) => (output += c.toString("utf8")));
  proc.stderr!.on("data", (c: Buffer) => (output += c.toString("utf8")));
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${stockPort}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`next start exited (${proc.exitCode}):\n${output}`);
    const up = await fetch(`${url}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`next start did not answer in 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    distDir,
    async stop() {
      if (proc.exitCode === null) proc.kill("SIGTERM");
      await exited;
    },
  };
}
