import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { Worker } from "node:worker_threads";
import { expect, testWithAdminApi as test } from "./support/admin-session";
import { csvOfCommas, xlsx, xlsxColumnXfd, xlsxEmptyRows, xlsxHugeCell, xlsxSharedStrings } from "../test/hostile-files";

/**
 * The production server as `npm start` runs it (scripts/start.mjs, the server
 * under its supervisor): hostile import files fail their own request and
 * nothing else, a client that leaves stops the work it asked for, and a server
 * killed outright is started again.
 */
test.describe.configure({ timeout: 180_000 });

/** The pid of the server process listening on the site's port (http-server/index.mjs). */
function serverPid(port: string): number {
  return Number(
    execFileSync("fuser", ["-n", "tcp", port], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
      .trim()
      .split(/\s+/)[0],
  );
}
/** A process's parent and its CPU time so far (all its threads, user + system), in seconds. */
function processStat(pid: number): { ppid: number; cpuSeconds: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
    .replace(/^.*\) /, "")
    .split(" ");
  return { ppid: Number(fields[1]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100 };
}

/**
 * GET /api/categories every 50 ms from a thread of its own, between "start"
 * and "stop": each answer's status and time. Playwright sends the upload from
 * the test's thread, and building and writing a 19 MB form there held that
 * thread's timers for up to 100 ms, which a probe on it counted as the
 * server's. The thread makes one request before it says it is ready, so its
 * own start (loading fetch, opening a connection) is not counted either.
 */
const PROBE = `
const { parentPort, workerData } = require("node:worker_threads");
const get = () => fetch(workerData.url).then((r) => r.arrayBuffer().then(() => r.status), () => 0);
let results = [];
let probing = false;
let loop = Promise.resolve();
async function run() {
  while (probing) {
    const started = performance.now();
    const status = await get();
    results.push({ ms: performance.now() - started, status });
    if (probing) await new Promise((r) => setTimeout(r, 50));
  }
}
parentPort.on("message", async (m) => {
  if (m === "start") {
    results = [];
    probing = true;
    loop = run();
  } else {
    // The request under way when the upload ended is counted too: it may be the one the server held.
    probing = false;
    await loop;
    parentPort.postMessage(results);
  }
});
get().then(() => parentPort.postMessage("ready"));
`;
type Probe = { during(upload: () => Promise<unknown>): Promise<{ ms: number; status: number }[]>; stop(): Promise<number> };
async function startProbe(baseURL: string): Promise<Probe> {
  const worker = new Worker(PROBE, { eval: true, workerData: { url: `${baseURL}/api/categories` } });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
  expect(await next()).toBe("ready");
  return {
    async during(upload) {
      worker.postMessage("start");
      await upload();
      const results = next();
      worker.postMessage("stop");
      return (await results) as { ms: number; status: number }[];
    },
    stop: () => worker.terminate(),
  };
}

test("hostile files each answer a 4xx naming the limit, while other requests keep answering within 200 ms; the server is the same process after", async ({
  adminApi,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const pid = serverPid(port);
  const files: [string, Buffer, RegExp][] = [
    ["xfd.xlsx", await xlsxColumnXfd(), /more than 1,000 columns/],
    ["huge-cell.xlsx", await xlsxHugeCell(), /unpacks to more than 200 MB/],
    ["shared-cell.xlsx", await xlsxHugeCell({ shared: true, mb: 2 }), /more than 32,767 characters/],
    ["shared-strings.xlsx", await xlsxSharedStrings(), /more than 1,000,000 distinct texts/],
    [
      "shared-strings-undeclared.xlsx",
      await xlsxSharedStrings({ declared: false, count: 2_000_000 }),
      /more than 1,000,000 distinct texts/,
    ],
    ["empty-rows.xlsx", await xlsxEmptyRows(), /more than 100,000 rows, empty ones included/],
    ["commas.csv", csvOfCommas(), /more than 1,000 columns/],
  ];
  // Warm the probed route and the import's (its first request loads its code).
  expect((await fetch(`${baseURL}/api/categories`)).status).toBe(200);
  const warm = await adminApi.post("/api/admin/products/import?dryRun=1", {
    multipart: { file: { name: "warm.csv", mimeType: "text/csv", buffer: Buffer.from("sku,name\r\nWARM-1,Warm\r\n") } },
  });
  expect(warm.status()).toBe(200);
  /** Every other request's time, in ms, across the seven files. */
  const all: number[] = [];
  const probe = await startProbe(baseURL!);
  for (const [name, buffer, message] of files) {
    const upload = () =>
      adminApi.post("/api/admin/products/import?dryRun=1", {
        multipart: { file: { name, mimeType: "application/octet-stream", buffer } },
        timeout: 60_000,
      });
    let answer!: Awaited<ReturnType<typeof upload>>;
    const probes = await probe.during(async () => (answer = await upload()));
    expect(answer.status(), name).toBeGreaterThanOrEqual(400);
    expect(answer.status(), name).toBeLessThan(500);
    expect((await answer.json()).errors.file, name).toMatch(message);
    expect(probes.length, name).toBeGreaterThan(0);
    expect(
      probes.filter((p) => p.status !== 200),
      name,
    ).toEqual([]);
    const times = probes.map((p) => Math.round(p.ms)).sort((a, b) => a - b);
    console.log(`${name}: requests meanwhile took ${times.join(", ")} ms`);
    all.push(...times);
  }
  // A server whose main thread read the file (or the upload) stalled for seconds, or died. Pooled over the seven
  // files (about 35 requests). With the probe on this test's own thread, on this 2-core machine with nothing else
  // running, the slowest took 104-198 ms, always during the 19 MB CSV; the server's own log put those at 9-66 ms
  // (the rest was this thread writing the upload). Under other jobs (load 10-16) the slowest reached 134-492 ms.
  const sorted = [...all].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  const said = `requests during the seven files took ${sorted.join(", ")} ms`;
  console.log(`all files: ${sorted.length} requests, median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${sorted.at(-1)} ms`);
  expect(at(0.5), said).toBeLessThan(50);
  expect(at(0.9), said).toBeLessThan(200);
  expect(sorted.at(-1), said).toBeLessThan(200);
  await probe.stop();
  expect(serverPid(port)).toBe(pid);
});

test("a client that leaves while its file is read: the server stops reading it", async ({ adminApi, baseURL }) => {
  const base = new URL(baseURL!);
  const pid = serverPid(base.port);
  // 20,000 rows of 20 cells: seconds of reading, within every limit.
  const row = (r: number) =>
    `<row r="${r}">${Array.from({ length: 20 }, (_, c) => `<c r="${String.fromCharCode(65 + c)}${r}" t="inlineStr"><is><t>${c === 0 ? `LEAVE-${r}` : `cell ${r}.${c}`}</t></is></c>`).join("")}</row>`;
  const file = await xlsx({
    rows: (function* () {
      yield `<row r="1"><c r="A1" t="inlineStr"><is><t>sku</t></is></c></row>`;
      for (let r = 2; r <= 20_001; r++) yield row(r);
    })(),
  });
  const state = await adminApi.storageState();
  const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

  // Left to finish, the same request takes seconds of the server's CPU.
  const cpuBefore = processStat(pid).cpuSeconds;
  const full = await adminApi.post("/api/admin/products/import?dryRun=1", {
    multipart: { file: { name: "big.xlsx", mimeType: "application/octet-stream", buffer: file } },
    timeout: 120_000,
  });
  expect(full.status()).toBe(200);
  const fullCpu = processStat(pid).cpuSeconds - cpuBefore;
  // About 1.5 s here; what is left after leaving must be a third of it at most.
  expect(fullCpu).toBeGreaterThan(1);

  // Sent whole, then the client goes 300 ms later.
  const boundary = "----leave" + Date.now();
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  await new Promise<void>((resolve) => {
    const req = http.request({
      host: base.hostname,
      port: base.port,
      method: "POST",
      path: "/api/admin/products/import?dryRun=1",
      headers: { cookie, origin: base.origin, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": body.length },
    });
    req.on("error", () => resolve());
    req.end(body, () => setTimeout(() => (req.destroy(), resolve()), 300));
  });
  const leftAt = processStat(pid).cpuSeconds;
  await new Promise((r) => setTimeout(r, 3000));
  const afterLeaving = processStat(pid).cpuSeconds - leftAt;
  expect(afterLeaving, `CPU after the client left, against ${fullCpu.toFixed(1)} s for the whole request`).toBeLessThan(
    Math.min(0.5, fullCpu / 3),
  );
});

test("kill -9 of the server: npm start starts it again, and the site answers", async ({ baseURL }) => {
  const port = new URL(baseURL!).port;
  const pid = serverPid(port);
  const supervisor = processStat(pid).ppid;
  process.kill(pid, "SIGKILL");
  const killedAt = Date.now();
  let status = 0;
  while (status !== 200) {
    expect(Date.now() - killedAt, "the site answers again within 120 s").toBeLessThan(120_000);
    await new Promise((r) => setTimeout(r, 250));
    status = await fetch(`${baseURL}/api/categories`).then(
      (r) => r.status,
      () => 0,
    );
  }
  // At least the supervisor's first back-off (1 s) passed before the new server started.
  expect(Date.now() - killedAt).toBeGreaterThanOrEqual(1000);
  const restarted = serverPid(port);
  expect(restarted).not.toBe(pid);
  expect(processStat(restarted).ppid).toBe(supervisor);
});
