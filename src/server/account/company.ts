import "server-only";
import type { CompanyCreateInput, CompanyRole, CompanyUpdateInput } from "@/lib/validation/company";
import { db } from "@/server/db/client";
import { conflict, HttpError, notFound } from "@/server/http/errors";
import { currentTermsVersion } from "@/server/policies/policies";

/** A company's members on one page: a company is a team, not a directory. */
export const MEMBERS_MAX = 500;

export interface CompanyView {
  id: number;
  name: string;
  billingStreet: string;
  billingCity: string;
  billingState: string;
  billingZip: string;
  taxExempt: boolean;
  taxCertificate: string;
  termsVersion: string;
  termsAcceptedAt: string;
}

export interface Member {
  id: number;
  email: string;
  name: string;
  role: CompanyRole;
}

const companySelect = {
  id: true,
  name: true,
  billingStreet: true,
  billingCity: true,
  billingState: true,
  billingZip: true,
  taxExempt: true,
  taxCertificate: true,
  termsVersion: true,
  termsAcceptedAt: true,
} as const;

type CompanyRow = Omit<CompanyView, "taxCertificate" | "termsAcceptedAt"> & { taxCertificate: string | null; termsAcceptedAt: Date };

function toView(row: CompanyRow): CompanyView {
  return { ...row, taxCertificate: row.taxCertificate ?? "", termsAcceptedAt: row.termsAcceptedAt.toISOString() };
}

const details = (input: CompanyUpdateInput) => ({
  name: input.name,
  billingStreet: input.billingStreet,
  billingCity: input.billingCity,
  billingState: input.billingState,
  billingZip: input.billingZip,
  taxExempt: input.taxExempt,
  taxCertificate: input.taxExempt ? input.taxCertificate : null,
});

/**
 * A buyer without a company sets one up and becomes its admin, accepting the
 * current Terms of Sale. 409 when they already belong to one; the buyer row is
 * claimed by a conditional update, so two submissions at once make one company.
 */
export async function createCompany(buyerId: number, input: CompanyCreateInput): Promise<CompanyView> {
  const termsVersion = await currentTermsVersion();
  return db.$transaction(async (tx) => {
    const company = await tx.company.create({
      data: { ...details(input), termsVersion, termsAcceptedAt: new Date() },
      select: companySelect,
    });
    const claimed = await tx.buyer.updateMany({
      where: { id: buyerId, companyId: null },
      data: { companyId: company.id, role: "admin", name: input.buyerName },
    });
    if (claimed.count !== 1) throw conflict("You already belong to a company", { company: "You already belong to a company" });
    return toView(company);
  });
}

export async function getCompany(companyId: number): Promise<CompanyView> {
  const row = await db.company.findUnique({ where: { id: companyId }, select: companySelect });
  if (!row) throw notFound("Company not found");
  return toView(row);
}

export async function updateCompany(companyId: number, input: CompanyUpdateInput): Promise<CompanyView> {
  return toView(await db.company.update({ where: { id: companyId }, data: details(input), select: companySelect }));
}

export async function companyMembers(companyId: number): Promise<Member[]> {
  const rows = await db.buyer.findMany({
    where: { companyId },
    select: { id: true, email: true, name: true, role: true },
    orderBy: [{ role: "asc" }, { email: "asc" }],
    take: MEMBERS_MAX,
  });
  return rows.map((r) => ({ ...r, role: r.role === "admin" ? "admin" : "buyer" }));
}

/** Only a company admin invites, changes roles and removes members. */
export function requireCompanyAdmin(buyer: { role: string }): void {
  if (buyer.role !== "admin") throw new HttpError(403, "Only a company admin can do this");
}

const LAST_ADMIN = "A company needs at least one admin: make another member admin first";

/**
 * Changes a member's role. The member is looked up in this company (another
 * company's buyer is 404); demoting the last admin is 409.
 */
export async function changeMemberRole(companyId: number, memberId: number, role: CompanyRole): Promise<Member> {
  return db.$transaction(async (tx) => {
    const member = await tx.buyer.findFirst({ where: { id: memberId, companyId }, select: { id: true, role: true } });
    if (!member) throw notFound("Member not found");
    if (member.role === "admin" && role !== "admin") {
      const admins = await tx.buyer.count({ where: { companyId, role: "admin" } });
      if (admins <= 1) throw conflict(LAST_ADMIN, { role: LAST_ADMIN });
    }
    const row = await tx.buyer.update({
      where: { id: member.id },
      data: { role },
      select: { id: true, email: true, name: true, role: true },
    });
    return { ...row, role: row.role === "admin" ? "admin" : "buyer" };
  });
}

/**
 * Removes a member from the company: they keep their sign-in address and
 * their earlier requests stay the company's, but every session of theirs ends
 * (a browser left signed in must not keep seeing the company). Removing the
 * last admin is 409.
 */
export async function removeMember(companyId: number, memberId: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const member = await tx.buyer.findFirst({ where: { id: memberId, companyId }, select: { id: true, role: true } });
    if (!member) throw notFound("Member not found");
    if (member.role === "admin") {
      const admins = await tx.buyer.count({ where: { companyId, role: "admin" } });
      if (admins <= 1) throw conflict(LAST_ADMIN, { member: LAST_ADMIN });
    }
    await tx.buyer.update({ where: { id: member.id }, data: { companyId: null, role: "buyer" } });
    await tx.buyerSession.deleteMany({ where: { buyerId: member.id } });
  });
}
