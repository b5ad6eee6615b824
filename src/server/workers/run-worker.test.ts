/**
 * @jest-environment node
 */
import { closeWorkers, runWorker, WorkerJobError, WorkerLimitError, type Gathered, type WorkerKind } from "./run-worker";
import type { TestJob } from "./test-job.worker";

type Answer = { threadId: number; nice: number };

const kind = (over: Partial<WorkerKind> = {}): WorkerKind => ({
  name: "test-job",
  heapMb: 32,
  timeoutMs: 20_000,
  concurrency: 1,
  idleMs: 0,
  ...over,
});
const run = (k: WorkerKind, job: TestJob, signal?: AbortSignal) => runWorker<TestJob, Answer>(k, job, { signal });

afterAll(() => closeWorkers());

describe("runWorker", () => {
  it("ends a job past its heap with WorkerLimitError('memory'), and the next job of its kind runs", async () => {
    const k = kind({ heapMb: 24 });
    const error = await run(k, { op: "hog" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerLimitError);
    expect(error).toMatchObject({ limit: "memory", message: "needed more than 24 MB of memory" });
    await expect(run(k, { op: "thread" })).resolves.toMatchObject({ threadId: expect.any(Number) });
  });

  it("ends a job past its time with WorkerLimitError('time')", async () => {
    const started = Date.now();
    const error = await run(kind({ timeoutMs: 1_000 }), { op: "busy", ms: 60_000 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ limit: "time", message: "took more than 1 seconds" });
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("carries a job's HttpError back with its status and field messages", async () => {
    const error = await run(kind(), { op: "fail" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerJobError);
    expect(error).toMatchObject({ message: "The job refused its input", status: 422, errors: { file: "The job refused its input" } });
  });

  it("runs at most `concurrency` jobs of a kind at once; the rest wait", async () => {
    const k = kind({ name: "test-job", concurrency: 1, idleMs: 5_000 });
    await run(k, { op: "thread" }); // started, so the timing below is the jobs'
    const ends: number[] = [];
    const t0 = Date.now();
    await Promise.all([1, 2, 3].map(() => run(k, { op: "busy", ms: 300 }).then(() => ends.push(Date.now() - t0))));
    ends.sort((a, b) => a - b);
    expect(ends[2]).toBeGreaterThanOrEqual(900);
    expect(ends[1] - ends[0]).toBeGreaterThanOrEqual(290);
  });

  it("keeps a worker for the next job within `idleMs`; with idleMs 0 each job has a fresh one", async () => {
    const warm = kind({ idleMs: 10_000 });
    const a = await run(warm, { op: "thread" });
    const b = await run(warm, { op: "thread" });
    expect(b.threadId).toBe(a.threadId);
    await closeWorkers();
    const fresh = kind({ idleMs: 0 });
    const c = await run(fresh, { op: "thread" });
    const d = await run(fresh, { op: "thread" });
    expect(d.threadId).not.toBe(c.threadId);
  });

  it("terminates the job when its signal aborts, and a waiting job leaves the queue", async () => {
    const k = kind({ concurrency: 1 });
    const controller = new AbortController();
    const running = run(k, { op: "busy", ms: 60_000 }, controller.signal);
    const waiting = new AbortController();
    const queued = run(k, { op: "thread" }, waiting.signal);
    setTimeout(() => waiting.abort(), 200);
    setTimeout(() => controller.abort(), 400);
    const started = Date.now();
    await expect(queued).rejects.toThrow(/aborted/);
    await expect(running).rejects.toThrow(/aborted/);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The slot was given back: the next job runs.
    await expect(run(k, { op: "thread" })).resolves.toMatchObject({ threadId: expect.any(Number) });
  });

  it("gathers a Batched answer: its value and every item in order, the worker kept for the next job", async () => {
    const k = kind({ idleMs: 10_000 });
    const answer = await runWorker<TestJob, Gathered<{ threadId: number }, { row: number; cells: string[] }>>(k, {
      op: "batched",
      count: 1234,
    });
    expect(answer.items).toHaveLength(1234);
    expect(answer.items.every((item, i) => item.row === i && item.cells[0] === `cell ${i}`)).toBe(true);
    expect((await run(k, { op: "thread" })).threadId).toBe(answer.value.threadId);
  });

  it("runs workers at a lower priority than the server's thread (Linux)", async () => {
    if (process.platform !== "linux") return;
    const { nice } = await run(kind(), { op: "thread" });
    expect(nice).toBe(10);
  });
});
