/**
 * GET /api/admin/contact-messages, PUT /api/admin/contact-messages/{id}/read,
 * DELETE /api/admin/contact-messages/{id} and
 * GET /api/admin/dashboard-stats.
 */
import { PUT as readRoute } from "@/app/api/admin/contact-messages/[id]/read/route";
import { DELETE as deleteRoute } from "@/app/api/admin/contact-messages/[id]/route";
import { GET as listRoute } from "@/app/api/admin/contact-messages/route";
import { GET as dashboardRoute } from "@/app/api/admin/dashboard-stats/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { db } from "@/server/db/client";
import type { Json } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makeProduct } from "../factories";
import { CROSS_SITE, keysOf, login, MESSAGE_KEYS, send, unchanged } from "../kit";

useTestDatabase();

let cookie = "";
const sent: number[] = [];

beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  // Two categories, one with two products and one empty: the dashboard counts every category, not only filled ones.
  const films = await makeCategory({ name: "Stats Films" });
  await makeCategory({ name: "Stats Gloves" });
  for (const name of ["Stats Film A", "Stats Film B"]) await makeProduct({ name, category: films });
  const people = [
    { firstName: "Ada", lastName: "Brooks", email: "ada@brooks-freight.com", company: "Brooks Freight", message: "Need black hand film." },
    { firstName: "Ben", lastName: "Cole", email: "ben@example.org", company: "", message: "Do you ship to Alaska?" },
    { firstName: "Cy", lastName: "Diaz", email: "cy@diaz.co", message: "Price for 10 cases of gloves?" },
  ];
  for (const [i, body] of people.entries()) {
    const answer = await send(contactRoute, "POST", "/api/contact", { body, headers: { "x-forwarded-for": `192.0.2.${i + 1}` } });
    expect(answer.status).toBe(201);
    sent.push(answer.body.id);
  }
  // Distinct creation times, oldest first, so the order is certain on both databases.
  for (const [i, id] of sent.entries())
    await db.contactMessage.update({ where: { id }, data: { createdAt: new Date(Date.UTC(2026, 0, 10 + i, 12)) } });
});

const list = (query?: Record<string, string>) => send(listRoute, "GET", "/api/admin/contact-messages", { cookie, query });
const markRead = (id: number | string, headers?: Record<string, string>) =>
  send(readRoute, "PUT", `/api/admin/contact-messages/${id}/read`, { cookie, params: { id: String(id) }, headers });
const remove = (id: number | string, headers?: Record<string, string>) =>
  send(deleteRoute, "DELETE", `/api/admin/contact-messages/${id}`, { cookie, params: { id: String(id) }, headers });
const stats = () => send(dashboardRoute, "GET", "/api/admin/dashboard-stats", { cookie });

describe("GET /api/admin/contact-messages", () => {
  test("lists every message, newest first, with the original fields as stored", async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    const rows = await db.contactMessage.findMany();
    expect(answer.body).toHaveLength(rows.length);
    expect(answer.body.map((m: Json) => m.id)).toEqual([...sent].reverse());
    for (const m of answer.body) {
      expect(keysOf(m)).toEqual(MESSAGE_KEYS);
      const row = rows.find((r) => r.id === m.id)!;
      expect(m).toEqual({ ...row, createdAt: row.createdAt.toISOString() });
      expect(m.isRead).toBe(false);
      expect(new Date(m.createdAt).toISOString()).toBe(m.createdAt);
    }
    expect(answer.body.find((m: Json) => m.id === sent[1]).company).toBeNull();
    expect(answer.body.find((m: Json) => m.id === sent[0])).toMatchObject({ firstName: "Ada", company: "Brooks Freight" });
  });

  test("?page=&pageSize= pages through the same order; bad paging is 400", async () => {
    const all = (await list()).body;
    expect((await list({ page: "1", pageSize: "2" })).body).toEqual(all.slice(0, 2));
    expect((await list({ page: "2", pageSize: "2" })).body).toEqual(all.slice(2, 4));
    for (const query of [{ page: "0" }, { pageSize: "500" }, { page: "x" }] as Record<string, string>[])
      expect((await list(query)).status).toBe(400);
  });
});

describe("PUT /api/admin/contact-messages/{id}/read", () => {
  test("marks the message read, answers it, and only it changes", async () => {
    const unreadBefore = (await stats()).body.unreadMessages;
    const others = await db.contactMessage.findMany({ where: { id: { not: sent[0] } }, orderBy: { id: "asc" } });
    const answer = await markRead(sent[0]);
    expect(answer.status).toBe(200);
    const row = await db.contactMessage.findUniqueOrThrow({ where: { id: sent[0] } });
    expect(row.isRead).toBe(true);
    expect(answer.body).toEqual({ ...row, createdAt: row.createdAt.toISOString() });
    expect(await db.contactMessage.findMany({ where: { id: { not: sent[0] } }, orderBy: { id: "asc" } })).toEqual(others);
    expect((await list()).body.find((m: Json) => m.id === sent[0]).isRead).toBe(true);
    expect((await stats()).body.unreadMessages).toBe(unreadBefore - 1);
  });

  test("marking it again changes nothing and still succeeds", async () => {
    const answer = await unchanged(() => markRead(sent[0]));
    expect(answer.status).toBe(200);
    expect(answer.body.isRead).toBe(true);
  });

  test("an unknown id is 404; a non-numeric id is 400; nothing changes", async () => {
    const missing = await unchanged(() => markRead(987654));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Message not found");
    for (const id of ["abc", "0", "-1", "1.5", "1e1"]) {
      const answer = await unchanged(() => markRead(id));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ id: "must be a positive whole number" });
    }
  });

  test("a cross-site call is 403 and changes nothing", async () => {
    for (const headers of CROSS_SITE) {
      expect((await unchanged(() => markRead(sent[1], headers))).status).toBe(403);
    }
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: sent[1] } })).isRead).toBe(false);
  });
});

describe("DELETE /api/admin/contact-messages/{id}", () => {
  test("a cross-site call is 403 and deletes nothing", async () => {
    for (const headers of CROSS_SITE) {
      expect((await unchanged(() => remove(sent[2], headers))).status).toBe(403);
    }
  });

  test("deletes only that message", async () => {
    const count = await db.contactMessage.count();
    const answer = await remove(sent[2]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Message deleted successfully" });
    expect(await db.contactMessage.findUnique({ where: { id: sent[2] } })).toBeNull();
    expect(await db.contactMessage.count()).toBe(count - 1);
    expect((await list()).body.map((m: Json) => m.id)).toEqual([sent[1], sent[0]]);
  });

  test("deleting again or an unknown id is 404; a non-numeric id is 400; nothing changes", async () => {
    const again = await unchanged(() => remove(sent[2]));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Message not found");
    for (const id of ["abc", "0", "-3", "2.5", "NaN"]) expect((await unchanged(() => remove(id))).status).toBe(400);
  });
});

describe("GET /api/admin/dashboard-stats", () => {
  test("answers {totalProducts, totalCategories} counted in the database", async () => {
    const answer = await stats();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      totalProducts: await db.product.count(),
      totalCategories: await db.category.count(),
      unreadMessages: await db.contactMessage.count({ where: { isRead: false } }),
    });
    // Two products and two categories made above, and of the three messages one read and one deleted by now.
    expect(answer.body).toMatchObject({ totalProducts: 2, totalCategories: 2, unreadMessages: 1 });
  });

  test("the counts follow the database", async () => {
    const before = (await stats()).body;
    const category = await db.category.create({ data: { name: "Stats", slug: "stats", description: "d", imageUrl: "/x.svg" } });
    await db.product.create({
      data: { name: "Stats P", slug: "stats-p", sku: "STATS-P", description: "d", imageUrl: "/x.svg", categoryId: category.id },
    });
    const after = (await stats()).body;
    expect(after.totalProducts).toBe(before.totalProducts + 1);
    expect(after.totalCategories).toBe(before.totalCategories + 1);
  });
});
