import "server-only";
import { COMPANY_PRICES_MAX, isExpired, type BuyerPrice, type CompanyPriceRow } from "@/lib/company-prices";
import { storedBreaks, type CompanyPriceInput } from "@/lib/validation/company-prices";
import { priceText } from "@/lib/money";
import { auditRow } from "@/server/audit";
import { db } from "@/server/db/client";
import { badRequest, conflict, notFound } from "@/server/http/errors";
import { businessToday } from "@/server/quotes/business-time";

/**
 * A company's prices, kept by the supplier's admin: each names a product by
 * id (the admin types its SKU), a unit price, optional breaks and an optional
 * last day. Every write is audited, in the same transaction as the write.
 */

const ENTITY = "CompanyPrice";

const rowSelect = {
  id: true,
  productId: true,
  unitPrice: true,
  breaks: true,
  expiresOn: true,
  updatedAt: true,
  product: { select: { sku: true, name: true, priceMin: true, priceMax: true } },
} as const;

type Row = {
  id: number;
  productId: number;
  unitPrice: string;
  breaks: string;
  expiresOn: string | null;
  updatedAt: Date;
  product: { sku: string; name: string; priceMin: string | null; priceMax: string | null };
};

function toRow(r: Row, today: string): CompanyPriceRow {
  return {
    id: r.id,
    productId: r.productId,
    sku: r.product.sku,
    name: r.product.name,
    publicPrice: priceText(r.product.priceMin, r.product.priceMax),
    unitPrice: r.unitPrice,
    breaks: storedBreaks(r.breaks),
    expiresOn: r.expiresOn,
    expired: isExpired(r.expiresOn, today),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** What an audit entry keeps of a price: enough to read the change without joining. */
const audited = (
  r: { productId: number; unitPrice: string; breaks: string; expiresOn: string | null },
  sku: string,
  companyId: number,
) => ({
  companyId,
  sku,
  productId: r.productId,
  unitPrice: r.unitPrice,
  breaks: JSON.parse(r.breaks) as unknown,
  expiresOn: r.expiresOn,
});

export async function requireCompany(companyId: number): Promise<{ id: number; name: string }> {
  const company = await db.company.findUnique({ where: { id: companyId }, select: { id: true, name: true } });
  if (!company) throw notFound("Company not found");
  return company;
}

/** Every price of the company, by SKU (bounded by COMPANY_PRICES_MAX). */
export async function listCompanyPrices(companyId: number): Promise<{ company: { id: number; name: string }; prices: CompanyPriceRow[] }> {
  const company = await requireCompany(companyId);
  const rows = await db.companyPrice.findMany({
    where: { companyId },
    select: rowSelect,
    orderBy: { product: { sku: "asc" } },
    take: COMPANY_PRICES_MAX,
  });
  const today = businessToday();
  return { company, prices: rows.map((r) => toRow(r, today)) };
}

async function productBySku(sku: string): Promise<{ id: number; sku: string }> {
  const product = await db.product.findUnique({ where: { sku }, select: { id: true, sku: true } });
  if (!product) throw badRequest(`sku: No product has the SKU ${sku}`, { sku: `No product has the SKU ${sku}` });
  return product;
}

const alreadyPriced = (sku: string) =>
  conflict(`This company already has a price for ${sku}: edit that one`, { sku: `This company already has a price for ${sku}` });

export async function createCompanyPrice(companyId: number, input: CompanyPriceInput, actor: string): Promise<CompanyPriceRow> {
  await requireCompany(companyId);
  const product = await productBySku(input.sku);
  const data = { unitPrice: input.unitPrice, breaks: JSON.stringify(input.breaks), expiresOn: input.expiresOn };
  const row = await db.$transaction(async (tx) => {
    if (await tx.companyPrice.findUnique({ where: { companyId_productId: { companyId, productId: product.id } }, select: { id: true } }))
      throw alreadyPriced(product.sku);
    if ((await tx.companyPrice.count({ where: { companyId } })) >= COMPANY_PRICES_MAX)
      throw conflict(`A company may have at most ${COMPANY_PRICES_MAX.toLocaleString("en-US")} prices`);
    const created = await tx.companyPrice.create({ data: { companyId, productId: product.id, ...data }, select: rowSelect });
    await tx.auditLog.create({
      data: auditRow({ actor, action: "create", entity: ENTITY, entityId: created.id, after: audited(created, product.sku, companyId) }),
    });
    return created;
  });
  return toRow(row, businessToday());
}

/** Looked up by id and company together: another company's price is not found. */
async function ownPrice(companyId: number, priceId: number) {
  const row = await db.companyPrice.findFirst({ where: { id: priceId, companyId }, select: rowSelect });
  if (!row) throw notFound("Price not found");
  return row;
}

export async function updateCompanyPrice(
  companyId: number,
  priceId: number,
  input: CompanyPriceInput,
  actor: string,
): Promise<CompanyPriceRow> {
  const before = await ownPrice(companyId, priceId);
  const product = input.sku === before.product.sku ? { id: before.productId, sku: before.product.sku } : await productBySku(input.sku);
  const data = { productId: product.id, unitPrice: input.unitPrice, breaks: JSON.stringify(input.breaks), expiresOn: input.expiresOn };
  const row = await db.$transaction(async (tx) => {
    if (product.id !== before.productId) {
      const other = await tx.companyPrice.findUnique({
        where: { companyId_productId: { companyId, productId: product.id } },
        select: { id: true },
      });
      if (other) throw alreadyPriced(product.sku);
    }
    const { count } = await tx.companyPrice.updateMany({ where: { id: priceId, companyId }, data });
    if (count === 0) throw notFound("Price not found");
    const updated = await tx.companyPrice.findUniqueOrThrow({ where: { id: priceId }, select: rowSelect });
    await tx.auditLog.create({
      data: auditRow({
        actor,
        action: "update",
        entity: ENTITY,
        entityId: priceId,
        before: audited(before, before.product.sku, companyId),
        after: audited(updated, product.sku, companyId),
      }),
    });
    return updated;
  });
  return toRow(row, businessToday());
}

export async function deleteCompanyPrice(companyId: number, priceId: number, actor: string): Promise<void> {
  const before = await ownPrice(companyId, priceId);
  await db.$transaction(async (tx) => {
    const { count } = await tx.companyPrice.deleteMany({ where: { id: priceId, companyId } });
    if (count === 0) throw notFound("Price not found");
    await tx.auditLog.create({
      data: auditRow({
        actor,
        action: "delete",
        entity: ENTITY,
        entityId: priceId,
        before: audited(before, before.product.sku, companyId),
      }),
    });
  });
}

/**
 * The company's prices in force today for these products, by product id:
 * what a buyer's browser is told, and what the quote editor starts from. One
 * query on the (companyId, productId) index; expired prices are left out.
 */
export async function pricesInForce(companyId: number, productIds: readonly number[]): Promise<Map<number, BuyerPrice>> {
  const out = new Map<number, BuyerPrice>();
  if (productIds.length === 0) return out;
  const rows = await db.companyPrice.findMany({
    where: { companyId, productId: { in: [...new Set(productIds)] }, OR: [{ expiresOn: null }, { expiresOn: { gte: businessToday() } }] },
    select: { productId: true, unitPrice: true, breaks: true },
  });
  for (const r of rows) out.set(r.productId, { unitPrice: r.unitPrice, breaks: storedBreaks(r.breaks) });
  return out;
}
