/**
 * The buyer's confirmation e-mail goes to whatever address the form names, so
 * it is limited per recipient (docs/security.md, "Limits"): through a real SMTP server on
 * a loopback port, on the test's real database.
 */
import { useMailTestDatabase, waitFor } from "../smtp";

const SHOP = "orders@usplastic.example";
const smtp = useMailTestDatabase({ businessEmail: SHOP });

test("4 quote requests naming one address within a day: 4 stored, 4 notifications to the business, 3 confirmations to the address", async () => {
  const { POST } = await import("@/app/api/quote-requests/route");
  const { db } = await import("@/server/db/client");
  const { call } = await import("../api");
  const { logger } = await import("@/server/logger.mjs");
  const warn = jest.spyOn(logger, "warn").mockImplementation(() => {});
  const references: string[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await call(POST, "POST", "/api/quote-requests", {
      // Each from another client address, so the per-client limit is not what stops them.
      headers: { "x-forwarded-for": `10.71.0.${i + 1}` },
      body: {
        name: "Pat Target",
        company: "",
        email: i % 2 ? "PAT@target.example" : "pat@target.example",
        phone: "555-201-3344",
        state: "TX",
        zip: "75001",
        notes: "",
        items: [{ sku: "pe001", name: "film", quantity: i + 1 }],
      },
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
  expect(warn).toHaveBeenCalledWith({ quote: skipped[0] }, expect.stringContaining("buyer confirmation not sent"));
  warn.mockRestore();
});
