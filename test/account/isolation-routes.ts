/**
 * Every route under src/app/api/account, for the isolation walker
 * (isolation.db.test.ts): how to make what company A owns for it, what request
 * names it, and what a buyer of company B must get. The walker fails on a
 * route file or method without an entry here, so a new account route cannot
 * skip the check.
 *
 * Adding a route: one entry, e.g.
 *   { route: "orders/[id]", method: "GET", handler: async () => (await import("@/app/api/account/orders/[id]/route")).GET,
 *     request: async (a) => { const order = await makeOrderFor(a); return { params: { id: String(order.id) } }; },
 *     asOther: 404 },
 * and, when the route can change records of its own, a `snapshot` of them.
 */
import type { Product } from "@/lib/types";

// Each route declares its own params shape; the walker passes matching params.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (req: Request, ctx: { params: Promise<any> }) => Promise<Response>;

/** What company A owns in every walk: each string in `markers` must never reach a buyer of B. */
export interface CompanyA {
  company: { id: number; name: string };
  admin: { id: number; email: string; cookie: string };
  member: { id: number; email: string; cookie: string };
  quote: { id: number; reference: string };
  invitation: { id: number; email: string };
  markers: string[];
}

export interface IsolationRoute {
  /** The route's folder under src/app/api/account ("" for the folder itself), as on disk: "company/members/[id]". */
  route: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  handler: () => Promise<Handler>;
  /** The request naming A's record (params, body); made once per walk, against a fresh company A. */
  request: (a: CompanyA) => Promise<{ params?: Record<string, string>; body?: unknown }>;
  /**
   * What a signed-in buyer of company B gets: 404 for a route naming A's
   * record, "list" for a list (200 and none of A's items), or the status of
   * the route acting on B's own things (it must not touch A's).
   */
  asOther: number | "list";
  /** For "list": the listed items in the answer. */
  items?: (body: unknown) => unknown[];
  /**
   * Sign-in routes work signed out by design: what a signed-out call with the
   * request gets instead of 401 (they are still walked as B).
   */
  signedOut?: number;
  /** Records of A this route could change beyond the company, its buyers, invitations and requests. */
  snapshot?: (a: CompanyA) => Promise<unknown>;
}

const route = (path: string) => import(`@/app/api/account/${path}/route`) as Promise<Record<string, Handler>>;

let n = 0;

/** A fresh company A: an admin, a buyer, a quote request of theirs and a pending invitation. */
export async function makeCompanyA(): Promise<CompanyA> {
  const { makeBuyer, makeCompany, makeQuoteRequest } = await import("../factories");
  const { db } = await import("@/server/db/client");
  const tag = `iso-a-${++n}-${Date.now()}`;
  const company = await makeCompany({ name: `Company ${tag}` });
  const admin = await makeBuyer({ email: `admin-${tag}@a.example`, name: `Admin ${tag}`, company, role: "admin" });
  const member = await makeBuyer({ email: `member-${tag}@a.example`, name: `Member ${tag}`, company, role: "buyer" });
  const product = await db.product.findFirstOrThrow({ select: { id: true, sku: true, name: true } });
  const made = await makeQuoteRequest([product as Product], { email: member.email, company: company.name });
  await db.quoteRequest.update({ where: { id: made.id }, data: { companyId: company.id, buyerId: member.id } });
  const invitation = await db.companyInvitation.create({
    data: {
      companyId: company.id,
      email: `invited-${tag}@a.example`,
      tokenHash: `hash-${tag}`,
      invitedBy: admin.email,
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  });
  return {
    company,
    admin,
    member,
    quote: { id: made.id, reference: made.reference },
    invitation: { id: invitation.id, email: invitation.email },
    markers: [company.name, admin.email, member.email, made.reference, invitation.email],
  };
}

const companyDetails = {
  name: "B's new name",
  billingStreet: "2 Other St",
  billingCity: "Austin",
  billingState: "TX",
  billingZip: "73301",
  taxExempt: false,
  taxCertificate: "",
};

export const ISOLATION_ROUTES: IsolationRoute[] = [
  // Signing in and out: for anyone, by design.
  {
    route: "sign-in",
    method: "POST",
    handler: async () => (await route("sign-in")).POST!,
    request: async (a) => ({ body: { email: a.member.email } }),
    asOther: 200,
    signedOut: 200,
  },
  {
    route: "sign-in/confirm",
    method: "POST",
    handler: async () => (await route("sign-in/confirm")).POST!,
    request: async () => ({ body: { token: "x".repeat(43) } }),
    asOther: 400,
    signedOut: 400,
  },
  {
    route: "sign-out",
    method: "POST",
    handler: async () => (await route("sign-out")).POST!,
    request: async () => ({ body: {} }),
    asOther: 200,
    signedOut: 200,
  },
  // An invitation link is the invited address's own proof; A's link in B's hands is the same link, so it is walked with a dead one.
  {
    route: "invitations/accept",
    method: "POST",
    handler: async () => (await route("invitations/accept")).POST!,
    request: async () => ({ body: { token: "y".repeat(43) } }),
    asOther: 400,
    signedOut: 400,
  },

  // The company: always the caller's own.
  { route: "company", method: "GET", handler: async () => (await route("company")).GET!, request: async () => ({}), asOther: 200 },
  {
    route: "company",
    method: "POST",
    handler: async () => (await route("company")).POST!,
    request: async () => ({ body: { ...companyDetails, buyerName: "B", acceptTerms: true } }),
    asOther: 409,
  },
  {
    route: "company",
    method: "PATCH",
    handler: async () => (await route("company")).PATCH!,
    request: async () => ({ body: companyDetails }),
    asOther: 200,
  },
  {
    route: "company/invitations",
    method: "POST",
    handler: async () => (await route("company/invitations")).POST!,
    request: async () => ({ body: { email: `colleague-${++n}@b.example`, role: "admin" } }),
    asOther: 201,
  },
  {
    route: "company/members/[id]",
    method: "PATCH",
    handler: async () => (await route("company/members/[id]")).PATCH!,
    request: async (a) => ({ params: { id: String(a.admin.id) }, body: { role: "buyer" } }),
    asOther: 404,
  },
  {
    route: "company/members/[id]",
    method: "DELETE",
    handler: async () => (await route("company/members/[id]")).DELETE!,
    request: async (a) => ({ params: { id: String(a.member.id) } }),
    asOther: 404,
  },

  // Quotes.
  {
    route: "quotes",
    method: "GET",
    handler: async () => (await route("quotes")).GET!,
    request: async () => ({}),
    asOther: "list",
    items: (body) => (body as { quotes: unknown[] }).quotes,
  },
];
