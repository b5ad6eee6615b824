/**
 * A deal, once accepted, declined, expired or closed by the admin (Won, Lost),
 * is never replaced silently: sending over it is 409 naming what closed it
 * until the admin reopens it with a reason, which the timeline and the buyer
 * keep. The buyer answers only a Quoted request's latest, unexpired version.
 * The conversation goes both ways. Every change is checked against the
 * request as stored, also when two arrive at once. Real route handlers, real database.
 */
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeAdmin, makeProduct } from "../factories";
import { login } from "../kit";
import {
  accept,
  buyerQuote,
  decline,
  detail,
  inDays,
  message,
  putDraft,
  putStatus,
  quotedRequest,
  reopen,
  reply,
  requestQuote,
  sendQuote,
  validDraft,
} from "./quote-loop-kit";

useTestDatabase();

let cookie: string;
beforeAll(async () => {
  // The product requestQuote asks for by SKU.
  await makeProduct({ name: "PE Stretch Film", sku: "pe001", priceMin: "45.00", priceMax: "55.00" });
  await makeAdmin();
  cookie = await login();
});

type Event = { type: string; version: number | null; name: string | null; poNumber: string | null; message: string | null; actor: string };
const eventsOf = async (id: number) => (await detail(cookie, id)).body.events as Event[];
const statusOf = async (id: number) => (await db.quoteRequest.findUniqueOrThrow({ where: { id } })).status;
const versionsOf = (id: number) => db.quoteVersion.count({ where: { quoteRequestId: id } });

/** Version 1 sent, then version 2 (a revision of an open quote is fine), accepted with a PO. */
async function acceptedV2() {
  const q = await quotedRequest(cookie);
  await putDraft(cookie, q.id, validDraft({ freight: "99.00" }));
  expect((await sendQuote(cookie, q.id)).status).toBe(201);
  expect((await accept(q.token, { name: "Dana Buyer", poNumber: "PO-7788", version: 2 })).status).toBe(200);
  return q;
}

/** The quote's validity ended three days ago, as if it were sent weeks ago. */
async function expire(id: number) {
  const past = inDays(-3);
  for (const v of await db.quoteVersion.findMany({ where: { quoteRequestId: id } })) {
    await db.quoteVersion.update({
      where: { id: v.id },
      data: { validUntil: past, content: JSON.stringify({ ...JSON.parse(v.content), validUntil: past }) },
    });
  }
  await db.quoteRequest.update({ where: { id }, data: { quoteValidUntil: past } });
}

describe("sending over a closed deal", () => {
  it("an accepted version: 409 naming it, its acceptor and PO; no version 3, still Won, the buyer still sees the acceptance", async () => {
    const { id, token } = await acceptedV2();
    await putDraft(cookie, id, validDraft({ freight: "10.00" }));
    const res = await sendQuote(cookie, id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Version 2 was accepted by Dana Buyer (PO PO-7788). Reopen it with a reason before sending a new version.",
    );
    expect(await versionsOf(id)).toBe(2);
    expect(await statusOf(id)).toBe("Won");
    const seen = (await buyerQuote(token)).body;
    expect(seen).toMatchObject({
      version: 2,
      status: "Won",
      answerable: false,
      decision: { type: "accepted", version: 2, name: "Dana Buyer", poNumber: "PO-7788" },
    });
    expect((await eventsOf(id)).filter((e) => e.type === "sent").map((e) => e.version)).toEqual([1, 2]);
  });

  it.each([
    [
      "declined by the buyer",
      async (q: { token: string }) => void expect((await decline(q.token, { reason: "Too dear" })).status).toBe(200),
      "Version 1 was declined by the buyer.",
      "Lost",
    ],
    [
      "closed as Lost by hand",
      async (q: { id: number }) => void expect((await putStatus(cookie, q.id, { status: "Lost" })).status).toBe(200),
      "This request was closed as Lost.",
      "Lost",
    ],
    [
      "closed as Won by hand",
      async (q: { id: number }) => void expect((await putStatus(cookie, q.id, { status: "Won" })).status).toBe(200),
      "This request was closed as Won.",
      "Won",
    ],
    ["expired", async (q: { id: number }) => expire(q.id), /^Version 1 expired on \w+ \d+, \d{4}\./, "Quoted"],
  ] as const)("%s: 409 naming it, and nothing is sent", async (_what, close, named, status) => {
    const q = await quotedRequest(cookie);
    await close(q);
    const res = await sendQuote(cookie, q.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(typeof named === "string" ? new RegExp(`^${named.replace(/\./g, "\\.")}`) : named);
    expect(res.body.message).toContain("Reopen it with a reason");
    expect(await versionsOf(q.id)).toBe(1);
    expect(await statusOf(q.id)).toBe(status);
  });

  it("a revision of an open quote needs no reopening", async () => {
    const { id } = await quotedRequest(cookie);
    expect((await sendQuote(cookie, id)).body.version).toBe(2);
  });
});

describe("POST /api/admin/quote-requests/{id}/reopen", () => {
  it("needs the admin session (401) and a reason (400 naming it); an open deal has nothing to reopen (409)", async () => {
    const { id } = await acceptedV2();
    expect((await reopen(null, id, { reason: "Price change" })).status).toBe(401);
    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(2001) }]) {
      const res = await reopen(cookie, id, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(["reason"]);
    }
    expect(await statusOf(id)).toBe("Won");
    expect((await eventsOf(id)).filter((e) => e.type === "reopened")).toEqual([]);

    const open = await quotedRequest(cookie);
    const refused = await reopen(cookie, open.id, { reason: "Why not" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Quoted and version 1 is open: there is nothing to reopen/);
    expect(await statusOf(open.id)).toBe("Quoted");
    expect((await reopen(cookie, 999_999, { reason: "x" })).status).toBe(404);
  });

  it("reopens an accepted deal with its reason on the timeline and the buyer's page; version 3 can then be sent and accepted, version 2's acceptance stays", async () => {
    const { id, token } = await acceptedV2();
    const res = await reopen(cookie, id, { reason: "Resin prices rose 8% this week; we must revise the film price." });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: "reopened",
      version: 2,
      actor: "admin",
      message: "Resin prices rose 8% this week; we must revise the film price.",
    });
    // Out of Won: the dashboard no longer counts the win, and it says so on the timeline.
    expect(await statusOf(id)).toBe("Contacted");
    expect((await eventsOf(id)).filter((e) => e.type === "reopened")).toEqual([
      expect.objectContaining({ version: 2, actor: "admin", message: "Resin prices rose 8% this week; we must revise the film price." }),
    ]);
    const audit = await db.auditLog.findFirst({ where: { entity: "QuoteRequest", entityId: String(id) }, orderBy: { id: "desc" } });
    expect(audit?.after).toContain("Resin prices rose");

    // Between the reopening and the new version the buyer reads why, still sees what they accepted, and cannot answer.
    const between = (await buyerQuote(token)).body;
    expect(between).toMatchObject({
      version: 2,
      status: "Contacted",
      answerable: false,
      decision: { type: "accepted", name: "Dana Buyer", poNumber: "PO-7788" },
    });
    expect(between.versions[0].reopened).toEqual([
      { version: 2, reason: "Resin prices rose 8% this week; we must revise the film price.", at: expect.any(String) },
    ]);
    const early = await accept(token, { name: "Dana Buyer", version: 2 });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/has been reopened: a revised quote will follow/);

    await putDraft(cookie, id, validDraft({ freight: "120.00" }));
    const sent = await sendQuote(cookie, id);
    expect([sent.status, sent.body.version]).toEqual([201, 3]);
    const after = (await buyerQuote(token)).body;
    expect(after).toMatchObject({ version: 3, status: "Quoted", answerable: true, decision: null });
    const v2 = after.versions.find((v: { version: number }) => v.version === 2);
    expect(v2).toMatchObject({
      superseded: true,
      decision: { type: "accepted", name: "Dana Buyer", poNumber: "PO-7788" },
      reopened: [expect.objectContaining({ reason: expect.stringContaining("Resin prices") })],
    });
    expect((await accept(token, { name: "Dana Buyer", poNumber: "PO-7790", version: 3 })).status).toBe(200);
    expect(await statusOf(id)).toBe("Won");
  });

  it.each([
    ["a declined quote", async (q: { token: string }) => void (await decline(q.token, {}))],
    ["an expired quote", async (q: { id: number }) => expire(q.id)],
    ["a request closed as Lost", async (q: { id: number }) => void (await putStatus(cookie, q.id, { status: "Lost" }))],
  ] as const)("reopens %s, after which a new version goes out", async (_what, close) => {
    const q = await quotedRequest(cookie);
    await close(q);
    expect((await reopen(cookie, q.id, { reason: "New pricing" })).status).toBe(201);
    await putDraft(cookie, q.id, validDraft());
    expect((await sendQuote(cookie, q.id)).status).toBe(201);
    expect((await buyerQuote(q.token)).body).toMatchObject({ version: 2, status: "Quoted", answerable: true });
  });
});

describe("the buyer answers only a Quoted request's latest, unexpired version", () => {
  it("after the admin sets Lost, accept and decline are 409 naming it, and it stays Lost", async () => {
    const { id, token } = await quotedRequest(cookie);
    expect((await putStatus(cookie, id, { status: "Lost" })).status).toBe(200);
    const acc = await accept(token, { name: "Dana", version: 1 });
    expect(acc.status).toBe(409);
    expect(acc.body.message).toBe("This quote is closed (Lost): it can no longer be accepted. Send us a message if you need a new quote.");
    const dec = await decline(token, {});
    expect(dec.status).toBe(409);
    expect(dec.body.message).toMatch(/closed \(Lost\): it can no longer be declined/);
    expect(await statusOf(id)).toBe("Lost");
    expect((await eventsOf(id)).filter((e) => e.type === "accepted" || e.type === "declined")).toEqual([]);
    expect((await buyerQuote(token)).body).toMatchObject({ status: "Lost", answerable: false, decision: null });
  });

  it("after Won by hand, accept is 409 too", async () => {
    const { id, token } = await quotedRequest(cookie);
    expect((await putStatus(cookie, id, { status: "Won" })).status).toBe(200);
    expect((await accept(token, { name: "Dana", version: 1 })).status).toBe(409);
    expect((await eventsOf(id)).filter((e) => e.type === "accepted")).toEqual([]);
  });

  it("an expired quote cannot be declined either", async () => {
    const { id, token } = await quotedRequest(cookie);
    await expire(id);
    const res = await decline(token, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/expired/);
    expect(await statusOf(id)).toBe("Quoted");
  });
});

describe("the status set by hand", () => {
  it.each(["New", "Contacted", "Quoted", "Lost"])("never moves a Won deal to %s (409 naming Won), nor writes the timeline", async (to) => {
    const { id } = await acceptedV2();
    const res = await putStatus(cookie, id, { status: to, adminNotes: "tried" });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^This request is Won: .*Reopen the quote with a reason/);
    expect(Object.keys(res.body.errors)).toEqual(["status"]);
    const row = await db.quoteRequest.findUniqueOrThrow({ where: { id } });
    expect([row.status, row.adminNotes]).toEqual(["Won", ""]);
    expect((await eventsOf(id)).filter((e) => e.type === "status")).toEqual([]);
  });

  it("a Lost request stays Lost; notes alone may still be saved on a closed deal", async () => {
    const { id, token } = await quotedRequest(cookie);
    await decline(token, {});
    expect((await putStatus(cookie, id, { status: "Won" })).status).toBe(409);
    const notes = await putStatus(cookie, id, { status: "Lost", adminNotes: "Call again in spring" });
    expect([notes.status, notes.body.status, notes.body.adminNotes]).toEqual([200, "Lost", "Call again in spring"]);
  });

  it("once a version was sent, by hand only Won or Lost; before any, any status", async () => {
    const { id } = await quotedRequest(cookie);
    for (const to of ["New", "Contacted"]) {
      const res = await putStatus(cookie, id, { status: to });
      expect(res.status).toBe(409);
      expect(res.body.errors.status).toMatch(/only be closed as Won or Lost/);
    }
    expect(await statusOf(id)).toBe("Quoted");
    const fresh = await requestQuote();
    for (const to of ["Contacted", "Quoted", "New", "Won"]) expect((await putStatus(cookie, fresh.id, { status: to })).status).toBe(200);
  });
});

describe("at once: every change sees the one before it", () => {
  it("two accepts: one 200, one 409, one acceptance", async () => {
    const { id, token } = await quotedRequest(cookie);
    const answers = await Promise.all([accept(token, { name: "First", version: 1 }), accept(token, { name: "Second", version: 1 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await eventsOf(id)).filter((e) => e.type === "accepted")).toHaveLength(1);
  });

  it("accept and a new version: never both; what is stored matches the one that won", async () => {
    for (let i = 0; i < 3; i++) {
      const { id, token } = await quotedRequest(cookie);
      const [acc, sent] = await Promise.all([accept(token, { name: "Dana", version: 1 }), sendQuote(cookie, id)]);
      // Accepted first (the send sees the acceptance), or sent first (the accept names a stale version).
      expect([acc.status, sent.status]).toEqual(acc.status === 200 ? [200, 409] : [409, 201]);
      const accepted = (await eventsOf(id)).filter((e) => e.type === "accepted");
      if (acc.status === 200) {
        expect([await versionsOf(id), await statusOf(id), accepted.length]).toEqual([1, "Won", 1]);
      } else {
        expect([await versionsOf(id), await statusOf(id), accepted.length]).toEqual([2, "Quoted", 0]);
      }
    }
  });

  it("accept and Lost by hand: never both", async () => {
    const { id, token } = await quotedRequest(cookie);
    const [acc, lost] = await Promise.all([accept(token, { name: "Dana", version: 1 }), putStatus(cookie, id, { status: "Lost" })]);
    expect([acc.status, lost.status].sort()).toEqual([200, 409]);
    expect(await statusOf(id)).toBe(acc.status === 200 ? "Won" : "Lost");
  });

  it("two reopenings: one 201, one 409; a send racing a reopening only goes out after it", async () => {
    const { id } = await acceptedV2();
    const both = await Promise.all([reopen(cookie, id, { reason: "A" }), reopen(cookie, id, { reason: "B" })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await eventsOf(id)).filter((e) => e.type === "reopened")).toHaveLength(1);

    const other = await acceptedV2();
    const [sent, reopened] = await Promise.all([sendQuote(cookie, other.id), reopen(cookie, other.id, { reason: "Revise" })]);
    expect(reopened.status).toBe(201);
    const events = await eventsOf(other.id);
    if (sent.status === 201)
      expect(events.findIndex((e) => e.type === "reopened")).toBeLessThan(events.findIndex((e) => e.type === "sent" && e.version === 3));
    else expect([sent.status, await versionsOf(other.id)]).toEqual([409, 2]);
  });
});

describe("the conversation, both ways", () => {
  it("the admin's reply: 201, on the timeline, and with the buyer's messages on the buyer's page in order", async () => {
    const { id, token } = await quotedRequest(cookie);
    expect((await message(token, { message: "Can you do 200 cases?" })).status).toBe(201);
    const res = await reply(cookie, id, { message: "Yes: $40.00 a case from 200.\nI will send a revision today." });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: "reply",
      actor: "admin",
      version: 1,
      message: "Yes: $40.00 a case from 200.\nI will send a revision today.",
    });
    expect((await message(token, { message: "Great, thanks" })).status).toBe(201);
    expect((await eventsOf(id)).filter((e) => e.type === "message" || e.type === "reply").map((e) => [e.type, e.actor])).toEqual([
      ["message", "buyer"],
      ["reply", "admin"],
      ["message", "buyer"],
    ]);
    const seen = (await buyerQuote(token)).body;
    expect(seen.messages).toEqual([
      { from: "buyer", message: "Can you do 200 cases?", at: expect.any(String) },
      { from: "supplier", message: "Yes: $40.00 a case from 200.\nI will send a revision today.", at: expect.any(String) },
      { from: "buyer", message: "Great, thanks", at: expect.any(String) },
    ]);
    // The buyer sees none of the admin's side beyond the reply itself.
    expect(JSON.stringify(seen.messages)).not.toContain("admin");
  });

  it("a reply marks the buyer's unread message as dealt with, and works on a closed deal too", async () => {
    const { id, token } = await acceptedV2();
    await message(token, { message: "When does it ship?" });
    expect((await detail(cookie, id)).body.isRead).toBe(false);
    expect((await reply(cookie, id, { message: "Friday." })).status).toBe(201);
    expect((await detail(cookie, id)).body.isRead).toBe(true);
    expect(await statusOf(id)).toBe("Won");
  });

  it("refuses: no session (401), an empty or long message (400 naming it), an unknown request (404), and before any quote was sent (409)", async () => {
    const { id } = await quotedRequest(cookie);
    expect((await reply(null, id, { message: "Hi" })).status).toBe(401);
    for (const body of [{}, { message: "  " }, { message: "x".repeat(5001) }]) {
      const res = await reply(cookie, id, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(["message"]);
    }
    expect((await reply(cookie, 999_999, { message: "Hi" })).status).toBe(404);
    const fresh = await requestQuote();
    const early = await reply(cookie, fresh.id, { message: "Hi" });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/Send a quote first/);
    expect((await eventsOf(id)).filter((e) => e.type === "reply")).toEqual([]);
  });
});
