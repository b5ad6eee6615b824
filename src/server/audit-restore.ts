import "server-only";
import { Prisma } from "@/generated/sqlite/client";
import { auditRow, RESTORABLE_ENTITIES, RESTORE_WINDOW_DAYS, restoreMark } from "@/server/audit";
import { invalidate, TAGS } from "@/server/cache";
import { recordSlug } from "@/server/catalog/former-slugs";
import { db, LONG_TRANSACTION } from "@/server/db/client";
import { conflict, HttpError, notFound } from "@/server/http/errors";
import { recordEvent, recordEvents } from "@/server/webhooks/outbox";
import { PRODUCT_EVENT_SELECT, productData } from "@/server/webhooks/payloads";

/**
 * Brings back a deleted product or category from its audit entry (POST
 * /api/admin/audit-log/{id}/restore): the record the entry kept, under its old
 * id (so links and quote lines that name it lead to it again), its slug
 * recorded as creating it does.
 *
 * - A product comes back into its category. When that category was deleted
 *   too and can itself still be restored, the answer is 409 asking to restore
 *   it first (then the product joins it); when it cannot come back, the
 *   product comes back without a category, as a deleted category leaves its
 *   products, and the answer's `note` says so.
 * - A category comes back with the products it had when deleted (its entry
 *   lists them) that have not been put in another category since.
 */

export type RestoredEntity = (typeof RESTORABLE_ENTITIES)[number];

export interface RestoreResult {
  entity: RestoredEntity;
  id: number;
  /** What did not come back as it was, for the admin to read. */
  note?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

type Fields = Record<string, unknown>;

/** The record's values of these columns (the id and timestamps apart): keys it has that are not columns are left out. */
function columns(record: Fields, fields: Record<string, string>): Fields {
  const data: Fields = {};
  for (const field of Object.values(fields)) {
    if (field === "id" || field === "createdAt" || field === "updatedAt" || !(field in record)) continue;
    data[field] = record[field];
  }
  // The day it was first made, as it was.
  if (typeof record.createdAt === "string" && !Number.isNaN(Date.parse(record.createdAt))) data.createdAt = new Date(record.createdAt);
  return data;
}

function parseRecord(text: string | null): Fields | null {
  try {
    const v: unknown = JSON.parse(text ?? "");
    return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Fields) : null;
  } catch {
    return null;
  }
}

/** The newest delete entry of this item that could still be restored, if any. */
async function pendingDelete(entity: RestoredEntity, id: number) {
  const since = new Date(Date.now() - RESTORE_WINDOW_DAYS * DAY_MS);
  const entry = await db.auditLog.findFirst({
    where: { action: "delete", entity, entityId: String(id), createdAt: { gte: since } },
    orderBy: { id: "desc" },
  });
  if (!entry || (await restoredAlready(entry.id, entity))) return null;
  return entry;
}

const restoredAlready = async (entryId: number, entity: string) =>
  (await db.auditLog.count({ where: { action: "restore", entity, after: { startsWith: restoreMark(entryId) } } })) > 0;

export async function restoreFromAudit(entryId: number, actor: string): Promise<RestoreResult> {
  const entry = await db.auditLog.findUnique({ where: { id: entryId } });
  const entity = RESTORABLE_ENTITIES.find((e) => e === entry?.entity);
  if (!entry || entry.action !== "delete" || !entity) throw notFound("This audit entry is not the deletion of a product or category");
  if (Date.now() - entry.createdAt.getTime() > RESTORE_WINDOW_DAYS * DAY_MS) {
    throw new HttpError(410, `Deleted more than ${RESTORE_WINDOW_DAYS} days ago: too old to restore`);
  }
  if (await restoredAlready(entry.id, entity))
    throw conflict("Already restored from this entry", { id: "Already restored from this entry" });
  const record = parseRecord(entry.before);
  // Entries written before deletes kept whole records may have been cut short.
  if (!record || typeof record.slug !== "string")
    throw conflict("This entry did not keep the whole record, so it cannot be restored", { id: "The record was not kept whole" });
  const oldId = typeof record.id === "number" ? record.id : Number(entry.entityId);
  const result =
    entity === "Product"
      ? await restoreProduct(entry.id, oldId, record, actor)
      : await restoreCategory(entry.id, oldId, record, parseRecord(entry.after), actor);
  invalidate(TAGS.catalog);
  return result;
}

async function restoreProduct(entryId: number, oldId: number, record: Fields, actor: string): Promise<RestoreResult> {
  const data = columns(record, Prisma.ProductScalarFieldEnum);
  const slug = String(data.slug);
  const sku = String(data.sku);
  const clash = await db.product.findFirst({ where: { OR: [{ slug }, { sku }] }, select: { slug: true, name: true } });
  if (clash?.slug === slug) {
    const message = `The product \u201c${clash.name}\u201d now has the slug ${slug}: change its slug first`;
    throw conflict(message, { slug: message });
  }
  if (clash) {
    const message = `The product \u201c${clash.name}\u201d now has the SKU ${sku}: change its SKU first`;
    throw conflict(message, { sku: message });
  }
  let note: string | undefined;
  const categoryId = typeof data.categoryId === "number" ? data.categoryId : null;
  if (categoryId !== null && !(await db.category.findUnique({ where: { id: categoryId }, select: { id: true } }))) {
    const pending = await pendingDelete("Category", categoryId);
    if (pending) {
      const name = parseRecord(pending.before)?.name;
      const message = `Its category${typeof name === "string" ? ` \u201c${name}\u201d` : ""} was deleted too: restore the category first`;
      throw conflict(message, { categoryId: message });
    }
    data.categoryId = null;
    note = "Its category is gone for good, so it is back without a category";
  }
  const id = await db.$transaction(async (tx) => {
    const free = !(await tx.product.findUnique({ where: { id: oldId }, select: { id: true } }));
    const row = await tx.product.create({ data: { ...(data as Prisma.ProductUncheckedCreateInput), ...(free ? { id: oldId } : {}) } });
    await recordSlug(tx, "product", row.id, row.slug);
    await recordEvent(tx, "product.created", productData(row));
    await tx.auditLog.create({
      data: auditRow({ actor, action: "restore", entity: "Product", entityId: row.id, after: { restoredFrom: entryId, ...row } }),
    });
    return row.id;
  });
  return { entity: "Product", id, ...(note ? { note } : {}) };
}

async function restoreCategory(
  entryId: number,
  oldId: number,
  record: Fields,
  after: Fields | null,
  actor: string,
): Promise<RestoreResult> {
  const data = columns(record, Prisma.CategoryScalarFieldEnum);
  const slug = String(data.slug);
  const clash = await db.category.findUnique({ where: { slug }, select: { name: true } });
  if (clash) {
    const message = `The category \u201c${clash.name}\u201d now has the slug ${slug}: change its slug first`;
    throw conflict(message, { slug: message });
  }
  const productIds = Array.isArray(after?.productIds) ? after.productIds.filter((v): v is number => Number.isInteger(v)) : [];
  const { id, back } = await db.$transaction(async (tx) => {
    const free = !(await tx.category.findUnique({ where: { id: oldId }, select: { id: true } }));
    const row = await tx.category.create({ data: { ...(data as Prisma.CategoryUncheckedCreateInput), ...(free ? { id: oldId } : {}) } });
    await recordSlug(tx, "category", row.id, row.slug);
    let back = 0;
    for (let i = 0; i < productIds.length; i += 500) {
      // Products put in another category since stay there.
      const moving = await tx.product.findMany({
        where: { id: { in: productIds.slice(i, i + 500) }, categoryId: null },
        select: PRODUCT_EVENT_SELECT,
      });
      back += (await tx.product.updateMany({ where: { id: { in: moving.map((p) => p.id) } }, data: { categoryId: row.id } })).count;
      await recordEvents(
        tx,
        moving.map((p) => ({ type: "product.updated", data: productData({ ...p, categoryId: row.id }) })),
      );
    }
    await tx.auditLog.create({
      data: auditRow({
        actor,
        action: "restore",
        entity: "Category",
        entityId: row.id,
        after: { restoredFrom: entryId, ...row, productsBack: back },
      }),
    });
    return { id: row.id, back };
  }, LONG_TRANSACTION);
  const left = productIds.length - back;
  return {
    entity: "Category",
    id,
    ...(productIds.length > 0
      ? {
          note: `${back} of its ${productIds.length} ${productIds.length === 1 ? "product is" : "products are"} back in it${left > 0 ? ` (${left} ${left === 1 ? "is" : "are"} in another category now, or deleted)` : ""}`,
        }
      : {}),
  };
}
