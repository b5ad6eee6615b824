import "server-only";
import { Worker } from "node:worker_threads";
import { runtimeEnv } from "@/runtime-env.mjs";
import { workerFile } from "./bundle.mjs";
import type { WorkerAnswer, WorkerRequest } from "./serve";

/**
 * The one way the server runs heavy work off its own thread (parsing an
 * upload, rendering a quote's PDF): in worker threads started from
 * src/server/workers/<name>.worker.ts (bundled by ./bundle.mjs, served by
 * ./serve.ts), each kind of job within bounds of its own:
 * - a heap limit (V8's old generation): a job that exhausts it ends its
 *   worker, not the process, and its caller gets WorkerLimitError("memory");
 * - a wall-clock limit from the job's start: the worker is terminated and the
 *   caller gets WorkerLimitError("time");
 * - a number of jobs at once, the rest waiting their turn (an aborted wait
 *   leaves the queue; an aborted job terminates its worker);
 * - whether a worker stays for the next job (`idleMs`): a PDF worker keeps its
 *   parsed fonts; a file's reader starts fresh for each upload, so nothing one
 *   file leaves in a heap reaches the next.
 * Workers run at a lower scheduling priority than the server's thread (./serve.ts),
 * so on a busy machine the server's own answers get the cores first.
 */
export interface WorkerKind {
  /** The worker's file: src/server/workers/<name>.worker.ts. */
  name: string;
  /** Its heap (V8's old generation), in MB. */
  heapMb: number;
  /** Wall-clock time a job may take once started, in ms. */
  timeoutMs: number;
  /** Jobs of this kind running at once. */
  concurrency: number;
  /** How long a worker that finished a job waits for the next before it ends; 0: a fresh worker per job. */
  idleMs: number;
}

/** The worker went past its memory or time limit and was ended. */
export class WorkerLimitError extends Error {
  constructor(
    readonly limit: "memory" | "time",
    message: string,
  ) {
    super(message);
  }
}

/** The job threw: its error as the worker described it (./serve.ts). */
export class WorkerJobError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

interface Lane {
  running: number;
  waiting: Array<() => void>;
  idle: Array<{ worker: Worker; timer: NodeJS.Timeout; onExit: () => void }>;
}

/** One lane per kind, kept for the process (one even when the bundler loads this module twice). */
const lanes = ((globalThis as unknown as { __workerLanes?: Map<string, Lane> }).__workerLanes ??= new Map());

function laneOf(kind: WorkerKind): Lane {
  let lane = lanes.get(kind.name);
  if (!lane) lanes.set(kind.name, (lane = { running: 0, waiting: [], idle: [] }));
  return lane;
}

const abortReason = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new DOMException("The operation was aborted", "AbortError");

function slot(lane: Lane, kind: WorkerKind, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  if (lane.running < kind.concurrency) {
    lane.running += 1;
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const take = () => {
      signal?.removeEventListener("abort", leave);
      lane.running += 1;
      resolve();
    };
    const leave = () => {
      lane.waiting.splice(lane.waiting.indexOf(take), 1);
      reject(abortReason(signal!));
    };
    lane.waiting.push(take);
    signal?.addEventListener("abort", leave, { once: true });
  });
}

function release(lane: Lane) {
  lane.running -= 1;
  lane.waiting.shift()?.();
}

/** Where workers are started from: bundled beside the build (./bundle.mjs). */
function scriptOf(name: string): Promise<string> {
  const settings = runtimeEnv();
  return workerFile(process.cwd(), settings.distDir, name, { production: settings.production });
}

async function startWorker(kind: WorkerKind): Promise<Worker> {
  return new Worker(await scriptOf(kind.name), {
    resourceLimits: { maxOldGenerationSizeMb: kind.heapMb, maxYoungGenerationSizeMb: Math.min(32, Math.max(4, kind.heapMb / 8)) },
    stdout: false,
    stderr: false,
  });
}

/** A worker kept for the next job of its kind, or a new one. */
function takeWorker(lane: Lane, kind: WorkerKind): Promise<Worker> {
  const kept = lane.idle.pop();
  if (!kept) return startWorker(kind);
  clearTimeout(kept.timer);
  kept.worker.off("exit", kept.onExit);
  kept.worker.ref();
  return Promise.resolve(kept.worker);
}

/** After a job that ended well: kept for `idleMs` (not holding the process open), else ended. */
function putBack(lane: Lane, kind: WorkerKind, worker: Worker) {
  if (kind.idleMs <= 0) return void worker.terminate();
  worker.unref();
  const entry: Lane["idle"][number] = {
    worker,
    timer: setTimeout(() => leaveIdle(lane, entry), kind.idleMs).unref(),
    // A kept worker that dies (it should not) is not handed out again.
    onExit: () => leaveIdle(lane, entry),
  };
  worker.once("exit", entry.onExit);
  lane.idle.push(entry);
}

function leaveIdle(lane: Lane, entry: Lane["idle"][number]) {
  const i = lane.idle.indexOf(entry);
  if (i < 0) return;
  lane.idle.splice(i, 1);
  clearTimeout(entry.timer);
  entry.worker.off("exit", entry.onExit);
  void entry.worker.terminate();
}

/** What a job whose worker answered Batched(value, items) resolves with (./serve.ts). */
export interface Gathered<V, T> {
  value: V;
  items: T[];
}

/**
 * Runs a job of `kind` on `input` (copied to the worker; what `transfer` lists
 * is moved instead) and resolves with what it answers.
 */
export async function runWorker<I, O>(
  kind: WorkerKind,
  input: I,
  opts: { signal?: AbortSignal; transfer?: ArrayBuffer[] } = {},
): Promise<O> {
  const lane = laneOf(kind);
  await slot(lane, kind, opts.signal);
  try {
    const worker = await takeWorker(lane, kind);
    return await runOne<I, O>(lane, kind, worker, input, opts);
  } finally {
    release(lane);
  }
}

function runOne<I, O>(
  lane: Lane,
  kind: WorkerKind,
  worker: Worker,
  input: I,
  { signal, transfer }: { signal?: AbortSignal; transfer?: ArrayBuffer[] },
): Promise<O> {
  return new Promise<O>((resolve, reject) => {
    if (signal?.aborted) {
      void worker.terminate();
      return reject(abortReason(signal));
    }
    let settled = false;
    const settle = (fn: () => void, keep = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      fn();
      if (keep) putBack(lane, kind, worker);
      else void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new WorkerLimitError("time", `took more than ${Math.round(kind.timeoutMs / 1000)} seconds`))),
      kind.timeoutMs,
    );
    const onAbort = () => settle(() => reject(abortReason(signal!)));
    let gathered: Gathered<unknown, unknown> | null = null;
    const onMessage = (answer: WorkerAnswer<O>) => {
      if (answer.ok && "items" in answer) {
        gathered ??= { value: answer.value, items: [] };
        for (const item of answer.items) gathered.items.push(item);
        // The next batch only now: this one is taken, and other requests get their turn in between.
        if (answer.more) return worker.postMessage({ next: true } satisfies WorkerRequest<I>);
      }
      const done = gathered;
      settle(
        () =>
          answer.ok
            ? resolve(done ? (done as O) : (answer.value as O))
            : reject(new WorkerJobError(answer.error.message, answer.error.status, answer.error.errors)),
        // A job that threw leaves its worker as sound as one that answered.
        true,
      );
    };
    const onError = (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new WorkerLimitError("memory", `needed more than ${kind.heapMb} MB of memory`)
            : error,
        ),
      );
    const onExit = (code: number) => settle(() => reject(new Error(`The worker stopped (exit code ${code}) without an answer`)));
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage({ input } satisfies WorkerRequest<I>, transfer ?? []);
  });
}

/** Ends every kept worker (tests and benches that want their process to end at once). */
export async function closeWorkers(): Promise<void> {
  for (const lane of lanes.values()) for (const entry of [...lane.idle]) leaveIdle(lane, entry);
}
