import { parentPort, workerData } from "node:worker_threads";
import { HttpError } from "@/server/http/errors";

/** What a worker posts back once: its result, or its error as plain data (an HttpError keeps its status and field messages). */
export type WorkerAnswer<O> =
  { ok: true; value: O } | { ok: false; error: { message: string; status?: number; errors?: Record<string, string> } };

/** A worker's whole body: runs `job` on the input the server gave (run-worker.ts) and posts the answer. */
export function serveWorker<I, O>(job: (input: I) => O | Promise<O>): void {
  const post = (answer: WorkerAnswer<O>) => parentPort!.postMessage(answer);
  Promise.resolve()
    .then(() => job(workerData as I))
    .then(
      (value) => post({ ok: true, value }),
      (error: unknown) =>
        post({
          ok: false,
          error:
            error instanceof HttpError
              ? { message: error.message, status: error.status, errors: error.errors }
              : { message: error instanceof Error ? error.message : String(error) },
        }),
    );
}
