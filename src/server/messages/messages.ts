import "server-only";
import type { ContactMessage } from "@/lib/types";
import type { ContactInput } from "@/lib/validation/contact";
import { audit } from "@/server/audit";
import { db } from "@/server/db/client";
import { notFound } from "@/server/http/errors";

type Row = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  message: string;
  isRead: boolean;
  createdAt: Date;
};
const toMessage = (r: Row): ContactMessage => ({ ...r, createdAt: r.createdAt.toISOString() });

export async function createContactMessage(input: ContactInput): Promise<ContactMessage> {
  const row = await db.contactMessage.create({
    data: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      company: input.company ?? null,
      message: input.message,
    },
  });
  return toMessage(row);
}

export async function listContactMessages(page?: { page: number; pageSize: number }): Promise<ContactMessage[]> {
  const rows = await db.contactMessage.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    ...(page ? { skip: (page.page - 1) * page.pageSize, take: page.pageSize } : {}),
  });
  return rows.map(toMessage);
}

export async function markMessageRead(id: number): Promise<ContactMessage> {
  const found = await db.contactMessage.findUnique({ where: { id } });
  if (!found) throw notFound("Message not found");
  if (found.isRead) return toMessage(found);
  return toMessage(await db.contactMessage.update({ where: { id }, data: { isRead: true } }));
}

export async function deleteContactMessage(id: number, actor: string): Promise<void> {
  const found = await db.contactMessage.findUnique({ where: { id } });
  if (!found) throw notFound("Message not found");
  await db.contactMessage.delete({ where: { id } });
  await audit({
    actor,
    action: "delete",
    entity: "ContactMessage",
    entityId: id,
    before: { ...found, message: found.message.slice(0, 200) },
  });
}
