import "server-only";
import { Worker } from "node:worker_threads";
import { runtimeEnv } from "@/runtime-env.mjs";
import { workerFile } from "./bundle.mjs";
import type { WorkerAnswer } from "./serve";

/**
 * Runs work that a file's content can make large (parsing an upload,
 * rendering a document) in a worker thread of its own, so it cannot take the
 * server with it: the worker gets a heap of its own with a limit (V8 ends the
 * worker, not the process, when it runs out), a wall-clock limit, and is
 * terminated when the request that wanted it is aborted. Meanwhile the main
 * thread goes on serving. A worker is started per job: a job is an upload, and
 * a fresh heap per job means nothing one file leaves behind reaches the next.
 * Workers live in src/server/workers/<name>.worker.ts (see ./serve.ts).
 */
export interface WorkerLimits {
  /** The worker's heap (V8's old generation), in MB. */
  maxHeapMb: number;
  /** Wall-clock time from the worker's start, in ms. */
  timeoutMs: number;
  /** Aborting it terminates the worker (or takes the job out of the queue). */
  signal?: AbortSignal;
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

/** Jobs running at once, across all kinds of worker; the rest wait their turn (the machine's cores also serve pages). */
const MAX_RUNNING = 2;
let running = 0;
const waiting: Array<() => void> = [];

function slot(signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  if (running < MAX_RUNNING) {
    running += 1;
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const take = () => {
      signal?.removeEventListener("abort", leave);
      running += 1;
      resolve();
    };
    const leave = () => {
      waiting.splice(waiting.indexOf(take), 1);
      reject(abortReason(signal!));
    };
    waiting.push(take);
    signal?.addEventListener("abort", leave, { once: true });
  });
}

function release() {
  running -= 1;
  waiting.shift()?.();
}

const abortReason = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new DOMException("The operation was aborted", "AbortError");

/** Where workers are started from: bundled beside the build (./bundle.mjs). */
function scriptOf(name: string): Promise<string> {
  const settings = runtimeEnv();
  return workerFile(process.cwd(), settings.distDir, name, { production: settings.production });
}

/**
 * Runs worker `name` on `input` (copied to it, as `transfer` allows: moved)
 * and resolves with what it answers.
 */
export async function runWorker<I, O>(name: string, input: I, limits: WorkerLimits): Promise<O> {
  await slot(limits.signal);
  try {
    return await runOne<I, O>(await scriptOf(name), input, limits);
  } finally {
    release();
  }
}

function runOne<I, O>(script: string, input: I, { maxHeapMb, timeoutMs, signal }: WorkerLimits): Promise<O> {
  return new Promise<O>((resolve, reject) => {
    const worker = new Worker(script, {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: Math.min(32, Math.max(4, maxHeapMb / 8)) },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      fn();
      // Its answer is in; anything left of it goes.
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new WorkerLimitError("time", `took more than ${Math.round(timeoutMs / 1000)} seconds`))),
      timeoutMs,
    );
    const onAbort = () => settle(() => reject(abortReason(signal!)));
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.on("message", (answer: WorkerAnswer<O>) =>
      settle(() =>
        answer.ok ? resolve(answer.value) : reject(new WorkerJobError(answer.error.message, answer.error.status, answer.error.errors)),
      ),
    );
    worker.on("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new WorkerLimitError("memory", `needed more than ${maxHeapMb} MB of memory`) : error,
        ),
      ),
    );
    worker.on("exit", (code) => settle(() => reject(new Error(`The worker stopped (exit code ${code}) without an answer`))));
  });
}
