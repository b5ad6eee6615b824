// HTTP load with autocannon's programmatic API, server RSS sampling from
// /proc, and the bare Node reference server (b).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const autocannon = require("autocannon");
const here = path.dirname(fileURLToPath(import.meta.url));

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function cannon(url, { connections, duration, timeout, nextPath }) {
  // nextPath: a new path for every request (e.g. a new search term each time), instead of url's.
  const requests = nextPath ? [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, timeout, pipelining: 1, requests }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** One autocannon run; errors = non-2xx answers + socket errors (timeouts included). */
export async function loadRun(url, { connections, duration, timeout = 10, rssPid, cpuPid, nextPath }) {
  const sampler = rssPid ? startRssSampler(rssPid) : null;
  const cpuBefore = cpuPid ? cpuSeconds(cpuPid) : null;
  const r = await cannon(url, { connections, duration, timeout, nextPath });
  const cpuAfter = cpuPid ? cpuSeconds(cpuPid) : null;
  const rss = sampler?.stop();
  return {
    // Answers per second over the whole run (autocannon's per-second sample average reads 0
    // for a target answering less than once a second).
    rps: r.requests.total / (r.duration || duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    non2xx: r.non2xx,
    socketErrors: r.errors,
    timeouts: r.timeouts,
    // Sent but neither answered nor failed when the run ended (autocannon does not wait for
    // them): about one per connection for a fast target, the backlog for a slow one.
    inFlightAtEnd: Math.max(0, (r.requests.sent ?? 0) - r.requests.total - r.errors),
    duration,
    bytesPerSec: r.throughput.average,
    rssPeakMB: rss?.peakMB,
    // The server's own CPU per answer: less dependent than req/s on how fast the load
    // generator (on the same cores) reads the bytes, though a slow reader still makes the
    // server's socket writes cost more. 10 ms /proc resolution per run.
    cpuUsPerAnswer:
      cpuBefore != null && cpuAfter != null && r.requests.total > 0 ? Math.round(((cpuAfter - cpuBefore) * 1e6) / r.requests.total) : null,
  };
}

/** Median of each figure over repeated runs; errors and requests are summed. */
export function summarize(runs) {
  const answered = runs.filter((r) => r.requests > 0);
  return {
    rps: +median(runs.map((r) => r.rps)).toFixed(1),
    // Percentiles of runs that completed requests; null when none did (latency > the run).
    p50: answered.length ? median(answered.map((r) => r.p50)) : null,
    p99: answered.length ? median(answered.map((r) => r.p99)) : null,
    errors: runs.reduce((n, r) => n + r.non2xx + r.socketErrors, 0),
    inFlightAtEnd: runs.reduce((n, r) => n + r.inFlightAtEnd, 0),
    duration: runs[0]?.duration,
    requests: runs.reduce((n, r) => n + r.requests, 0),
    rssPeakMB: runs.some((r) => r.rssPeakMB != null) ? Math.max(...runs.map((r) => r.rssPeakMB ?? 0)) : undefined,
    cpuUsPerAnswer: runs.some((r) => r.cpuUsPerAnswer != null)
      ? median(runs.filter((r) => r.cpuUsPerAnswer != null).map((r) => r.cpuUsPerAnswer))
      : null,
    reps: runs.length,
    runs,
  };
}

/** VmRSS of a process in MB, or null when it is gone. */
export function rssMB(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? +(Number(m[1]) / 1024).toFixed(1) : null;
  } catch {
    return null;
  }
}

export function startRssSampler(pid, everyMs = 200) {
  let peak = rssMB(pid) ?? 0;
  const t = setInterval(() => {
    const v = rssMB(pid);
    if (v !== null && v > peak) peak = v;
  }, everyMs);
  return {
    stop() {
      clearInterval(t);
      const v = rssMB(pid);
      if (v !== null && v > peak) peak = v;
      return { peakMB: peak, endMB: v };
    },
  };
}

/** The child pids of a process (Linux). */
export function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * Reference (b): the given bodies served from memory by a bare node:http
 * server in its own process (so it does not share the harness's event loop
 * with autocannon). bodies: { "/path": { file, contentType } }.
 */
export async function startBareServer(port, manifestFile) {
  const child = spawn(process.execPath, [path.join(here, "bare-server.mjs"), String(port), manifestFile], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error("bare server did not start")), 10_000);
    child.stdout.on("data", (d) => {
      if (String(d).includes("ready")) {
        clearTimeout(t);
        resolve();
      }
    });
    child.on("exit", (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return child;
}

/** CPU seconds used so far by a process (utime + stime from /proc/<pid>/stat). */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // fields 14 and 15 of stat(5), USER_HZ = 100
  } catch {
    return null;
  }
}

/**
 * autocannon stops at the end of a run without waiting for the answers in
 * flight, so a slow target leaves the server busy with abandoned requests.
 * Waits (bounded) until the server uses < 7% of a core over 300 ms, so one
 * target's backlog does not land on the next target's figures.
 */
export async function waitIdle(pid, maxMs = 90_000) {
  const t0 = performance.now();
  let last = cpuSeconds(pid);
  while (performance.now() - t0 < maxMs) {
    await new Promise((r) => setTimeout(r, 300));
    const now = cpuSeconds(pid);
    if (now === null || last === null) return { idle: false, waitedMs: Math.round(performance.now() - t0) };
    if (now - last < 0.02) return { idle: true, waitedMs: Math.round(performance.now() - t0) };
    last = now;
  }
  return { idle: false, waitedMs: Math.round(performance.now() - t0) };
}
