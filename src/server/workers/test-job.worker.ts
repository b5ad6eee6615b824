// A worker for run-worker.test.ts: each input names what the job does, so the runner's bounds can be tried for real.
import { getPriority } from "node:os";
import { threadId } from "node:worker_threads";
import { HttpError } from "@/server/http/errors";
import { Batched, serveWorker } from "./serve";

export type TestJob = { op: "thread" } | { op: "busy"; ms: number } | { op: "hog" } | { op: "fail" } | { op: "batched"; count: number };

const kept: unknown[] = [];

serveWorker((job: TestJob) => {
  switch (job.op) {
    case "thread":
      return { threadId, nice: getPriority() };
    case "busy": {
      const until = Date.now() + job.ms;
      while (Date.now() < until);
      return { threadId, nice: getPriority() };
    }
    case "hog":
      for (;;) kept.push(new Array(100_000).fill(kept.length));
    case "batched":
      return new Batched(
        { threadId },
        Array.from({ length: job.count }, (_, i) => ({ row: i, cells: [`cell ${i}`] })),
        100,
      );
    case "fail":
      throw new HttpError(422, "The job refused its input", { file: "The job refused its input" });
  }
});
