/**
 * Two instances on PostgreSQL deliver each event once: two separate Node
 * processes (test/webhooks/dispatch-process.ts), each with its own connection
 * pool and dispatcher, drain one outbox at the same moment, to a slow real
 * receiver so that their passes overlap. Each event must arrive exactly once.
 *
 * PostgreSQL only: SQLite is one file that one server uses. The PostgreSQL
 * run of the db tests (scripts/test-all.mjs) fails under CI=true when the
 * server is missing, so this is never skipped there unnoticed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { POST as createRoute } from "@/app/api/admin/webhooks/route";
import { db } from "@/server/db/client";
import { recordEvent } from "@/server/webhooks/outbox";
import { provider, useTestDatabase } from "../db";
import { makeAdmin } from "../factories";
import { login, send } from "../kit";
import { startReceiver, type Receiver } from "./receiver";

useTestDatabase();

const root = path.resolve(__dirname, "../..");
const EVENTS = 60;

interface Worker {
  proc: ChildProcess;
  ready: Promise<void>;
  result: Promise<{ id: string; fannedOut: number; succeeded: number; failed: number; passes: number }>;
}

function startWorker(id: string): Worker {
  const proc = spawn(path.join(root, "node_modules/.bin/tsx"), ["--conditions=react-server", "test/webhooks/dispatch-process.ts", id], {
    cwd: root,
    // The test's own database (test/setup-db-env.ts set DATABASE_URL) and server secret, which opens the endpoint's signing secret.
    env: { ...process.env, WEBHOOKS_ALLOW_PRIVATE: "1", LOG_LEVEL: "error" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  proc.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  const lines = createInterface({ input: proc.stdout! });
  let readyLine: () => void;
  const ready = new Promise<void>((resolve) => (readyLine = resolve));
  let last = "";
  lines.on("line", (line) => {
    if (line === "ready") readyLine();
    else if (line.startsWith("{")) last = line;
  });
  const result = new Promise<Worker["result"] extends Promise<infer R> ? R : never>((resolve, reject) => {
    proc.on("exit", (code) => {
      if (code === 0 && last) resolve(JSON.parse(last));
      else reject(new Error(`dispatcher process ${id} exited with ${code}: ${stderr.slice(-2000)}`));
    });
  });
  // A process that dies before "ready" fails the test instead of leaving it waiting.
  return { proc, ready: Promise.race([ready, result.then(() => {})]), result };
}

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

(provider === "postgresql" ? test : test.skip)(
  `two dispatcher processes on one PostgreSQL database deliver each of ${EVENTS} events exactly once`,
  async () => {
    await makeAdmin();
    const cookie = await login();
    const res = await send(createRoute, "POST", "/api/admin/webhooks", {
      cookie,
      body: { url: receiver.url, description: "Two processes", events: ["quote_request.created"] },
    });
    expect(res.status).toBe(201);
    receiver.secret = res.body.secret;
    // Sends take a while, so each process is still sending when the other claims.
    receiver.delayMs = 40;
    const written: string[] = [];
    for (let i = 0; i < EVENTS; i++) {
      written.push(await db.$transaction((tx) => recordEvent(tx, "quote_request.created", { id: i + 1, reference: `Q-TWO-${i + 1}` })));
    }

    const workers = [startWorker("first"), startWorker("second")];
    try {
      await Promise.all(workers.map((w) => w.ready));
      for (const w of workers) w.proc.stdin!.write("go\n");
      const results = await Promise.all(workers.map((w) => w.result));

      // Every event once, and nothing else.
      expect(receiver.received.map((r) => r.id).sort()).toEqual([...written].sort());
      expect(receiver.received.every((r) => r.verified)).toBe(true);
      // Each event fanned out by one process only, each delivery sent by one only: the counts add up.
      expect(results.reduce((n, r) => n + r.fannedOut, 0)).toBe(EVENTS);
      expect(results.reduce((n, r) => n + r.succeeded, 0)).toBe(EVENTS);
      expect(results.reduce((n, r) => n + r.failed, 0)).toBe(0);
      // Both did part of the work: the two really raced.
      for (const r of results) expect(r.succeeded).toBeGreaterThan(0);
      expect(await db.webhookDelivery.count({ where: { status: "succeeded" } })).toBe(EVENTS);
      expect(await db.webhookDelivery.count({ where: { claimedBy: { not: null } } })).toBe(0);
    } finally {
      for (const w of workers) if (w.proc.exitCode === null) w.proc.kill();
    }
  },
  120_000,
);
