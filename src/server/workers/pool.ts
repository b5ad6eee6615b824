import "server-only";
import path from "node:path";
import Piscina from "piscina";

/**
 * CPU-bound work (a long quote's PDF) runs in worker threads so that the
 * server's own thread keeps answering. A pool per kind of task, made on first
 * use and kept for the process (one per process even when the bundler loads
 * this module twice). Its workers:
 * - are plain .mjs modules under server/workers/, which Node runs as they are
 *   (the app's bundle cannot be loaded in a worker); the default export is the task;
 * - have their own heap limit: a task that exhausts it ends its worker, not the
 *   server, and its caller gets an error;
 * - are at most `maxThreads` at once (the rest queue), and leave after
 *   `idleMs` without work, so an idle server holds none;
 * - are ended with their task when it is not done `timeoutMs` after it was asked for (waiting included).
 */
export interface PoolOptions {
  /** The worker module, relative to the app's folder ("server/workers/quote-pdf.mjs"). */
  file: string;
  maxThreads?: number;
  heapMb?: number;
  idleMs?: number;
  timeoutMs?: number;
}

export interface Pool<T, R> {
  run(task: T): Promise<R>;
  /** Ends the workers (tests, shutdown). */
  close(): Promise<void>;
}

const pools = ((globalThis as unknown as { __workerPools?: Map<string, Pool<unknown, unknown>> }).__workerPools ??= new Map());

/** The app's folder: the server, the tests and the scripts all run from it. */
export const workerPath = (file: string) => path.join(process.cwd(), file);

export function workerPool<T, R>(opts: PoolOptions): Pool<T, R> {
  const found = pools.get(opts.file);
  if (found) return found as Pool<T, R>;
  const timeoutMs = opts.timeoutMs ?? 120_000;
  const piscina = new Piscina({
    filename: workerPath(opts.file),
    minThreads: 0,
    maxThreads: opts.maxThreads ?? 1,
    idleTimeout: opts.idleMs ?? 30_000,
    resourceLimits: { maxOldGenerationSizeMb: opts.heapMb ?? 128 },
  });
  const pool: Pool<T, R> = {
    run: (task) => piscina.run(task, { signal: AbortSignal.timeout(timeoutMs) }) as Promise<R>,
    close: async () => {
      pools.delete(opts.file);
      await piscina.close({ force: true });
    },
  };
  pools.set(opts.file, pool as Pool<unknown, unknown>);
  return pool;
}
