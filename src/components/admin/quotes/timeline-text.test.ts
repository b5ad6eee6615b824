import type { QuoteEvent } from "@/lib/types";
import { eventActor, eventDetail, eventTitle, timelineOrder } from "./timeline-text";

const event = (over: Partial<QuoteEvent>): QuoteEvent => ({
  id: 1,
  type: "received",
  version: null,
  actor: "buyer",
  name: null,
  poNumber: null,
  message: null,
  createdAt: "2026-11-25T10:00:00.000Z",
  ...over,
});

it.each<[Partial<QuoteEvent>, string, string | null]>([
  [{ type: "received" }, "Request received", null],
  [{ type: "opened", actor: "admin" }, "Opened", null],
  [{ type: "sent", version: 2, actor: "admin" }, "Version 2 sent", null],
  [{ type: "viewed" }, "Viewed by the buyer", null],
  [{ type: "message", message: "Can you do $48?" }, "Buyer message", "Can you do $48?"],
  [{ type: "accepted", name: "Dana Buyer", poNumber: "PO-7788" }, "Accepted by Dana Buyer", "PO PO-7788"],
  [{ type: "accepted", name: "Dana Buyer" }, "Accepted by Dana Buyer", null],
  [{ type: "declined", message: "Too dear" }, "Declined", "Too dear"],
  [{ type: "declined" }, "Declined", null],
  [{ type: "status", message: "New → Contacted", actor: "admin" }, "Status changed", "New → Contacted"],
  [{ type: "reply", message: "Yes, from 12 cases.", actor: "admin" }, "Reply to the buyer", "Yes, from 12 cases."],
  [{ type: "reopened", version: 2, message: "Resin price rose", actor: "admin" }, "Version 2 reopened", "Resin price rose"],
])("%o reads %s", (over, title, detail) => {
  expect(eventTitle(event(over))).toBe(title);
  expect(eventDetail(event(over))).toBe(detail);
});

it("names the admin who acted, not the buyer or the system", () => {
  expect(eventActor(event({ actor: "admin" }))).toBe("admin");
  expect(eventActor(event({ actor: "buyer" }))).toBeNull();
  expect(eventActor(event({ actor: "system" }))).toBeNull();
  expect(eventActor(event({ actor: "" }))).toBeNull();
});

it("puts the newest last, equal times in stored order", () => {
  const order = timelineOrder([
    event({ id: 3, createdAt: "2026-11-25T12:00:00.000Z" }),
    event({ id: 2, createdAt: "2026-11-25T10:00:00.000Z" }),
    event({ id: 1, createdAt: "2026-11-25T10:00:00.000Z" }),
  ]);
  expect(order.map((e) => e.id)).toEqual([1, 2, 3]);
});
