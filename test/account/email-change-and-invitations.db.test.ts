/**
 * Changing a buyer's address and revoking invitations, through the real routes,
 * a real database and a real SMTP server: the new address proves itself by a
 * link, the old one is told, every session ends when it changes and the
 * buyer's earlier guest requests stay theirs; a pending invitation is listed and
 * revoked by the company's admin or the supplier's, and a revoked, expired or
 * accepted one is refused naming its state.
 */
import type { Product } from "@/lib/types";
import type { SinkMail } from "../mime";
import { parsed, useMailTestDatabase, waitFor } from "../smtp";

const SITE = "https://shop.usplastic.example";
process.env.SITE_URL = SITE;

const smtp = useMailTestDatabase();

const routes = async () => ({
  email: (await import("@/app/api/account/email/route")).POST,
  confirm: (await import("@/app/api/account/email/confirm/route")).POST,
  signOut: (await import("@/app/api/account/sign-out/route")).POST,
  company: await import("@/app/api/account/company/route"),
  invitations: await import("@/app/api/account/company/invitations/route"),
  invitation: await import("@/app/api/account/company/invitations/[id]/route"),
  accept: (await import("@/app/api/account/invitations/accept/route")).POST,
  quotes: (await import("@/app/api/account/quotes/route")).GET,
  orders: (await import("@/app/api/account/orders/route")).GET,
  adminRevoke: (await import("@/app/api/admin/companies/[id]/invitations/[invitationId]/route")).DELETE,
  adminInvite: (await import("@/app/api/admin/companies/[id]/invitations/route")).POST,
  adminCompany: (await import("@/app/api/admin/companies/[id]/route")).GET,
  call: (await import("../api")).call,
  db: (await import("@/server/db/client")).db,
  factories: await import("../factories"),
  kit: await import("../quotes/quote-loop-kit"),
  adminKit: await import("../kit"),
});

let ip = 0;
const freshIp = () => `10.44.${Math.floor(++ip / 250)}.${ip % 250}`;
const mailsTo = (address: string): SinkMail[] => smtp.received.filter((m) => m.to.includes(address)).map(parsed);
const cookieOf = (res: { headers: Headers }) => res.headers.get("set-cookie")!.split(";")[0];
const form = (fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshIp() },
});

/** Asks to change to `email` as the buyer of `cookie`, and reads the token out of the mail to the new address. */
async function askChange(cookie: string, email: string): Promise<string> {
  const { call, email: route } = await routes();
  const to = email.toLowerCase();
  const before = mailsTo(to).length;
  const res = await call(route, "POST", "/api/account/email", { body: { email }, cookie, headers: { "x-forwarded-for": freshIp() } });
  expect(res.status).toBe(202);
  expect(res.body.email).toBe(to);
  await waitFor(() => mailsTo(to).length > before);
  const mail = mailsTo(to).at(-1)!;
  const url = mail.text.match(/https:\/\/shop\.usplastic\.example\/account\/email\/confirm\?token=([A-Za-z0-9_-]{43})/);
  expect(url).not.toBeNull();
  expect(mail.html).toContain(`href="${url![0]}"`);
  return url![1];
}

async function inviteAs(cookie: string, email: string): Promise<{ id: number; token: string }> {
  const { call, invitations } = await routes();
  const before = mailsTo(email).length;
  const res = await call(invitations.POST, "POST", "/api/account/company/invitations", { body: { email, role: "buyer" }, cookie });
  expect(res.status).toBe(201);
  await waitFor(() => mailsTo(email).length > before);
  const token = mailsTo(email)
    .at(-1)!
    .text.match(/\/account\/invitations\/accept\?token=([A-Za-z0-9_-]{43})/)![1];
  return { id: res.body.invitation.id, token };
}

describe("changing the e-mail address", () => {
  test("the new address gets a link, the old a notice; opening it changes the address, ends every session and keeps the guest requests", async () => {
    const { call, confirm, db, factories, kit, quotes, orders } = await routes();
    const dana = await factories.makeBuyer({ email: "dana@old.example" });
    const otherBrowser = await factories.makeBuyer({ email: "unused@old.example" });
    // A second session of Dana's, in another browser.
    const { createBuyerSession, BUYER_COOKIE } = await import("@/server/account/buyer-session");
    const second = `${BUYER_COOKIE}=${(await createBuyerSession(dana.id, "phone")).token}`;
    const guest = await kit.requestQuote({ email: "Dana@Old.example" });
    const product = (await db.product.findFirstOrThrow({ orderBy: { id: "asc" } })) as unknown as Product;
    const guestOrder = await factories.makeOrder([product], { companyId: null, email: "dana@old.example" });

    const token = await askChange(dana.cookie, "Dana@New.example");
    const stored = await db.buyerEmailChange.findMany({ where: { buyerId: dana.id } });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.newEmail).toBe("dana@new.example");
    const ttl = stored[0]!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    // The guest request and order mailed the old address too: the notice is the one about the change.
    const isNotice = (m: SinkMail) => /is being changed/.test(m.subject);
    await waitFor(() => mailsTo("dana@old.example").some(isNotice));
    const notice = mailsTo("dana@old.example").find(isNotice)!;
    expect(notice.text).toContain("dana@new.example");
    expect(notice.text).toMatch(/If it wasn't you/);
    // Nothing has changed yet.
    expect((await db.buyer.findUniqueOrThrow({ where: { id: dana.id } })).email).toBe("dana@old.example");

    // Opened in a browser signed in as nobody (or as someone else): the link names Dana's account.
    const done = await call(confirm, "POST", "/api/account/email/confirm", { body: { token }, cookie: otherBrowser.cookie });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ email: "dana@new.example" });
    const fresh = cookieOf(done);
    expect((await db.buyer.findUniqueOrThrow({ where: { id: dana.id } })).email).toBe("dana@new.example");
    // Every earlier session of Dana's ended; only the new one is left; the other buyer's is untouched.
    expect(await db.buyerSession.count({ where: { buyerId: dana.id } })).toBe(1);
    expect((await call(quotes, "GET", "/api/account/quotes", { cookie: dana.cookie })).status).toBe(401);
    expect((await call(quotes, "GET", "/api/account/quotes", { cookie: second })).status).toBe(401);
    expect(await db.buyerSession.count({ where: { buyerId: otherBrowser.id } })).toBe(1);

    // The guest request and order made with the old address are still Dana's.
    const listed = await call(quotes, "GET", "/api/account/quotes", { cookie: fresh });
    expect(listed.status).toBe(200);
    expect(listed.body.quotes.map((q: { reference: string }) => q.reference)).toEqual(
      expect.arrayContaining([guest.reference, guestOrder.quote.reference]),
    );
    const ordered = await call(orders, "GET", "/api/account/orders", { cookie: fresh });
    expect(ordered.body.orders.map((o: { number: string }) => o.number)).toContain(guestOrder.order.number);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { id: guest.id } })).buyerId).toBe(dana.id);

    // The link works once; the change is audited.
    const again = await call(confirm, "POST", "/api/account/email/confirm", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ token: expect.stringMatching(/expired or was already used/) });
    const entry = await db.auditLog.findFirstOrThrow({ where: { entity: "Buyer", entityId: String(dana.id) } });
    expect(JSON.parse(entry.after!)).toEqual({ email: "dana@new.example" });
    // The old address is free: it is nobody's now.
    expect(await db.buyer.count({ where: { email: "dana@old.example" } })).toBe(0);
  });

  test("refused: malformed, the current address, another buyer's; nothing stored or mailed; a plain form goes back naming it", async () => {
    const { call, db, email, factories } = await routes();
    const lee = await factories.makeBuyer({ email: "lee@refuse.example" });
    await factories.makeBuyer({ email: "taken@refuse.example" });
    const post = (body: unknown) =>
      call(email, "POST", "/api/account/email", { body, cookie: lee.cookie, headers: { "x-forwarded-for": freshIp() } });

    const malformed = await post({ email: "not-an-address" });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.errors)).toEqual(["email"]);
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(["email"]);
    const same = await post({ email: " LEE@refuse.example " });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ email: "That is already your address" });
    const taken = await post({ email: "Taken@Refuse.example" });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: "Another account uses that address" });
    expect((await call(email, "POST", "/api/account/email", { body: { email: "x@y.example" } })).status).toBe(401);
    // Same-origin: a write from another site is refused before anything happens.
    const crossSite = await call(email, "POST", "/api/account/email", {
      body: { email: "evil@refuse.example" },
      cookie: lee.cookie,
      headers: { origin: "https://evil.example", "x-forwarded-for": freshIp() },
    });
    expect(crossSite.status).toBe(403);
    expect(await db.buyerEmailChange.count({ where: { buyerId: lee.id } })).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    for (const address of ["lee@refuse.example", "taken@refuse.example", "evil@refuse.example"]) expect(mailsTo(address)).toEqual([]);

    for (const [fields, outcome] of [
      [{ email: "bad" }, "invalid"],
      [{ email: "lee@refuse.example" }, "same"],
      [{ email: "taken@refuse.example" }, "taken"],
    ] as const) {
      const res = await call(email, "POST", "/api/account/email", { ...form(fields), cookie: lee.cookie });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`${SITE}/account?email=${outcome}`);
    }
    const ok = await call(email, "POST", "/api/account/email", { ...form({ email: "lee@new-refuse.example" }), cookie: lee.cookie });
    expect(ok.headers.get("location")).toBe(`${SITE}/account?email=sent`);
  });

  test("throttled per new address and per client; an address taken meanwhile is refused at the link; signing out everywhere cancels", async () => {
    const { call, confirm, db, email, factories, signOut } = await routes();
    const kim = await factories.makeBuyer({ email: "kim@throttle.example" });
    const client = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await call(email, "POST", "/api/account/email", {
        body: { email: "kim@flood.example" },
        cookie: kim.cookie,
        headers: { "x-forwarded-for": freshIp() },
      });
      expect(res.status).toBe(202);
    }
    const sixth = await call(email, "POST", "/api/account/email", {
      body: { email: "kim@flood.example" },
      cookie: kim.cookie,
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) {
      const res = await call(email, "POST", "/api/account/email", {
        body: { email: `kim-${i}@client.example` },
        cookie: kim.cookie,
        headers: { "x-forwarded-for": client },
      });
      expect(res.status).toBe(202);
    }
    const fromClient = await call(email, "POST", "/api/account/email", {
      body: { email: "kim-21@client.example" },
      cookie: kim.cookie,
      headers: { "x-forwarded-for": client },
    });
    expect(fromClient.status).toBe(429);

    // Another buyer signs in with the new address before the link is opened: 409, and the link stays unspent.
    const token = await askChange(kim.cookie, "kim@race.example");
    const squatter = await factories.makeBuyer({ email: "kim@race.example" });
    const refused = await call(confirm, "POST", "/api/account/email/confirm", { body: { token } });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ token: "Another account uses that address" });
    expect((await db.buyer.findUniqueOrThrow({ where: { id: kim.id } })).email).toBe("kim@throttle.example");
    await db.buyer.delete({ where: { id: squatter.id } });

    // The old address's owner signs out everywhere: the pending change is cancelled.
    expect((await call(signOut, "POST", "/api/account/sign-out", { body: { everywhere: true }, cookie: kim.cookie })).status).toBe(200);
    expect((await call(confirm, "POST", "/api/account/email/confirm", { body: { token } })).status).toBe(400);
    expect((await db.buyer.findUniqueOrThrow({ where: { id: kim.id } })).email).toBe("kim@throttle.example");

    // An expired link: 400; a plain form goes back to the page saying so.
    const fresh = await factories.makeBuyer({ email: "late@throttle.example" });
    const late = await askChange(fresh.cookie, "late@new-throttle.example");
    await db.buyerEmailChange.updateMany({ where: { buyerId: fresh.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await call(confirm, "POST", "/api/account/email/confirm", form({ token: late }));
    expect(expired.status).toBe(303);
    expect(expired.headers.get("location")).toBe(`${SITE}/account/email/confirm?token=${late}&error=invalid`);
    expect((await db.buyer.findUniqueOrThrow({ where: { id: fresh.id } })).email).toBe("late@throttle.example");
  });
});

describe("pending invitations", () => {
  test("a company admin lists them with who invited and when, and revokes one; its link then answers 410 and joins nobody", async () => {
    const { accept, call, db, factories, invitation, invitations } = await routes();
    const acme = await factories.makeCompany({ name: "Revoke Co" });
    const admin = await factories.makeBuyer({ email: "boss@revoke.example", company: acme, role: "admin" });
    const plain = await factories.makeBuyer({ company: acme, role: "buyer" });

    const first = await inviteAs(admin.cookie, "sam@revoke.example");
    const second = await inviteAs(admin.cookie, "pat@revoke.example");
    const listed = await call(invitations.GET, "GET", "/api/account/company/invitations", { cookie: admin.cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.invitations).toEqual([
      expect.objectContaining({ id: second.id, email: "pat@revoke.example", role: "buyer", invitedBy: "boss@revoke.example" }),
      expect.objectContaining({ id: first.id, email: "sam@revoke.example", invitedBy: "boss@revoke.example" }),
    ]);
    expect(Date.parse(listed.body.invitations[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);

    // A buyer (not admin) may neither list nor revoke.
    expect((await call(invitations.GET, "GET", "/api/account/company/invitations", { cookie: plain.cookie })).status).toBe(403);
    const at = (id: number) => ({ params: { id: String(id) } });
    expect(
      (await call(invitation.DELETE, "DELETE", `/api/account/company/invitations/${first.id}`, { ...at(first.id), cookie: plain.cookie }))
        .status,
    ).toBe(403);

    const revoked = await call(invitation.DELETE, "DELETE", `/api/account/company/invitations/${first.id}`, {
      ...at(first.id),
      cookie: admin.cookie,
    });
    expect(revoked.status).toBe(204);
    expect(await db.companyInvitation.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      revokedBy: "boss@revoke.example",
      acceptedAt: null,
    });
    const after = await call(invitations.GET, "GET", "/api/account/company/invitations", { cookie: admin.cookie });
    expect(after.body.invitations.map((i: { id: number }) => i.id)).toEqual([second.id]);

    // Revoking twice: 409 naming the state.
    const twice = await call(invitation.DELETE, "DELETE", `/api/account/company/invitations/${first.id}`, {
      ...at(first.id),
      cookie: admin.cookie,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This invitation was already revoked");

    // The revoked link: 410 with the reason, nobody made or joined; a plain form goes back saying so.
    const dead = await call(accept, "POST", "/api/account/invitations/accept", { body: { token: first.token } });
    expect(dead.status).toBe(410);
    expect(dead.body.errors.token).toMatch(/revoked/);
    expect(await db.buyer.count({ where: { email: "sam@revoke.example" } })).toBe(0);
    const deadForm = await call(accept, "POST", "/api/account/invitations/accept", form({ token: first.token }));
    expect(deadForm.headers.get("location")).toBe(`${SITE}/account/invitations/accept?token=${first.token}&error=revoked`);
    const { invitationPreview } = await import("@/server/account/invitations");
    expect(await invitationPreview(first.token)).toEqual({ state: "revoked" });

    // Accepting, then accepting again or revoking: each refused naming the state.
    expect((await call(accept, "POST", "/api/account/invitations/accept", { body: { token: second.token } })).status).toBe(200);
    const acceptedTwice = await call(accept, "POST", "/api/account/invitations/accept", { body: { token: second.token } });
    expect(acceptedTwice.status).toBe(409);
    expect(acceptedTwice.body.errors.token).toMatch(/already accepted/);
    const revokeAccepted = await call(invitation.DELETE, "DELETE", `/api/account/company/invitations/${second.id}`, {
      ...at(second.id),
      cookie: admin.cookie,
    });
    expect(revokeAccepted.status).toBe(409);
    expect(revokeAccepted.body.message).toBe("This invitation was already accepted");

    // An expired one: not listed, its link 410, revoking it 409.
    const old = await inviteAs(admin.cookie, "old@revoke.example");
    await db.companyInvitation.update({ where: { id: old.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(invitations.GET, "GET", "/api/account/company/invitations", { cookie: admin.cookie })).body.invitations).toEqual([]);
    const expired = await call(accept, "POST", "/api/account/invitations/accept", { body: { token: old.token } });
    expect(expired.status).toBe(410);
    expect(expired.body.errors.token).toMatch(/expired/);
    const revokeExpired = await call(invitation.DELETE, "DELETE", `/api/account/company/invitations/${old.id}`, {
      ...at(old.id),
      cookie: admin.cookie,
    });
    expect(revokeExpired.status).toBe(409);
    expect(revokeExpired.body.message).toBe("This invitation was already expired");

    // Another company's admin: 404 for this company's invitation.
    const other = await factories.makeCompany();
    const otherAdmin = await factories.makeBuyer({ company: other, role: "admin" });
    const third = await inviteAs(admin.cookie, "third@revoke.example");
    expect(
      (
        await call(invitation.DELETE, "DELETE", `/api/account/company/invitations/${third.id}`, {
          ...at(third.id),
          cookie: otherAdmin.cookie,
        })
      ).status,
    ).toBe(404);
    // A plain form revokes it and goes back to the account.
    const byForm = await call(invitation.POST, "POST", `/api/account/company/invitations/${third.id}`, {
      ...form({ intent: "revoke" }),
      ...at(third.id),
      cookie: admin.cookie,
    });
    expect(byForm.status).toBe(303);
    expect(byForm.headers.get("location")).toBe(`${SITE}/account?revoked=1`);
  });

  test("the supplier's admin sees the pending ones on the company and revokes one (audited); another company's is 404", async () => {
    const { accept, adminCompany, adminInvite, adminKit, adminRevoke, call, db, factories } = await routes();
    const cookie = await adminKit.login();
    const acme = await factories.makeCompany({ name: "Supplier Revoke Co" });
    const other = await factories.makeCompany();
    const invited = await call(adminInvite, "POST", `/api/admin/companies/${acme.id}/invitations`, {
      params: { id: String(acme.id) },
      body: { email: "jo@supplier.example", role: "admin" },
      cookie,
    });
    expect(invited.status).toBe(201);
    const id = invited.body.invitation.id as number;
    await waitFor(() => mailsTo("jo@supplier.example").length > 0);
    const token = mailsTo("jo@supplier.example")
      .at(-1)!
      .text.match(/accept\?token=([A-Za-z0-9_-]{43})/)![1];

    const detail = await call(adminCompany, "GET", `/api/admin/companies/${acme.id}`, { params: { id: String(acme.id) }, cookie });
    expect(detail.body.company.invitations).toEqual([expect.objectContaining({ id, email: "jo@supplier.example", role: "admin" })]);
    expect(detail.body.company.invitations[0].invitedBy).toMatch(/^supplier:/);

    const path = (companyId: number) => `/api/admin/companies/${companyId}/invitations/${id}`;
    const wrong = await call(adminRevoke, "DELETE", path(other.id), { params: { id: String(other.id), invitationId: String(id) }, cookie });
    expect(wrong.status).toBe(404);
    const ok = await call(adminRevoke, "DELETE", path(acme.id), { params: { id: String(acme.id), invitationId: String(id) }, cookie });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ invitation: { id, state: "revoked" } });
    const again = await call(adminRevoke, "DELETE", path(acme.id), { params: { id: String(acme.id), invitationId: String(id) }, cookie });
    expect(again.status).toBe(409);
    expect(await db.auditLog.count({ where: { entity: "CompanyInvitation", entityId: String(id), action: "update" } })).toBe(1);
    expect(
      (await call(adminCompany, "GET", `/api/admin/companies/${acme.id}`, { params: { id: String(acme.id) }, cookie })).body.company
        .invitations,
    ).toEqual([]);
    expect((await call(accept, "POST", "/api/account/invitations/accept", { body: { token } })).status).toBe(410);
    expect(await db.buyer.count({ where: { email: "jo@supplier.example" } })).toBe(0);
  });
});
