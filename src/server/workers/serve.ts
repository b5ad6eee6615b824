import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { HttpError } from "@/server/http/errors";

/**
 * What a worker posts back for a job: its result, or its error as plain data
 * (an HttpError keeps its status and field messages). A Batched result comes
 * as several answers, each with a batch of its items, the first with its value.
 */
export type WorkerAnswer<O> =
  | { ok: true; value: O }
  | { ok: true; value: unknown; items: unknown[]; more: boolean }
  | { ok: false; error: { message: string; status?: number; errors?: Record<string, string> } };

/** What the server's thread sends: a job's input, or "send the next batch". */
export type WorkerRequest<I> = { input: I } | { next: true };

/**
 * A result too large to cross in one message (an import's 50,000 rows take
 * the server's thread most of a second to deserialize at once): `value`
 * crosses with the first batch of `items`, and each further batch only once
 * the server's thread has taken the one before, so between batches it answers
 * other requests. The server gets `{ value, items }` (run-worker.ts).
 */
export class Batched<V, T> {
  constructor(
    readonly value: V,
    readonly items: T[],
    readonly size = 500,
  ) {}
}

/**
 * On Linux a thread has a nice value of its own: this worker's is raised, so
 * that when the cores are busy the server's thread (answering requests) runs
 * before it. /proc/thread-self names the calling thread; elsewhere nothing changes.
 */
function yieldToTheServer() {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), 10);
  } catch {
    // Not Linux, or not allowed: the worker runs at the server's priority.
  }
}

/** The buffer a result may be moved with: bytes that are the whole of theirs (never a slice of a pool the worker goes on using). */
const ownBuffer = (value: unknown): ArrayBuffer[] =>
  value instanceof Uint8Array &&
  value.byteOffset === 0 &&
  value.byteLength === value.buffer.byteLength &&
  value.buffer instanceof ArrayBuffer
    ? [value.buffer]
    : [];

const errorAnswer = (error: unknown): WorkerAnswer<never> => ({
  ok: false,
  error:
    error instanceof HttpError
      ? { message: error.message, status: error.status, errors: error.errors }
      : { message: error instanceof Error ? error.message : String(error) },
});

/**
 * A worker's whole body: runs `job` on each input the server sends
 * (run-worker.ts), one at a time, and posts each answer. A result that is
 * bytes (a PDF) is moved to the server's thread, not copied.
 */
export function serveWorker<I, O>(job: (input: I) => O | Promise<O>): void {
  yieldToTheServer();
  const port = parentPort!;
  let nextBatch: (() => void) | null = null;

  async function answer(input: I) {
    let value: O;
    try {
      value = await job(input);
    } catch (error) {
      return port.postMessage(errorAnswer(error));
    }
    if (!(value instanceof Batched)) return port.postMessage({ ok: true, value } satisfies WorkerAnswer<O>, ownBuffer(value));
    const { items, size } = value;
    for (let at = 0; ; at += size) {
      const more = at + size < items.length;
      port.postMessage({
        ok: true,
        value: at === 0 ? value.value : null,
        items: items.slice(at, at + size),
        more,
      } satisfies WorkerAnswer<O>);
      if (!more) return;
      await new Promise<void>((resolve) => (nextBatch = resolve));
    }
  }

  port.on("message", (request: WorkerRequest<I>) => {
    if ("next" in request) {
      const resume = nextBatch;
      nextBatch = null;
      return resume?.();
    }
    void answer(request.input);
  });
}
