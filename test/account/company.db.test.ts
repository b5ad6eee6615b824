/**
 * Companies through their real routes, a real database and a real SMTP server:
 * a buyer sets one up (accepting the Terms of Sale) and is its admin, invites a
 * colleague by an e-mailed link that works once, manages members (the last
 * admin stays), and the company's quote requests are the account's.
 */
import type { SinkMail } from "../mime";
import { parsed, useMailTestDatabase, waitFor } from "../smtp";

const SITE = "https://shop.usplastic.example";
process.env.SITE_URL = SITE;

const smtp = useMailTestDatabase();

const routes = async () => ({
  company: await import("@/app/api/account/company/route"),
  invitations: (await import("@/app/api/account/company/invitations/route")).POST,
  member: await import("@/app/api/account/company/members/[id]/route"),
  accept: (await import("@/app/api/account/invitations/accept/route")).POST,
  quotes: (await import("@/app/api/account/quotes/route")).GET,
  quoteRequest: (await import("@/app/api/quote-requests/route")).POST,
  call: (await import("../api")).call,
  db: (await import("@/server/db/client")).db,
  factories: await import("../factories"),
  kit: await import("../quotes/quote-loop-kit"),
});

const details = {
  name: "Acme Logistics",
  billingStreet: "1 Dock Rd",
  billingCity: "Dallas",
  billingState: "TX",
  billingZip: "75001",
  taxExempt: false,
  taxCertificate: "",
  buyerName: "Dana Buyer",
  acceptTerms: true,
};

const mailsTo = (address: string): SinkMail[] => smtp.received.filter((m) => m.to.includes(address)).map(parsed);

async function invite(cookie: string, email: string, role: "admin" | "buyer" = "buyer"): Promise<string> {
  const { invitations, call } = await routes();
  const to = email.toLowerCase();
  const before = mailsTo(to).length;
  const res = await call(invitations, "POST", "/api/account/company/invitations", { body: { email, role }, cookie });
  expect(res.status).toBe(201);
  await waitFor(() => mailsTo(to).length > before);
  const mail = mailsTo(to).at(-1)!;
  const url = mail.text.match(/https:\/\/shop\.usplastic\.example\/account\/invitations\/accept\?token=([A-Za-z0-9_-]{43})/);
  expect(url).not.toBeNull();
  expect(mail.html).toContain(`href="${url![0]}"`);
  return url![1];
}

const cookieOf = (res: { headers: Headers }) => res.headers.get("set-cookie")!.split(";")[0];

test("a buyer sets up a company as its admin, accepting the current Terms of Sale; once only", async () => {
  const { company, call, db, factories } = await routes();
  const dana = await factories.makeBuyer({ email: "dana@acme.example" });

  const noTerms = await call(company.POST, "POST", "/api/account/company", {
    body: { ...details, acceptTerms: false },
    cookie: dana.cookie,
  });
  expect(noTerms.status).toBe(400);
  expect(noTerms.body.errors).toEqual({ acceptTerms: "Please accept the Terms of Sale" });
  const noCertificate = await call(company.POST, "POST", "/api/account/company", {
    body: { ...details, taxExempt: true },
    cookie: dana.cookie,
  });
  expect(noCertificate.status).toBe(400);
  expect(Object.keys(noCertificate.body.errors)).toEqual(["taxCertificate"]);
  expect(await db.company.count()).toBe(0);

  const made = await call(company.POST, "POST", "/api/account/company", {
    body: { ...details, taxExempt: true, taxCertificate: "TX-123" },
    cookie: dana.cookie,
  });
  expect(made.status).toBe(201);
  expect(made.body.company).toMatchObject({ name: "Acme Logistics", taxExempt: true, taxCertificate: "TX-123", termsVersion: "1" });
  expect(await db.buyer.findUniqueOrThrow({ where: { id: dana.id } })).toMatchObject({
    companyId: made.body.company.id,
    role: "admin",
    name: "Dana Buyer",
  });

  const again = await call(company.POST, "POST", "/api/account/company", { body: details, cookie: dana.cookie });
  expect(again.status).toBe(409);
  expect(await db.company.count()).toBe(1);

  const edited = await call(company.PATCH, "PATCH", "/api/account/company", {
    body: { ...details, name: "Acme Logistics LLC" },
    cookie: dana.cookie,
  });
  expect(edited.status).toBe(200);
  expect(edited.body.company).toMatchObject({ name: "Acme Logistics LLC", taxExempt: false, taxCertificate: "" });

  // Signed out: nothing.
  expect((await call(company.POST, "POST", "/api/account/company", { body: details })).status).toBe(401);
});

test("a plain HTML form sets up the company and is sent back to the account; a refusal names the field", async () => {
  const { company, call, db, factories } = await routes();
  const lee = await factories.makeBuyer({ email: "lee@plain.example" });
  const form = (over: Record<string, string>) =>
    new URLSearchParams({
      ...Object.fromEntries(Object.entries(details).map(([k, v]) => [k, String(v)])),
      taxExempt: "",
      acceptTerms: "on",
      ...over,
    });
  const withoutTerms = form({});
  withoutTerms.delete("acceptTerms");
  withoutTerms.delete("taxExempt");
  const refused = await call(company.POST, "POST", "/api/account/company", {
    rawBody: withoutTerms.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    cookie: lee.cookie,
  });
  expect(refused.status).toBe(303);
  expect(refused.headers.get("location")).toBe(`${SITE}/account?error=acceptTerms`);
  const ok = form({ name: "Plain Co" });
  ok.delete("taxExempt");
  const made = await call(company.POST, "POST", "/api/account/company", {
    rawBody: ok.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    cookie: lee.cookie,
  });
  expect(made.status).toBe(303);
  expect(made.headers.get("location")).toBe(`${SITE}/account`);
  expect((await db.buyer.findUniqueOrThrow({ where: { id: lee.id }, include: { company: true } })).company?.name).toBe("Plain Co");
});

test("an invitation is e-mailed, works once within 7 days, signs the invited address in and joins the company", async () => {
  const { accept, call, db, factories, invitations } = await routes();
  const acme = await factories.makeCompany({ name: "Invite Co" });
  const admin = await factories.makeBuyer({ company: acme, role: "admin" });
  const plain = await factories.makeBuyer({ company: acme, role: "buyer" });

  // Only an admin invites.
  expect(
    (await call(invitations, "POST", "/api/account/company/invitations", { body: { email: "x@y.example" }, cookie: plain.cookie })).status,
  ).toBe(403);

  const token = await invite(admin.cookie, "Sam@Invite.example", "admin");
  const stored = await db.companyInvitation.findMany({ where: { companyId: acme.id } });
  expect(stored).toHaveLength(1);
  expect(JSON.stringify(stored)).not.toContain(token);
  expect(stored[0]).toMatchObject({ email: "sam@invite.example", role: "admin", acceptedAt: null });
  expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);

  const joined = await call(accept, "POST", "/api/account/invitations/accept", { body: { token } });
  expect(joined.status).toBe(200);
  expect(joined.body).toEqual({ email: "sam@invite.example", companyId: acme.id });
  expect(cookieOf(joined)).toMatch(/^__Host-buyer-session=[A-Za-z0-9_-]{43}$/);
  // Signed in as a sign-in link signs in: with the hint that makes shared pages ask for the company's prices.
  expect(joined.headers.getSetCookie()[1]).toMatch(/^buyer-signed-in=1; Path=\/; Expires=.*; SameSite=Lax; Secure$/);
  expect(await db.buyer.findUniqueOrThrow({ where: { email: "sam@invite.example" } })).toMatchObject({ companyId: acme.id, role: "admin" });

  const twice = await call(accept, "POST", "/api/account/invitations/accept", { body: { token } });
  expect(twice.status).toBe(409);

  // An expired one.
  const late = await invite(admin.cookie, "late@invite.example");
  await db.companyInvitation.updateMany({ where: { email: "late@invite.example" }, data: { expiresAt: new Date(Date.now() - 1000) } });
  expect((await call(accept, "POST", "/api/account/invitations/accept", { body: { token: late } })).status).toBe(410);
  expect(await db.buyer.count({ where: { email: "late@invite.example" } })).toBe(0);
});

test("a buyer of another company is refused clearly and stays where they are; the link works once they have left", async () => {
  const { accept, call, db, factories, member } = await routes();
  const [a, b] = [await factories.makeCompany(), await factories.makeCompany()];
  const adminA = await factories.makeBuyer({ company: a, role: "admin" });
  const adminB = await factories.makeBuyer({ company: b, role: "admin" });
  const kim = await factories.makeBuyer({ email: "kim@b.example", company: b, role: "buyer" });

  const token = await invite(adminA.cookie, "kim@b.example");
  const refused = await call(accept, "POST", "/api/account/invitations/accept", { body: { token } });
  expect(refused.status).toBe(409);
  expect(refused.body.message).toMatch(/already belong to another company/);
  expect((await db.buyer.findUniqueOrThrow({ where: { id: kim.id } })).companyId).toBe(b.id);

  const form = await call(accept, "POST", "/api/account/invitations/accept", {
    rawBody: new URLSearchParams({ token }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(form.status).toBe(303);
  expect(form.headers.get("location")).toBe(`${SITE}/account/invitations/accept?token=${token}&error=other`);

  expect(
    (
      await call(member.DELETE, "DELETE", `/api/account/company/members/${kim.id}`, {
        params: { id: String(kim.id) },
        cookie: adminB.cookie,
      })
    ).status,
  ).toBe(204);
  expect((await call(accept, "POST", "/api/account/invitations/accept", { body: { token } })).status).toBe(200);
  expect((await db.buyer.findUniqueOrThrow({ where: { id: kim.id } })).companyId).toBe(a.id);
});

test("admins change roles and remove members; removing ends every session; the last admin stays; another company's member is 404", async () => {
  const { call, company, db, factories, member } = await routes();
  const [a, b] = [await factories.makeCompany(), await factories.makeCompany()];
  const admin = await factories.makeBuyer({ company: a, role: "admin" });
  const pat = await factories.makeBuyer({ company: a, role: "buyer" });
  const other = await factories.makeBuyer({ company: b, role: "admin" });
  const at = (id: number) => ({ params: { id: String(id) } });

  const listed = await call(company.GET, "GET", "/api/account/company", { cookie: pat.cookie });
  expect(listed.status).toBe(200);
  expect(listed.body.members.map((m: { id: number }) => m.id).sort()).toEqual([admin.id, pat.id].sort());

  expect(
    (
      await call(member.PATCH, "PATCH", `/api/account/company/members/${admin.id}`, {
        ...at(admin.id),
        body: { role: "buyer" },
        cookie: admin.cookie,
      })
    ).status,
  ).toBe(409);
  expect(
    (await call(member.DELETE, "DELETE", `/api/account/company/members/${admin.id}`, { ...at(admin.id), cookie: admin.cookie })).status,
  ).toBe(409);
  expect(
    (
      await call(member.PATCH, "PATCH", `/api/account/company/members/${admin.id}`, {
        ...at(admin.id),
        body: { role: "buyer" },
        cookie: pat.cookie,
      })
    ).status,
  ).toBe(403);
  expect(
    (
      await call(member.PATCH, "PATCH", `/api/account/company/members/${other.id}`, {
        ...at(other.id),
        body: { role: "buyer" },
        cookie: admin.cookie,
      })
    ).status,
  ).toBe(404);
  expect(
    (await call(member.DELETE, "DELETE", `/api/account/company/members/${other.id}`, { ...at(other.id), cookie: admin.cookie })).status,
  ).toBe(404);
  expect(await db.buyer.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ companyId: b.id, role: "admin" });

  const promoted = await call(member.PATCH, "PATCH", `/api/account/company/members/${pat.id}`, {
    ...at(pat.id),
    body: { role: "admin" },
    cookie: admin.cookie,
  });
  expect(promoted.status).toBe(200);
  expect(promoted.body.member.role).toBe("admin");
  // Now two admins: the first may step down.
  expect(
    (
      await call(member.PATCH, "PATCH", `/api/account/company/members/${admin.id}`, {
        ...at(admin.id),
        body: { role: "buyer" },
        cookie: admin.cookie,
      })
    ).status,
  ).toBe(200);

  expect(await db.buyerSession.count({ where: { buyerId: admin.id } })).toBe(1);
  expect(
    (await call(member.DELETE, "DELETE", `/api/account/company/members/${admin.id}`, { ...at(admin.id), cookie: pat.cookie })).status,
  ).toBe(204);
  expect(await db.buyerSession.count({ where: { buyerId: admin.id } })).toBe(0);
  expect(await db.buyer.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({ companyId: null, role: "buyer" });
  expect((await call(company.GET, "GET", "/api/account/company", { cookie: admin.cookie })).status).toBe(401);
});

test("a signed-in buyer's quote request is their company's; the account lists the company's requests and the buyer's own guest ones", async () => {
  const { call, db, factories, kit, quoteRequest, quotes } = await routes();
  const a = await factories.makeCompany();
  const ann = await factories.makeBuyer({ email: "ann@quotes.example", company: a, role: "admin" });
  const bob = await factories.makeBuyer({ email: "bob@quotes.example", company: a, role: "buyer" });
  const loner = await factories.makeBuyer({ email: "loner@quotes.example" });

  const guest = await kit.requestQuote({ email: "Bob@Quotes.example" });
  const body = { ...kit.buyer, email: "ann@quotes.example", items: [{ sku: "pe001", name: "PE Stretch Film", quantity: 5 }] };
  const sent = await call(quoteRequest, "POST", "/api/quote-requests", {
    body,
    cookie: ann.cookie,
    headers: { "x-forwarded-for": kit.freshIp() },
  });
  expect(sent.status).toBe(201);
  expect(await db.quoteRequest.findUniqueOrThrow({ where: { reference: sent.body.reference } })).toMatchObject({
    companyId: a.id,
    buyerId: ann.id,
  });
  const bySomeoneElse = await call(quoteRequest, "POST", "/api/quote-requests", {
    body: { ...body, email: loner.email },
    cookie: loner.cookie,
    headers: { "x-forwarded-for": kit.freshIp() },
  });
  expect(await db.quoteRequest.findUniqueOrThrow({ where: { reference: bySomeoneElse.body.reference } })).toMatchObject({
    companyId: null,
    buyerId: null,
  });

  const refs = async (cookie: string) =>
    (await call(quotes, "GET", "/api/account/quotes", { cookie })).body.quotes.map((q: { reference: string }) => q.reference);
  expect(await refs(bob.cookie)).toEqual([sent.body.reference, guest.reference]);
  expect(await refs(ann.cookie)).toEqual([sent.body.reference]);
  // A buyer without a company: their own request, as a guest's.
  expect(await refs(loner.cookie)).toEqual([bySomeoneElse.body.reference]);
});
