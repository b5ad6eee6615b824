/**
 * Orders: an accepted quote becomes one order in the acceptance's transaction;
 * the admin moves it only along the allowed transitions, against the status
 * they saw; the buyer reads only their company's orders (and their own guest
 * ones) and reorders them against today's catalogue. Real handlers, real database.
 */
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from "@/lib/orders";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeAdmin, makeBuyer, makeCompany, makeProduct } from "../factories";
import { login } from "../kit";
import { accept, detail, putDraft, reopen, sendQuote } from "../quotes/quote-loop-kit";
import { buyerGetOrder, buyerListOrders, placedOrder, quoteReorder, reorder, sentQuote, setStatus, SHIPPING } from "./order-kit";

useTestDatabase();

let cookie: string;
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
});

describe("an accepted quote becomes an order", () => {
  it("in the acceptance: Placed, numbered, with the accepted version's lines, money and PO", async () => {
    const products = [await makeProduct({ priceMin: "18.00", priceMax: "18.00" }), await makeProduct()];
    const { order, id } = await placedOrder(cookie, products);
    expect(order.number).toMatch(/^SO-\d{4}-\d{6}$/);
    expect(order.number.endsWith(String(order.id).padStart(6, "0"))).toBe(true);
    expect(order).toMatchObject({ status: "Placed", version: 1, poNumber: "PO-77", subtotal: "120.00", freight: "15.00", total: "135.00" });
    expect(JSON.parse(order.lines)).toEqual([
      {
        sku: products[0].sku,
        name: products[0].name,
        quantity: 3,
        unit: "case",
        unitPrice: "20.00",
        lineTotal: "60.00",
        listPrice: "18.00",
      },
      {
        sku: products[1].sku,
        name: products[1].name,
        quantity: 3,
        unit: "case",
        unitPrice: "20.00",
        lineTotal: "60.00",
        listPrice: "10.00 - 12.50",
      },
    ]);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id } })).status).toBe("Won");
    expect(await db.orderEvent.findMany({ where: { orderId: order.id }, select: { status: true, actor: true } })).toEqual([
      { status: "Placed", actor: "buyer" },
    ]);
  });

  it("a second accept, in turn or at once, makes no second order", async () => {
    const product = await makeProduct();
    const { token, id } = await placedOrder(cookie, [product]);
    expect((await accept(token, { name: "Dana", version: 1 })).status).toBe(409);
    const other = await sentQuote(cookie, [product]);
    const answers = await Promise.all([1, 2, 3].map(() => accept(other.token, { name: "Dana", version: 1 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await db.order.count({ where: { quoteRequestId: { in: [id, other.id] } } })).toBe(2);
  });

  it("a failed order creation rolls the acceptance back", async () => {
    const product = await makeProduct();
    const quote = await sentQuote(cookie, [product]);
    // An order of the request already shipped: the accepted version cannot become it.
    await db.order.create({
      data: {
        number: "SO-BLOCK",
        quoteRequestId: quote.id,
        version: 1,
        buyerEmail: "x@example.com",
        lines: "[]",
        subtotal: "0.00",
        total: "0.00",
        status: "Shipped",
      },
    });
    const answer = await accept(quote.token, { name: "Dana", poNumber: "PO-1", version: 1 });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("Order SO-BLOCK of this quote is Shipped: version 1 cannot replace it. Send us a message about it.");
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id: quote.id } })).status).toBe("Quoted");
    expect(await db.quoteEvent.count({ where: { quoteRequestId: quote.id, type: "accepted" } })).toBe(0);
    expect(await db.order.count({ where: { quoteRequestId: quote.id } })).toBe(1);
  });

  it("reopened and accepted again: the request's one order takes the new version while Placed or Cancelled", async () => {
    const { order, id, token } = await placedOrder(cookie, [await makeProduct()]);
    expect((await setStatus(cookie, order.id, { status: "Cancelled", expected: "Placed", reason: "Price to be revised" })).status).toBe(
      200,
    );
    expect((await reopen(cookie, id, { reason: "Revised price" })).status).toBe(201);
    expect((await putDraft(cookie, id, { ...(await detail(cookie, id)).body.draft, freight: "25.00" })).status).toBe(200);
    expect((await sendQuote(cookie, id)).status).toBe(201);
    expect((await accept(token, { name: "Dana", poNumber: "PO-2", version: 2 })).status).toBe(200);
    const again = await db.order.findUniqueOrThrow({ where: { quoteRequestId: id } });
    expect(again).toMatchObject({
      id: order.id,
      number: order.number,
      version: 2,
      status: "Placed",
      poNumber: "PO-2",
      total: "85.00",
      cancelReason: null,
    });
    expect(await db.order.count({ where: { quoteRequestId: id } })).toBe(1);
  });
});

describe("the admin's status changes", () => {
  const bodyFor = (to: OrderStatus, expected: OrderStatus) => ({
    status: to,
    expected,
    ...(to === "Shipped" ? SHIPPING : {}),
    ...(to === "Cancelled" ? { reason: "The buyer ordered twice." } : {}),
  });

  it("follow the transitions table exactly: every other move is 409 naming the order's status", async () => {
    const product = await makeProduct();
    const { order } = await placedOrder(cookie, [product]);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        await db.order.update({ where: { id: order.id }, data: { status: from } });
        const answer = await setStatus(cookie, order.id, bodyFor(to, from));
        const allowed = ORDER_TRANSITIONS[from].includes(to);
        expect([from, to, answer.status]).toEqual([from, to, allowed ? 200 : 409]);
        const stored = (await db.order.findUniqueOrThrow({ where: { id: order.id } })).status;
        if (allowed) {
          expect(answer.body.status).toBe(to);
          expect(stored).toBe(to);
        } else {
          expect(answer.body.message).toBe(`Order ${order.number} is ${from}; it cannot be marked ${to}.`);
          expect(stored).toBe(from);
        }
      }
    }
  });

  it("a stale status is 409 and changes nothing", async () => {
    const { order } = await placedOrder(cookie, [await makeProduct()]);
    expect((await setStatus(cookie, order.id, { status: "Confirmed", expected: "Placed" })).status).toBe(200);
    const stale = await setStatus(cookie, order.id, { status: "Cancelled", expected: "Placed", reason: "Changed mind" });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain(`Order ${order.number} is Confirmed now`);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("Confirmed");
  });

  it("Shipped needs carrier, tracking number and ship date; Cancelled a reason (400 naming each)", async () => {
    const { order } = await placedOrder(cookie, [await makeProduct()]);
    await setStatus(cookie, order.id, { status: "Confirmed", expected: "Placed" });
    const bare = await setStatus(cookie, order.id, { status: "Shipped", expected: "Confirmed" });
    expect(bare.status).toBe(400);
    expect(Object.keys(bare.body.errors).sort()).toEqual(["carrier", "shippedOn", "trackingNumber"]);
    const badDate = await setStatus(cookie, order.id, { status: "Shipped", expected: "Confirmed", ...SHIPPING, shippedOn: "2026-02-30" });
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors.shippedOn).toBeDefined();
    const noReason = await setStatus(cookie, order.id, { status: "Cancelled", expected: "Confirmed" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBeDefined();
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("Confirmed");
    const shipped = await setStatus(cookie, order.id, { status: "Shipped", expected: "Confirmed", ...SHIPPING, note: "Two pallets" });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: "Shipped", ...SHIPPING });
    expect(shipped.body.events.map((e: { status: string }) => e.status)).toEqual(["Placed", "Confirmed", "Shipped"]);
    const audit = await db.auditLog.findMany({ where: { entity: "Order", entityId: String(order.id) }, orderBy: { id: "asc" } });
    expect(audit.map((a) => [a.actor, JSON.parse(a.before!).status, JSON.parse(a.after!).status])).toEqual([
      ["admin", "Placed", "Confirmed"],
      ["admin", "Confirmed", "Shipped"],
    ]);
    // Each change is an order.status_changed event in the webhook outbox, written with it; refused ones wrote none.
    const events = (await db.outboxEvent.findMany({ where: { type: "order.status_changed" }, orderBy: { createdAt: "asc" } }))
      .map((e) => JSON.parse(e.payload).data)
      .filter((d: { orderId: number }) => d.orderId === order.id);
    expect(events).toEqual([
      { orderId: order.id, number: order.number, from: "Placed", to: "Confirmed" },
      { orderId: order.id, number: order.number, from: "Confirmed", to: "Shipped", ...SHIPPING },
    ]);
  });

  it("signed out is 401; an unknown order 404", async () => {
    const { order } = await placedOrder(cookie, [await makeProduct()]);
    expect((await setStatus(null, order.id, { status: "Confirmed", expected: "Placed" })).status).toBe(401);
    expect((await setStatus(cookie, 99_999_999, { status: "Confirmed", expected: "Placed" })).status).toBe(404);
  });
});

describe("the buyer's orders", () => {
  it("a company's orders are its own: every order route is 404 to another company and 401 signed out", async () => {
    const acme = await makeCompany();
    const globex = await makeCompany();
    const acmeBuyer = await makeBuyer({ company: acme });
    const globexBuyer = await makeBuyer({ company: globex });
    // Placed with the Globex buyer's own address: still Acme's order.
    const { order } = await placedOrder(cookie, [await makeProduct()], { companyId: acme.id, email: globexBuyer.email });

    const mine = await buyerGetOrder(acmeBuyer.cookie, order.number);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ number: order.number, status: "Placed", total: "75.00", poNumber: "PO-77" });
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect((await buyerListOrders(acmeBuyer.cookie)).body.orders.map((o: { number: string }) => o.number)).toEqual([order.number]);
    expect((await reorder(acmeBuyer.cookie, order.number)).status).toBe(200);

    expect((await buyerGetOrder(globexBuyer.cookie, order.number)).status).toBe(404);
    expect((await reorder(globexBuyer.cookie, order.number)).status).toBe(404);
    expect((await buyerListOrders(globexBuyer.cookie)).body.orders).toEqual([]);

    expect((await buyerGetOrder(null, order.number)).status).toBe(401);
    expect((await reorder(null, order.number)).status).toBe(401);
    expect((await buyerListOrders(null)).status).toBe(401);
  });

  it("a guest's order is theirs by e-mail, in any case, and no one else's", async () => {
    const { order } = await placedOrder(cookie, [await makeProduct()], { email: "Guest.Orders@Example.com" });
    const guest = await makeBuyer({ email: "guest.orders@example.com" });
    const stranger = await makeBuyer();
    expect((await buyerGetOrder(guest.cookie, order.number)).status).toBe(200);
    expect((await buyerListOrders(guest.cookie)).body.orders.map((o: { number: string }) => o.number)).toEqual([order.number]);
    expect((await buyerGetOrder(stranger.cookie, order.number)).status).toBe(404);
  });
});

describe("reorder", () => {
  it("answers cart items for what is still sold, flags a deleted product and a changed price", async () => {
    const kept = await makeProduct({ priceMin: "10.00", priceMax: "10.00" });
    const repriced = await makeProduct({ priceMin: "10.00", priceMax: "12.50" });
    const gone = await makeProduct();
    const guest = await makeBuyer();
    const { order, token } = await placedOrder(cookie, [kept, repriced, gone], { email: guest.email });
    await db.product.update({ where: { id: repriced.id }, data: { priceMin: "11.00", priceMax: "13.00" } });
    await db.product.delete({ where: { id: gone.id } });

    const answer = await reorder(guest.cookie, order.number);
    expect(answer.status).toBe(200);
    expect(answer.body.notSold).toEqual([{ sku: gone.sku, name: gone.name }]);
    expect(
      answer.body.items.map((i: { product: { id: number }; quantity: number; priceChanged: unknown }) => [
        i.product.id,
        i.quantity,
        i.priceChanged,
      ]),
    ).toEqual([
      [kept.id, 3, null],
      [repriced.id, 3, { from: "10.00 - 12.50", to: "11.00 - 13.00" }],
    ]);
    expect(answer.body.items[0].product).toMatchObject({ sku: kept.sku, slug: kept.slug, priceMin: "10.00" });
    // The accepted quote's private page reorders the same order.
    expect((await quoteReorder(token)).body).toEqual(answer.body);
  });

  it("a bad order number is 400; a quote not yet accepted has nothing to reorder (404)", async () => {
    const buyer = await makeBuyer();
    expect((await reorder(buyer.cookie, "DROP TABLE")).status).toBe(400);
    const quote = await sentQuote(cookie, [await makeProduct()]);
    expect((await quoteReorder(quote.token)).status).toBe(404);
  });
});
