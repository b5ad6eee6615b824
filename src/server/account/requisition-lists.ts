import "server-only";
import { cartItemFromProduct } from "@/lib/cart-item";
import { capQuantity } from "@/lib/quantity";
import type { CsvRow, CsvRowError } from "@/lib/requisition-csv";
import { csvErrorsMessage } from "@/lib/requisition-csv";
import type { CartItem, Product } from "@/lib/types";
import {
  LIST_LINES_MAX,
  LIST_LINES_MAX_MESSAGE,
  LISTS_MAX,
  LISTS_MAX_MESSAGE,
  UNKNOWN_SKU_MESSAGE,
  type ListLineInput,
  type RequisitionListDetail,
  type RequisitionListSummary,
} from "@/lib/validation/requisition-list";
import { productsByIds, productsBySkus } from "@/server/catalog/products/products";
import { db } from "@/server/db/client";
import { badRequest, conflict, notFound } from "@/server/http/errors";

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

const LIST_NOT_FOUND = "Requisition list not found";

/** Writes to one list, or the creation of one, run one after the other: the row bounds hold under concurrent requests. */
async function lockCompany(tx: Tx, companyId: number) {
  await tx.company.update({ where: { id: companyId }, data: { updatedAt: new Date() }, select: { id: true } });
}

async function lockList(tx: Tx, companyId: number, listId: number) {
  const { count } = await tx.requisitionList.updateMany({ where: { id: listId, companyId }, data: { updatedAt: new Date() } });
  if (count === 0) throw notFound(LIST_NOT_FOUND);
}

export async function companyLists(companyId: number): Promise<RequisitionListSummary[]> {
  const rows = await db.requisitionList.findMany({
    where: { companyId },
    select: { id: true, name: true, createdByEmail: true, updatedAt: true, _count: { select: { lines: true } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: LISTS_MAX,
  });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdBy: r.createdByEmail,
    lineCount: r._count.lines,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function createList(companyId: number, buyer: { id: number; email: string }, name: string): Promise<{ id: number }> {
  return db.$transaction(async (tx) => {
    await lockCompany(tx, companyId);
    if ((await tx.requisitionList.count({ where: { companyId } })) >= LISTS_MAX) throw conflict(LISTS_MAX_MESSAGE);
    return tx.requisitionList.create({
      data: { companyId, name, createdById: buyer.id, createdByEmail: buyer.email },
      select: { id: true },
    });
  });
}

export async function renameList(companyId: number, listId: number, name: string): Promise<void> {
  const { count } = await db.requisitionList.updateMany({ where: { id: listId, companyId }, data: { name } });
  if (count === 0) throw notFound(LIST_NOT_FOUND);
}

export async function deleteList(companyId: number, listId: number): Promise<void> {
  const { count } = await db.requisitionList.deleteMany({ where: { id: listId, companyId } });
  if (count === 0) throw notFound(LIST_NOT_FOUND);
}

/** The catalogue's products now for these lines: by the id kept, else by SKU (a product re-created under the same SKU). */
async function currentProducts(lines: readonly { productId: number | null; sku: string }[]) {
  const ids = lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
  const [byIdList, bySkuList] = await Promise.all([productsByIds(ids), productsBySkus(lines.map((l) => l.sku))]);
  const byId = new Map(byIdList.map((p) => [p.id, p]));
  const bySku = new Map(bySkuList.map((p) => [p.sku.toLowerCase(), p]));
  return (line: { productId: number | null; sku: string }): Product | undefined =>
    (line.productId !== null ? byId.get(line.productId) : undefined) ?? bySku.get(line.sku.toLowerCase());
}

export async function listDetail(companyId: number, listId: number): Promise<RequisitionListDetail> {
  const list = await db.requisitionList.findFirst({
    where: { id: listId, companyId },
    select: {
      id: true,
      name: true,
      createdByEmail: true,
      updatedAt: true,
      lines: { select: { id: true, sku: true, name: true, quantity: true, productId: true }, orderBy: { id: "asc" }, take: LIST_LINES_MAX },
    },
  });
  if (!list) throw notFound(LIST_NOT_FOUND);
  const productOf = await currentProducts(list.lines);
  return {
    id: list.id,
    name: list.name,
    createdBy: list.createdByEmail,
    lineCount: list.lines.length,
    updatedAt: list.updatedAt.toISOString(),
    lines: list.lines.map((l) => {
      const p = productOf(l);
      return { ...l, name: p?.name ?? l.name, slug: p?.slug ?? null, sold: p !== undefined };
    }),
  };
}

/** The catalogue's product for each SKU (any case), or an error naming the SKU. */
async function productsFor(skus: readonly string[]): Promise<Map<string, Product>> {
  const found = await productsBySkus(skus);
  return new Map(found.map((p) => [p.sku.toLowerCase(), p]));
}

/** Adds a line; an SKU already on the list gets the quantity added (kept at the cart's limit). */
export async function addLine(companyId: number, listId: number, input: ListLineInput): Promise<void> {
  const product = (await productsFor([input.sku])).get(input.sku.toLowerCase());
  if (!product) throw badRequest(`sku: ${UNKNOWN_SKU_MESSAGE}`, { sku: UNKNOWN_SKU_MESSAGE });
  await db.$transaction(async (tx) => {
    await lockList(tx, companyId, listId);
    const existing = await tx.requisitionListLine.findUnique({
      where: { listId_sku: { listId, sku: product.sku } },
      select: { id: true, quantity: true },
    });
    if (existing) {
      await tx.requisitionListLine.update({
        where: { id: existing.id },
        data: { quantity: capQuantity(existing.quantity + input.quantity), productId: product.id, name: product.name },
      });
      return;
    }
    if ((await tx.requisitionListLine.count({ where: { listId } })) >= LIST_LINES_MAX) throw conflict(LIST_LINES_MAX_MESSAGE);
    await tx.requisitionListLine.create({
      data: { listId, productId: product.id, sku: product.sku, name: product.name, quantity: input.quantity },
    });
  });
}

export async function setLineQuantity(companyId: number, listId: number, lineId: number, quantity: number): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockList(tx, companyId, listId);
    const { count } = await tx.requisitionListLine.updateMany({ where: { id: lineId, listId }, data: { quantity } });
    if (count === 0) throw notFound("Line not found");
  });
}

export async function removeLine(companyId: number, listId: number, lineId: number): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockList(tx, companyId, listId);
    const { count } = await tx.requisitionListLine.deleteMany({ where: { id: lineId, listId } });
    if (count === 0) throw notFound("Line not found");
  });
}

/**
 * Imports parsed CSV rows: every SKU must be in the catalogue, or nothing is
 * saved and each unknown one is named by its line. An SKU already on the list
 * takes the file's quantity (importing one file twice changes nothing).
 */
export async function importRows(companyId: number, listId: number, rows: readonly CsvRow[]): Promise<{ added: number; updated: number }> {
  const found = await productsFor(rows.map((r) => r.sku));
  const errors: CsvRowError[] = rows.flatMap((r) =>
    found.has(r.sku.toLowerCase()) ? [] : [{ line: r.line, message: `${UNKNOWN_SKU_MESSAGE} (${r.sku})` }],
  );
  if (errors.length > 0) throw csvRefusal(errors);
  return db.$transaction(async (tx) => {
    await lockList(tx, companyId, listId);
    const existing = await tx.requisitionListLine.findMany({ where: { listId }, select: { id: true, sku: true } });
    const bySku = new Map(existing.map((l) => [l.sku.toLowerCase(), l.id]));
    const fresh = rows.filter((r) => !bySku.has(found.get(r.sku.toLowerCase())!.sku.toLowerCase()));
    if (existing.length + fresh.length > LIST_LINES_MAX)
      throw conflict(`${LIST_LINES_MAX_MESSAGE}: it has ${existing.length} and the file adds ${fresh.length}`);
    let updated = 0;
    for (const r of rows) {
      const p = found.get(r.sku.toLowerCase())!;
      const id = bySku.get(p.sku.toLowerCase());
      if (id === undefined) continue;
      await tx.requisitionListLine.update({ where: { id }, data: { quantity: r.quantity, productId: p.id, name: p.name } });
      updated++;
    }
    if (fresh.length > 0) {
      await tx.requisitionListLine.createMany({
        data: fresh.map((r) => {
          const p = found.get(r.sku.toLowerCase())!;
          return { listId, productId: p.id, sku: p.sku, name: p.name, quantity: r.quantity };
        }),
      });
    }
    return { added: fresh.length, updated };
  });
}

/** The 400 of a refused file: the message names the first bad row, `errors` every one as `line.{n}`. */
export function csvRefusal(errors: readonly CsvRowError[]) {
  return badRequest(csvErrorsMessage(errors), Object.fromEntries(errors.map((e) => [`line.${e.line}`, e.message])));
}

/** "Add list to cart": the list's lines as cart items, and those whose product is no longer sold. */
export async function listCartItems(
  companyId: number,
  listId: number,
): Promise<{ items: Omit<CartItem, "targetPrice" | "substitutesOk">[]; missing: { sku: string; name: string }[] }> {
  const lines = await db.requisitionListLine.findMany({
    where: { listId, list: { companyId } },
    select: { sku: true, name: true, quantity: true, productId: true },
    orderBy: { id: "asc" },
    take: LIST_LINES_MAX,
  });
  if (lines.length === 0 && !(await db.requisitionList.findFirst({ where: { id: listId, companyId }, select: { id: true } })))
    throw notFound(LIST_NOT_FOUND);
  const productOf = await currentProducts(lines);
  const items: Omit<CartItem, "targetPrice" | "substitutesOk">[] = [];
  const missing: { sku: string; name: string }[] = [];
  for (const l of lines) {
    const p = productOf(l);
    if (p) items.push({ ...cartItemFromProduct(p), quantity: l.quantity });
    else missing.push({ sku: l.sku, name: l.name });
  }
  return { items, missing };
}
