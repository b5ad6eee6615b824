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
  /** The company's order (from an accepted quote of the member's), its address, its list with one line, its price. */
  order: { id: number; number: string };
  address: { id: number };
  list: { id: number; lineId: number };
  price: { productId: number };
  markers: string[];
}

export interface IsolationRoute {
  /** The route's folder under src/app/api/account ("" for the folder itself), as on disk: "company/members/[id]". */
  route: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  handler: () => Promise<Handler>;
  /** The request naming A's record (params, body); made once per walk, against a fresh company A. */
  request: (a: CompanyA) => Promise<{
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
    /** Sent as is instead of `body` (a file upload), with `headers`. */
    rawBody?: string;
    headers?: Record<string, string>;
  }>;
  /**
   * What a signed-in buyer of company B gets: 404 for a route naming A's
   * record, "list" for a list (200 and none of A's items), or the status of
   * the route acting on B's own things (it must not touch A's).
   */
  asOther: number | "list";
  /** For "list": the listed items in the answer. */
  items?: (body: unknown) => unknown[];
  /**
   * Routes open to anyone by design (sign-in, and what the quote form and
   * product pages ask on every view): what a signed-out call with the request
   * gets instead of 401 (they are still walked as B).
   */
  signedOut?: number;
  /** Records of A this route could change beyond those the walker always compares (every table of CompanyA). */
  snapshot?: (a: CompanyA) => Promise<unknown>;
}

const route = (path: string) => import(`@/app/api/account/${path}/route`) as Promise<Record<string, Handler>>;

let n = 0;

/** A fresh company A: an admin, a buyer, a quote request of theirs, a pending invitation, an order, an address, a list and a price. */
export async function makeCompanyA(): Promise<CompanyA> {
  const { makeBuyer, makeCompany, makeOrder, makeQuoteRequest } = await import("../factories");
  const { db } = await import("@/server/db/client");
  const { addressSchema } = await import("@/lib/validation/address");
  const { companyPriceInputSchema } = await import("@/lib/validation/company-prices");
  const { createAddress } = await import("@/server/account/addresses");
  const { addLine, createList } = await import("@/server/account/requisition-lists");
  const { createCompanyPrice } = await import("@/server/company-prices/prices");
  const tag = `iso-a-${++n}-${Date.now()}`;
  const company = await makeCompany({ name: `Company ${tag}` });
  const admin = await makeBuyer({ email: `admin-${tag}@a.example`, name: `Admin ${tag}`, company, role: "admin" });
  const member = await makeBuyer({ email: `member-${tag}@a.example`, name: `Member ${tag}`, company, role: "buyer" });
  const product = (await db.product.findFirstOrThrow({ orderBy: { id: "asc" } })) as unknown as Product;
  const made = await makeQuoteRequest([product], { email: member.email, company: company.name });
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
  const ordered = await makeOrder([product], { companyId: company.id, email: member.email });
  const address = await createAddress(
    company.id,
    addressSchema.parse({
      label: `Dock ${tag}`,
      recipient: `Receiving ${tag}`,
      street: `1 Street ${tag}`,
      city: "Dallas",
      state: "TX",
      zip: "75001",
    }),
  );
  const list = await createList(company.id, admin, `List ${tag}`);
  await addLine(company.id, list.id, { sku: product.sku, quantity: 7 });
  const line = await db.requisitionListLine.findFirstOrThrow({ where: { listId: list.id }, select: { id: true } });
  // A price no seed product has, so it is a marker of A's alone.
  await createCompanyPrice(
    company.id,
    companyPriceInputSchema.parse({ sku: product.sku, unitPrice: "987.65", breaks: [], expiresOn: "" }),
    "test",
  );
  return {
    company,
    admin,
    member,
    quote: { id: made.id, reference: made.reference },
    invitation: { id: invitation.id, email: invitation.email },
    order: ordered.order,
    address: { id: address.id },
    list: { id: list.id, lineId: line.id },
    price: { productId: product.id },
    markers: [
      company.name,
      admin.email,
      member.email,
      made.reference,
      invitation.email,
      ordered.order.number,
      ordered.quote.reference,
      `Dock ${tag}`,
      `1 Street ${tag}`,
      `List ${tag}`,
      "987.65",
    ],
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

const address = {
  label: "B's dock",
  recipient: "B Receiving",
  street: "2 Other St",
  city: "Austin",
  state: "TX",
  zip: "73301",
};

/** A catalogue SKU (not one only A's records name), for the bodies that add a line. */
async function anySku(): Promise<string> {
  const { db } = await import("@/server/db/client");
  return (await db.product.findFirstOrThrow({ orderBy: { id: "desc" }, select: { sku: true } })).sku;
}

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
  // Changing the address: asked for by the caller about their own account; the link is walked dead, as sign-in's.
  {
    route: "email",
    method: "POST",
    handler: async () => (await route("email")).POST!,
    request: async () => ({ body: { email: `new-${++n}-${Date.now()}@b.example` } }),
    asOther: 202,
  },
  {
    route: "email/confirm",
    method: "POST",
    handler: async () => (await route("email/confirm")).POST!,
    request: async () => ({ body: { token: "z".repeat(43) } }),
    asOther: 400,
    signedOut: 400,
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
    route: "company/invitations",
    method: "GET",
    handler: async () => (await route("company/invitations")).GET!,
    request: async () => ({}),
    asOther: "list",
    items: (body) => (body as { invitations: unknown[] }).invitations,
  },
  {
    route: "company/invitations/[id]",
    method: "DELETE",
    handler: async () => (await route("company/invitations/[id]")).DELETE!,
    request: async (a) => ({ params: { id: String(a.invitation.id) } }),
    asOther: 404,
  },
  {
    route: "company/invitations/[id]",
    method: "POST",
    handler: async () => (await route("company/invitations/[id]")).POST!,
    request: async (a) => ({ params: { id: String(a.invitation.id) }, body: { intent: "revoke" } }),
    asOther: 404,
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

  // Orders: the company's, and a guest's by the buyer's own address; A's order is not B's whatever it is asked by.
  {
    route: "orders",
    method: "GET",
    handler: async () => (await route("orders")).GET!,
    request: async () => ({}),
    asOther: "list",
    items: (body) => (body as { orders: unknown[] }).orders,
  },
  {
    route: "orders/[number]",
    method: "GET",
    handler: async () => (await route("orders/[number]")).GET!,
    request: async (a) => ({ params: { number: a.order.number } }),
    asOther: 404,
  },
  {
    route: "reorder",
    method: "POST",
    handler: async () => (await route("reorder")).POST!,
    request: async (a) => ({ body: { orderNumber: a.order.number } }),
    asOther: 404,
  },

  // What the quote form and the product pages ask on every view: for anyone, the caller's own or nothing.
  {
    route: "quote-defaults",
    method: "GET",
    handler: async () => (await route("quote-defaults")).GET!,
    request: async () => ({}),
    asOther: 200,
    signedOut: 200,
  },
  {
    route: "list-choices",
    method: "GET",
    handler: async () => (await route("list-choices")).GET!,
    request: async () => ({}),
    asOther: "list",
    items: (body) => (body as { lists: unknown[] }).lists,
    signedOut: 200,
  },
  {
    route: "prices",
    method: "GET",
    handler: async () => (await route("prices")).GET!,
    request: async (a) => ({ query: { ids: String(a.price.productId) } }),
    asOther: "list",
    items: (body) => Object.values((body as { prices: Record<string, unknown> }).prices),
  },

  // The address book.
  {
    route: "addresses",
    method: "GET",
    handler: async () => (await route("addresses")).GET!,
    request: async () => ({}),
    asOther: "list",
    items: (body) => (body as { addresses: unknown[] }).addresses,
  },
  {
    route: "addresses",
    method: "POST",
    handler: async () => (await route("addresses")).POST!,
    request: async () => ({ body: { ...address, isDefault: true } }),
    asOther: 201,
  },
  {
    route: "addresses/[id]",
    method: "GET",
    handler: async () => (await route("addresses/[id]")).GET!,
    request: async (a) => ({ params: { id: String(a.address.id) } }),
    asOther: 404,
  },
  {
    route: "addresses/[id]",
    method: "PUT",
    handler: async () => (await route("addresses/[id]")).PUT!,
    request: async (a) => ({ params: { id: String(a.address.id) }, body: { ...address, isDefault: true } }),
    asOther: 404,
  },
  {
    route: "addresses/[id]",
    method: "DELETE",
    handler: async () => (await route("addresses/[id]")).DELETE!,
    request: async (a) => ({ params: { id: String(a.address.id) } }),
    asOther: 404,
  },
  {
    route: "addresses/[id]",
    method: "POST",
    handler: async () => (await route("addresses/[id]")).POST!,
    request: async (a) => ({ params: { id: String(a.address.id) }, body: { intent: "default" } }),
    asOther: 404,
  },

  // Requisition lists.
  {
    route: "lists",
    method: "GET",
    handler: async () => (await route("lists")).GET!,
    request: async () => ({}),
    asOther: "list",
    items: (body) => (body as { lists: unknown[] }).lists,
  },
  {
    route: "lists",
    method: "POST",
    handler: async () => (await route("lists")).POST!,
    request: async () => ({ body: { name: "B's list" } }),
    asOther: 201,
  },
  {
    route: "lists/[id]",
    method: "GET",
    handler: async () => (await route("lists/[id]")).GET!,
    request: async (a) => ({ params: { id: String(a.list.id) } }),
    asOther: 404,
  },
  {
    route: "lists/[id]",
    method: "PUT",
    handler: async () => (await route("lists/[id]")).PUT!,
    request: async (a) => ({ params: { id: String(a.list.id) }, body: { name: "Renamed by B" } }),
    asOther: 404,
  },
  {
    route: "lists/[id]",
    method: "DELETE",
    handler: async () => (await route("lists/[id]")).DELETE!,
    request: async (a) => ({ params: { id: String(a.list.id) } }),
    asOther: 404,
  },
  {
    route: "lists/[id]",
    method: "POST",
    handler: async () => (await route("lists/[id]")).POST!,
    request: async (a) => ({ params: { id: String(a.list.id) }, body: { intent: "delete" } }),
    asOther: 404,
  },
  {
    route: "lists/[id]/cart",
    method: "GET",
    handler: async () => (await route("lists/[id]/cart")).GET!,
    request: async (a) => ({ params: { id: String(a.list.id) } }),
    asOther: 404,
  },
  {
    route: "lists/[id]/lines",
    method: "POST",
    handler: async () => (await route("lists/[id]/lines")).POST!,
    request: async (a) => ({ params: { id: String(a.list.id) }, body: { sku: await anySku(), quantity: 2 } }),
    asOther: 404,
  },
  {
    route: "lists/[id]/import",
    method: "POST",
    handler: async () => (await route("lists/[id]/import")).POST!,
    request: async (a) => ({
      params: { id: String(a.list.id) },
      rawBody: `sku,quantity\n${await anySku()},3\n`,
      headers: { "content-type": "text/csv" },
    }),
    asOther: 404,
  },
  {
    route: "lists/[id]/lines/[lineId]",
    method: "PUT",
    handler: async () => (await route("lists/[id]/lines/[lineId]")).PUT!,
    request: async (a) => ({ params: { id: String(a.list.id), lineId: String(a.list.lineId) }, body: { quantity: 99 } }),
    asOther: 404,
  },
  {
    route: "lists/[id]/lines/[lineId]",
    method: "DELETE",
    handler: async () => (await route("lists/[id]/lines/[lineId]")).DELETE!,
    request: async (a) => ({ params: { id: String(a.list.id), lineId: String(a.list.lineId) } }),
    asOther: 404,
  },
  {
    route: "lists/[id]/lines/[lineId]",
    method: "POST",
    handler: async () => (await route("lists/[id]/lines/[lineId]")).POST!,
    request: async (a) => ({ params: { id: String(a.list.id), lineId: String(a.list.lineId) }, body: { intent: "remove" } }),
    asOther: 404,
  },
];
