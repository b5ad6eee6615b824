/**
 * The back office's side of companies and policies, through the real admin
 * routes: the companies list with deals won and lost and what they were worth,
 * payment terms (audited), the supplier inviting a buyer by e-mail, and policy
 * pages whose Terms of Sale version a new company accepts.
 */
import { parsed, useMailTestDatabase, waitFor } from "../smtp";

process.env.SITE_URL = "https://shop.usplastic.example";

const smtp = useMailTestDatabase();

const routes = async () => ({
  list: (await import("@/app/api/admin/companies/route")).GET,
  one: await import("@/app/api/admin/companies/[id]/route"),
  invite: (await import("@/app/api/admin/companies/[id]/invitations/route")).POST,
  policies: (await import("@/app/api/admin/policies/route")).GET,
  policy: await import("@/app/api/admin/policies/[slug]/route"),
  company: (await import("@/app/api/account/company/route")).POST,
  call: (await import("../api")).call,
  db: (await import("@/server/db/client")).db,
  factories: await import("../factories"),
  kit: await import("../kit"),
});

let admin = "";
beforeAll(async () => {
  admin = await (await routes()).kit.login();
});

/** A decided request of the company: Won with `accepted` as the accepted version's total (an earlier version was cheaper), or Lost. */
async function deal(companyId: number, n: number, status: "Won" | "Lost" | "Quoted", accepted = "0.00") {
  const { db } = await routes();
  return db.quoteRequest.create({
    data: {
      reference: `Q-2026-${String(800000 + n)}`,
      name: "Deal Buyer",
      company: "Deal Co",
      email: "deal@example.com",
      phone: "(555) 201-3344",
      state: "TX",
      zip: "75001",
      status,
      companyId,
      versions: {
        create: [
          { version: 1, content: "{}", subtotal: "1.00", total: "1.00", validUntil: "2026-12-31", sentBy: "admin" },
          { version: 2, content: "{}", subtotal: accepted, total: accepted, validUntil: "2026-12-31", sentBy: "admin" },
        ],
      },
      events: status === "Won" ? { create: [{ type: "accepted", version: 2, actor: "buyer", name: "Deal Buyer" }] } : undefined,
    },
  });
}

test("the companies list: buyers, requests, win rate Won/(Won+Lost), won value from accepted versions, payment terms; terms are audited", async () => {
  const { call, db, factories, list, one } = await routes();
  const acme = await factories.makeCompany({ name: "AAA Deals Co", paymentTerms: "Net 30" });
  const quiet = await factories.makeCompany({ name: "AAB Quiet Co" });
  await factories.makeBuyer({ company: acme, role: "admin" });
  await factories.makeBuyer({ company: acme });
  await deal(acme.id, 1, "Won", "1200.50");
  await deal(acme.id, 2, "Won", "99.99");
  await deal(acme.id, 3, "Lost");
  await deal(acme.id, 4, "Quoted");

  expect((await call(list, "GET", "/api/admin/companies")).status).toBe(401);
  const rows = (await call(list, "GET", "/api/admin/companies", { cookie: admin })).body.companies;
  expect(rows.find((r: { id: number }) => r.id === acme.id)).toEqual({
    id: acme.id,
    name: "AAA Deals Co",
    buyers: 2,
    requests: 4,
    winRate: 2 / 3,
    wonValue: "1300.49",
    paymentTerms: "Net 30",
  });
  expect(rows.find((r: { id: number }) => r.id === quiet.id)).toMatchObject({ buyers: 0, requests: 0, winRate: null, wonValue: "0.00" });

  const at = { params: { id: String(acme.id) }, cookie: admin };
  const detail = await call(one.GET, "GET", `/api/admin/companies/${acme.id}`, at);
  expect(detail.body.company.members).toHaveLength(2);
  expect(detail.body.company.quoteRequests).toHaveLength(4);
  expect((await call(one.GET, "GET", "/api/admin/companies/999999", { params: { id: "999999" }, cookie: admin })).status).toBe(404);

  const saved = await call(one.PATCH, "PATCH", `/api/admin/companies/${acme.id}`, { ...at, body: { paymentTerms: "Net 45" } });
  expect(saved.status).toBe(200);
  expect(saved.body.company.paymentTerms).toBe("Net 45");
  const entry = await db.auditLog.findFirstOrThrow({ where: { entity: "Company", entityId: String(acme.id) }, orderBy: { id: "desc" } });
  expect(entry).toMatchObject({
    actor: "admin",
    action: "update",
    before: '{"paymentTerms":"Net 30"}',
    after: '{"paymentTerms":"Net 45"}',
  });
  const bad = await call(one.PATCH, "PATCH", `/api/admin/companies/${acme.id}`, { ...at, body: { paymentTerms: "x".repeat(101) } });
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.body.errors)).toEqual(["paymentTerms"]);
});

test("the supplier's admin invites a buyer into a company by e-mail (audited, not throttled per company)", async () => {
  const { call, db, factories, invite } = await routes();
  const acme = await factories.makeCompany({ name: "Invited By Supplier Co" });
  const res = await call(invite, "POST", `/api/admin/companies/${acme.id}/invitations`, {
    params: { id: String(acme.id) },
    body: { email: "New.Buyer@Supplier.example", role: "admin" },
    cookie: admin,
  });
  expect(res.status).toBe(201);
  expect(await db.companyInvitation.findFirstOrThrow({ where: { companyId: acme.id } })).toMatchObject({
    email: "new.buyer@supplier.example",
    role: "admin",
    invitedBy: "supplier:admin",
  });
  await waitFor(() => smtp.received.some((m) => m.to.includes("new.buyer@supplier.example")));
  const mail = parsed(smtp.received.find((m) => m.to.includes("new.buyer@supplier.example"))!);
  expect(mail.subject).toContain("Invited By Supplier Co");
  expect(mail.text).toMatch(/\/account\/invitations\/accept\?token=[A-Za-z0-9_-]{43}/);
  expect(await db.auditLog.count({ where: { entity: "CompanyInvitation" } })).toBe(1);
  expect(
    (
      await call(invite, "POST", "/api/admin/companies/999999/invitations", {
        params: { id: "999999" },
        body: { email: "x@y.example" },
        cookie: admin,
      })
    ).status,
  ).toBe(404);
});

test("policies: defaults until saved; each save audited; the Terms of Sale version goes up and a new company accepts the current one", async () => {
  const { call, company, db, factories, policies, policy } = await routes();
  const all = (await call(policies, "GET", "/api/admin/policies", { cookie: admin })).body.policies;
  expect(all.map((p: { slug: string }) => p.slug)).toEqual(["privacy-policy", "terms-of-sale", "shipping-info", "returns"]);
  expect(
    all.every((p: { version: number; updatedAt: null; body: string }) => p.version === 1 && p.updatedAt === null && p.body.length > 100),
  ).toBe(true);

  const save = (slug: string, body: unknown) =>
    call(policy.PUT, "PUT", `/api/admin/policies/${slug}`, { params: { slug }, body: { body }, cookie: admin });
  expect((await save("terms-of-sale", "  ")).status).toBe(400);
  expect((await save("cookie-policy", "x")).status).toBe(404);
  expect((await save("returns", "Returns within 30 days.")).body.policy).toMatchObject({ version: 1, body: "Returns within 30 days." });
  expect((await save("terms-of-sale", "## Terms\n\nVersion two.")).body.policy.version).toBe(2);
  expect((await save("terms-of-sale", "## Terms\n\nVersion three.")).body.policy.version).toBe(3);
  expect(await db.auditLog.count({ where: { entity: "Policy" } })).toBe(3);

  const buyer = await factories.makeBuyer();
  const made = await call(company, "POST", "/api/account/company", {
    cookie: buyer.cookie,
    body: {
      name: "Terms Co",
      billingStreet: "1 Main",
      billingCity: "Austin",
      billingState: "TX",
      billingZip: "73301",
      buyerName: "T",
      acceptTerms: true,
    },
  });
  expect(made.status).toBe(201);
  expect(made.body.company.termsVersion).toBe("3");
});
