import "server-only";
import type { AdminCompanyDetail, AdminCompanyRow } from "@/lib/admin-companies";
import { moneyToCents } from "@/lib/money";
import { audit } from "@/server/audit";
import { db } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { pendingInvitations } from "@/server/account/invitations";

/** The list's length: the supplier's buyers are businesses, not consumers; past this, the newest. */
export const COMPANIES_MAX = 1000;
/** The detail page's requests, newest first. */
export const COMPANY_REQUESTS_MAX = 200;

const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/**
 * Per company: how many requests it won and lost, and what the won ones were
 * worth: the total of the version the buyer accepted (its latest "accepted"
 * event names it; a deal reopened and accepted again counts its last one).
 */
async function dealStats(companyIds: number[]) {
  const byStatus = await db.quoteRequest.groupBy({
    by: ["companyId", "status"],
    where: { companyId: { in: companyIds } },
    _count: { _all: true },
  });
  const won = await db.quoteRequest.findMany({
    where: { companyId: { in: companyIds }, status: "Won" },
    select: {
      companyId: true,
      events: { where: { type: "accepted" }, orderBy: { id: "desc" }, take: 1, select: { version: true } },
      versions: { select: { version: true, total: true } },
    },
  });
  const stats = new Map<number, { requests: number; won: number; lost: number; cents: number }>();
  const of = (id: number) => stats.get(id) ?? stats.set(id, { requests: 0, won: 0, lost: 0, cents: 0 }).get(id)!;
  for (const g of byStatus) {
    if (g.companyId === null) continue;
    const s = of(g.companyId);
    s.requests += g._count._all;
    if (g.status === "Won") s.won += g._count._all;
    if (g.status === "Lost") s.lost += g._count._all;
  }
  for (const r of won) {
    const accepted = r.events[0]?.version;
    const version = r.versions.find((v) => v.version === accepted) ?? null;
    if (r.companyId !== null && version) of(r.companyId).cents += moneyToCents(version.total) ?? 0;
  }
  return (id: number) => {
    const s = stats.get(id) ?? { requests: 0, won: 0, lost: 0, cents: 0 };
    return { requests: s.requests, winRate: s.won + s.lost === 0 ? null : s.won / (s.won + s.lost), wonValue: centsText(s.cents) };
  };
}

export async function listCompanies(): Promise<AdminCompanyRow[]> {
  const rows = await db.company.findMany({
    select: { id: true, name: true, paymentTerms: true, _count: { select: { buyers: true } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: COMPANIES_MAX,
  });
  const stats = await dealStats(rows.map((r) => r.id));
  return rows.map((r) => ({ id: r.id, name: r.name, buyers: r._count.buyers, paymentTerms: r.paymentTerms, ...stats(r.id) }));
}

export async function companyDetail(id: number): Promise<AdminCompanyDetail> {
  const row = await db.company.findUnique({
    where: { id },
    include: {
      buyers: { select: { id: true, email: true, name: true, role: true }, orderBy: [{ role: "asc" }, { email: "asc" }] },
      quoteRequests: {
        select: { id: true, reference: true, status: true, createdAt: true, email: true },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: COMPANY_REQUESTS_MAX,
      },
    },
  });
  if (!row) throw notFound("Company not found");
  const [stats, invitations] = await Promise.all([dealStats([id]).then((of) => of(id)), pendingInvitations(id)]);
  return {
    id: row.id,
    name: row.name,
    buyers: row.buyers.length,
    paymentTerms: row.paymentTerms,
    ...stats,
    billingStreet: row.billingStreet,
    billingCity: row.billingCity,
    billingState: row.billingState,
    billingZip: row.billingZip,
    taxExempt: row.taxExempt,
    taxCertificate: row.taxCertificate ?? "",
    termsVersion: row.termsVersion,
    termsAcceptedAt: row.termsAcceptedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    members: row.buyers.map((b) => ({ ...b, role: b.role === "admin" ? "admin" : "buyer" })),
    quoteRequests: row.quoteRequests.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })),
    invitations,
  };
}

/** The supplier agrees payment terms with a company: audited. */
export async function setPaymentTerms(id: number, paymentTerms: string, actor: string): Promise<AdminCompanyDetail> {
  const before = await db.company.findUnique({ where: { id }, select: { paymentTerms: true } });
  if (!before) throw notFound("Company not found");
  await db.company.update({ where: { id }, data: { paymentTerms } });
  await audit({ actor, action: "update", entity: "Company", entityId: id, before, after: { paymentTerms } });
  return companyDetail(id);
}
