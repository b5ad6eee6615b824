import "server-only";
import type { Address, AddressInput } from "@/lib/validation/address";
import { ADDRESSES_MAX, ADDRESSES_MAX_MESSAGE } from "@/lib/validation/address";
import { db } from "@/server/db/client";
import { conflict, notFound } from "@/server/http/errors";

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

const select = {
  id: true,
  label: true,
  recipient: true,
  companyName: true,
  street: true,
  street2: true,
  city: true,
  state: true,
  zip: true,
  phone: true,
  isDefault: true,
} as const;

/**
 * Every write to a company's book first touches the company row: two writes at
 * once for one company then run one after the other, so the count bound and
 * "one default" hold on both providers.
 */
async function lockCompany(tx: Tx, companyId: number): Promise<void> {
  await tx.company.update({ where: { id: companyId }, data: { updatedAt: new Date() }, select: { id: true } });
}

/** The company's addresses, the default first, then by label. */
export async function companyAddresses(companyId: number): Promise<Address[]> {
  return db.companyAddress.findMany({
    where: { companyId },
    select,
    orderBy: [{ isDefault: "desc" }, { label: "asc" }, { id: "asc" }],
    take: ADDRESSES_MAX,
  });
}

/** The first address of a company becomes its default, whatever was asked. */
export async function createAddress(companyId: number, input: AddressInput): Promise<Address> {
  return db.$transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const count = await tx.companyAddress.count({ where: { companyId } });
    if (count >= ADDRESSES_MAX) throw conflict(ADDRESSES_MAX_MESSAGE);
    const isDefault = input.isDefault || count === 0;
    if (isDefault) await tx.companyAddress.updateMany({ where: { companyId, isDefault: true }, data: { isDefault: false } });
    return tx.companyAddress.create({ data: { ...input, isDefault, companyId }, select });
  });
}

/**
 * Replaces an address's fields. Unticking "default" on the default leaves the
 * company without one, as the buyer asked; ticking it clears the old one.
 */
export async function updateAddress(companyId: number, id: number, input: AddressInput): Promise<Address> {
  return db.$transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const found = await tx.companyAddress.findFirst({ where: { id, companyId }, select: { id: true } });
    if (!found) throw notFound("Address not found");
    if (input.isDefault)
      await tx.companyAddress.updateMany({ where: { companyId, isDefault: true, NOT: { id } }, data: { isDefault: false } });
    return tx.companyAddress.update({ where: { id }, data: input, select });
  });
}

export async function setDefaultAddress(companyId: number, id: number): Promise<Address> {
  return db.$transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const found = await tx.companyAddress.findFirst({ where: { id, companyId }, select: { id: true } });
    if (!found) throw notFound("Address not found");
    await tx.companyAddress.updateMany({ where: { companyId, isDefault: true, NOT: { id } }, data: { isDefault: false } });
    return tx.companyAddress.update({ where: { id }, data: { isDefault: true }, select });
  });
}

/** Deleting the default leaves none: the buyer chooses the next one rather than the shop guessing. */
export async function deleteAddress(companyId: number, id: number): Promise<void> {
  const { count } = await db.companyAddress.deleteMany({ where: { id, companyId } });
  if (count === 0) throw notFound("Address not found");
}

export async function companyAddress(companyId: number, id: number): Promise<Address> {
  const found = await db.companyAddress.findFirst({ where: { id, companyId }, select });
  if (!found) throw notFound("Address not found");
  return found;
}
