/**
 * Idempotency-Key on POST /api/quote-requests: a retry of the same request
 * replays the first answer, another request under the same key is refused,
 * and a key lives 24 hours. Real database, real route handler.
 */
import { POST as createQuote } from "@/app/api/quote-requests/route";
import type { Product } from "@/lib/types";
import { db } from "@/server/db/client";
import { IDEMPOTENCY_TTL_MS, pruneIdempotencyKeys } from "@/server/idempotency";
import { call } from "../api";
import { useTestDatabase } from "../db";
import { makeProduct } from "../factories";

useTestDatabase();

const buyer = {
  name: "Dana Buyer",
  company: "Acme Logistics",
  email: "dana@acme.example",
  phone: "(555) 201-3344",
  state: "TX",
  zip: "75001",
  notes: "Dock 4",
};
let film: Product;
let body: typeof buyer & { items: { sku: string; name: string; quantity: number }[] };
beforeAll(async () => {
  film = await makeProduct();
  body = { ...buyer, items: [{ sku: film.sku, name: "film", quantity: 5 }] };
});
let ip = 0;
// Each call from its own client address: the quote rate limit is not what these tests are about.
const post = (b: unknown, key: string) =>
  call(createQuote, "POST", "/api/quote-requests", {
    body: b,
    headers: { "x-forwarded-for": `10.8.${++ip >> 8}.${ip & 255}`, "Idempotency-Key": key },
  });

/** Runs `fn` with the wall clock moved `ms` ahead (only Date; timers and I/O run as usual). */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    now: Date.now() + ms,
    doNotFake: [
      "nextTick",
      "queueMicrotask",
      "setImmediate",
      "clearImmediate",
      "setTimeout",
      "clearTimeout",
      "setInterval",
      "clearInterval",
      "hrtime",
      "performance",
    ],
  });
  try {
    return await fn();
  } finally {
    jest.useRealTimers();
  }
}

describe("Idempotency-Key on POST /api/quote-requests", () => {
  it("replays the first request for the same key and the same body, even sent at once, and stores one request", async () => {
    const before = await db.quoteRequest.count();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body, "same-body-1")));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.reference)).size).toBe(1);
    const again = await post(body, "same-body-1");
    expect([again.status, again.body.reference, again.headers.get("idempotent-replayed")]).toEqual([
      201,
      answers[0].body.reference,
      "true",
    ]);
    expect(await db.quoteRequest.count()).toBe(before + 1);
  });

  it("treats the same request spelled differently (case, spaces, key order) as the same body", async () => {
    const first = await post(body, "same-body-2");
    const { items, ...rest } = body;
    const respelled = { items, ...rest, state: "tx", name: `  ${buyer.name} ` };
    const second = await post(respelled, "same-body-2");
    expect([second.status, second.body.reference]).toEqual([201, first.body.reference]);
  });

  it("refuses the same key with a different body: 422 naming Idempotency-Key, nothing stored, the first request untouched", async () => {
    const first = await post(body, "other-body-1");
    expect(first.status).toBe(201);
    const before = await db.quoteRequest.count();
    const other = await post({ ...body, items: [{ ...body.items[0], quantity: 6 }] }, "other-body-1");
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    expect(Object.keys(other.body.errors)).toEqual(["Idempotency-Key"]);
    expect(await db.quoteRequest.count()).toBe(before);
    const stored = await db.quoteRequest.findUniqueOrThrow({ where: { reference: first.body.reference }, include: { items: true } });
    expect(stored.items.map((i) => [i.sku, i.quantity])).toEqual([[film.sku, 5]]);
    // The first body still replays.
    expect((await post(body, "other-body-1")).body.reference).toBe(first.body.reference);
  });

  it("sent at once with two different bodies under one key: exactly one request is stored, the other is refused", async () => {
    const before = await db.quoteRequest.count();
    const bodies = [body, { ...body, notes: "something else" }];
    const answers = await Promise.all([0, 1, 0, 1].map((i) => post(bodies[i], "race-two-bodies")));
    expect(await db.quoteRequest.count()).toBe(before + 1);
    // Each body was sent twice: the winner's two replay one reference, the other's two are refused.
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBe(2);
    expect(new Set(created.map((a) => a.body.reference)).size).toBe(1);
    expect(answers.filter((a) => a.status === 422).length).toBe(2);
  });

  it("forgets a key after 24 hours: the same key is then a new request", async () => {
    const first = await post(body, "expires-1");
    const within = await later(IDEMPOTENCY_TTL_MS - 60_000, () => post({ ...body, notes: "changed" }, "expires-1"));
    expect(within.status).toBe(422);
    const after = await later(IDEMPOTENCY_TTL_MS + 60_000, () => post({ ...body, notes: "a day later" }, "expires-1"));
    expect(after.status).toBe(201);
    expect(after.body.reference).not.toBe(first.body.reference);
    expect(after.headers.get("idempotent-replayed")).toBeNull();
    // The new request now owns the key.
    const replay = await later(IDEMPOTENCY_TTL_MS + 120_000, () => post({ ...body, notes: "a day later" }, "expires-1"));
    expect(replay.body.reference).toBe(after.body.reference);
  });

  it("prunes expired keys and keeps live ones", async () => {
    await post(body, "prune-live");
    await later(-IDEMPOTENCY_TTL_MS - 60_000, () => post(body, "prune-old"));
    const removed = await pruneIdempotencyKeys();
    expect(removed).toBe(1);
    const keys = (await db.idempotencyKey.findMany({ select: { key: true } })).map((k) => k.key);
    expect(keys).toContain("prune-live");
    expect(keys).not.toContain("prune-old");
  });
});
