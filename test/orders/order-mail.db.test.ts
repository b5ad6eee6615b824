/**
 * Each status an order takes is e-mailed to the buyer, through a real SMTP
 * server on a loopback port: both parts, the order's page in their account,
 * and once shipped the carrier and tracking number.
 */
import { parsed, useMailTestDatabase, waitFor } from "../smtp";

const SITE = "https://shop.usplastic.example";
process.env.SITE_URL = SITE;

const smtp = useMailTestDatabase({ businessEmail: "orders@usplastic.example" });

it("Confirmed, then Shipped with carrier and tracking: each a mail to the buyer with the account link", async () => {
  const { login } = await import("../kit");
  const { makeProduct } = await import("../factories");
  const { placedOrder, setStatus, SHIPPING } = await import("./order-kit");
  const cookie = await login();
  const { order } = await placedOrder(cookie, [await makeProduct()], { email: "ship.me@acme.example" });
  const mails = (subject: string) =>
    smtp.received
      .filter((m) => m.to.includes("ship.me@acme.example"))
      .map(parsed)
      .filter((m) => m.subject === subject);

  expect((await setStatus(cookie, order.id, { status: "Confirmed", expected: "Placed" })).status).toBe(200);
  await waitFor(() => mails(`Order ${order.number}: Confirmed`).length === 1);
  expect((await setStatus(cookie, order.id, { status: "Shipped", expected: "Confirmed", ...SHIPPING })).status).toBe(200);
  await waitFor(() => mails(`Order ${order.number}: Shipped`).length === 1);

  const url = `${SITE}/account/orders/${order.number}`;
  const confirmed = mails(`Order ${order.number}: Confirmed`)[0];
  expect(confirmed.text).toContain(url);
  expect(confirmed.text).not.toContain("Tracking number");
  const shipped = mails(`Order ${order.number}: Shipped`)[0];
  for (const part of [shipped.text, shipped.html]) {
    expect(part).toContain("UPS Freight");
    expect(part).toContain("1Z999AA10123456784");
    expect(part).toContain(url);
  }
  expect(shipped.html).toContain(`href="${url}"`);
  expect(shipped.html).toMatch(/^<!DOCTYPE html/);
});
