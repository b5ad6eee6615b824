/**
 * Account isolation, walked over every route under src/app/api/account (found
 * on disk, so a new route cannot be forgotten): signed out, each answers 401
 * (routes open to anyone, such as sign-in: their documented answer); as a buyer of another company,
 * each answers 404 for anything naming company A's record, lists none of A's,
 * shows nothing of A, and nothing of A changes.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { useMailTestDatabase } from "../smtp";
import { ISOLATION_ROUTES, makeCompanyA, type CompanyA, type IsolationRoute } from "./isolation-routes";

process.env.SITE_URL = "https://shop.usplastic.example";

useMailTestDatabase();

const ROOT = path.join(__dirname, "../../src/app/api/account");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Every route folder under the account API that has a route.ts, relative ("" is the folder itself). */
function routeFolders(dir = ROOT): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...routeFolders(full));
    else if (entry.name === "route.ts") found.push(path.relative(ROOT, dir).split(path.sep).join("/"));
  }
  return found;
}

const urlOf = (r: IsolationRoute, params: Record<string, string> = {}) =>
  `/api/account/${r.route.replace(/\[(\w+)\]/g, (_, k: string) => params[k] ?? `[${k}]`)}`.replace(/\/$/, "");

async function send(r: IsolationRoute, a: CompanyA, cookie: string | null) {
  const { call } = await import("../api");
  const { params, query, body, rawBody, headers } = await r.request(a);
  return call(await r.handler(), r.method, urlOf(r, params), {
    params,
    query,
    body,
    rawBody,
    cookie,
    headers: { "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, ...headers },
  });
}

/**
 * What company A is: the company, its buyers and their sessions, its invitations, quote requests, orders (with their
 * events), address book, requisition lists (with their lines) and prices, and the route's own records.
 */
async function snapshot(r: IsolationRoute, a: CompanyA) {
  const { db } = await import("@/server/db/client");
  const ids = [a.admin.id, a.member.id];
  return {
    company: await db.company.findUnique({ where: { id: a.company.id } }),
    buyers: await db.buyer.findMany({ where: { OR: [{ companyId: a.company.id }, { id: { in: ids } }] }, orderBy: { id: "asc" } }),
    sessions: await db.buyerSession.findMany({ where: { buyerId: { in: ids } }, select: { id: true }, orderBy: { id: "asc" } }),
    invitations: await db.companyInvitation.findMany({ where: { companyId: a.company.id }, orderBy: { id: "asc" } }),
    quotes: await db.quoteRequest.findMany({ where: { companyId: a.company.id }, orderBy: { id: "asc" } }),
    orders: await db.order.findMany({
      where: { companyId: a.company.id },
      include: { events: { orderBy: { id: "asc" } } },
      orderBy: { id: "asc" },
    }),
    addresses: await db.companyAddress.findMany({ where: { companyId: a.company.id }, orderBy: { id: "asc" } }),
    lists: await db.requisitionList.findMany({
      where: { companyId: a.company.id },
      include: { lines: { orderBy: { id: "asc" } } },
      orderBy: { id: "asc" },
    }),
    prices: await db.companyPrice.findMany({ where: { companyId: a.company.id }, orderBy: { id: "asc" } }),
    own: r.snapshot ? await r.snapshot(a) : null,
  };
}

test("every account route and method has an isolation entry, and every entry a route", async () => {
  const onDisk: string[] = [];
  for (const folder of routeFolders()) {
    const mod = (await import(`@/app/api/account/${folder}/route`)) as Record<string, unknown>;
    for (const m of METHODS) if (typeof mod[m] === "function") onDisk.push(`${m} ${folder}`);
  }
  const registered = ISOLATION_ROUTES.map((r) => `${r.method} ${r.route}`);
  expect(onDisk.length).toBeGreaterThan(5);
  expect([...registered].sort()).toEqual([...onDisk].sort());
  expect(new Set(registered).size).toBe(registered.length);
});

describe.each(ISOLATION_ROUTES.map((r) => [`${r.method} ${urlOf(r)}`, r] as const))("%s", (_name, r) => {
  test(
    r.signedOut === undefined ? "signed out: 401, and nothing of A changes" : `signed out: ${r.signedOut} (open to anyone by design)`,
    async () => {
      const a = await makeCompanyA();
      const before = await snapshot(r, a);
      const res = await send(r, a, null);
      expect(res.status).toBe(r.signedOut ?? 401);
      for (const marker of a.markers) expect(JSON.stringify(res.body ?? "")).not.toContain(marker);
      expect(await snapshot(r, a)).toEqual(before);
    },
  );

  test(`as a buyer of company B: ${r.asOther === "list" ? "none of A's in the list" : r.asOther}, nothing of A shown or changed`, async () => {
    const { makeBuyer, makeCompany } = await import("../factories");
    const a = await makeCompanyA();
    const b = await makeCompany();
    const other = await makeBuyer({ company: b, role: "admin" });
    const before = await snapshot(r, a);
    const res = await send(r, a, other.cookie);
    if (r.asOther === "list") {
      expect(res.status).toBe(200);
      expect(r.items!(res.body)).toEqual([]);
    } else expect(res.status).toBe(r.asOther);
    for (const marker of a.markers) expect(JSON.stringify(res.body ?? "")).not.toContain(marker);
    expect(await snapshot(r, a)).toEqual(before);
  });
});
