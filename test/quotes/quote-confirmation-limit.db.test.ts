/**
 * The buyer's confirmation e-mail goes to whatever address the form names, so
 * it is limited per recipient (README "Limits"): through a real SMTP server on
 * a loopback port, on the test's real database.
 */
import { startSmtp } from "../smtp";

let smtp: Awaited<ReturnType<typeof startSmtp>>;

// Settings are read once, at the first import of src/env.ts: start the SMTP
// server and set them before any app module (or test/db.ts) is loaded.
beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "Sales <sales@usplastic.example>";
  const t = await import("../db");
  await t.createDatabase();
  const { env } = await import("@/env");
  const { migrate } = await import("@/server/db/migrate");
  await migrate({ url: env.DATABASE_URL, provider: env.provider });
  const { seed } = await import("@/server/db/seed");
  await seed({ log: () => {} });
  const { db } = await import("@/server/db/client");
  await db.setting.update({ where: { key: "business_email" }, data: { value: SHOP } });
});
afterAll(async () => {
  const { db } = await import("@/server/db/client");
  await db.$disconnect();
  await (await import("../db")).dropDatabase();
  await smtp.stop();
});

const SHOP = "orders@usplastic.example";

const waitFor = async (fn: () => Promise<boolean> | boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await fn())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
};

test("4 quote requests naming one address within a day: 4 stored, 4 notifications to the business, 3 confirmations to the address", async () => {
  const { POST } = await import("@/app/api/quote-requests/route");
  const { db } = await import("@/server/db/client");
  const { call } = await import("../api");
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  const references: string[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await call(POST, "POST", "/api/quote-requests", {
      // Each from another client address, so the per-client limit is not what stops them.
      headers: { "x-forwarded-for": `10.71.0.${i + 1}` },
      body: { name: "Pat Target", company: "", email: i % 2 ? "PAT@target.example" : "pat@target.example", phone: "555-201-3344", state: "TX", zip: "75001", notes: "", items: [{ sku: "pe001", name: "film", quantity: i + 1 }] },
    });
    expect(res.status).toBe(201);
    references.push(res.body.reference);
  }
  await waitFor(async () => (await db.quoteRequest.count({ where: { reference: { in: references }, emailStatus: "sent" } })) === 4);
  const toShop = smtp.received.filter((m) => m.to.includes(SHOP));
  const toBuyer = smtp.received.filter((m) => m.to.some((to) => to.toLowerCase() === "pat@target.example"));
  expect(toShop).toHaveLength(4);
  for (const reference of references) expect(toShop.some((m) => m.raw.includes(reference))).toBe(true);
  expect(toBuyer).toHaveLength(3);
  // The skipped one is logged, by reference.
  const skipped = references.filter((r) => !toBuyer.some((m) => m.raw.includes(r)));
  expect(skipped).toHaveLength(1);
  expect(warn.mock.calls.map((c) => c.join(" ")).join("\n")).toContain(`${skipped[0]}: buyer confirmation not sent`);
  warn.mockRestore();
});
