/**
 * The search's synonym dictionary: seeded with the trade's words for each
 * category, edited by the admin (GET/POST /api/admin/synonyms, PUT/DELETE
 * /api/admin/synonyms/{id}, audited), applied to the search and shown in the
 * zero-result insights.
 */
import { GET as insightsRoute } from "@/app/api/admin/search-insights/route";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/admin/synonyms/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/synonyms/route";
import { GET as searchRoute } from "@/app/api/products/search/route";
import { db } from "@/server/db/client";
import { seed } from "@/server/db/seed";
import { settleNotifications } from "@/server/mail/notify";
import type { Json } from "../api";
import { useTestDatabase } from "../db";
import { login, send } from "../kit";

useTestDatabase({ seed: true });

let cookie = "";
beforeAll(async () => {
  cookie = await login();
});

type Found = { name: string; sku: string; category: { slug: string } | null }[];
type Entry = { id: number; phrases: string[]; categoryId: number | null; categoryName: string | null };

let clients = 0;
const search = async (q: string) => {
  const res = await send(searchRoute, "GET", "/api/products/search", {
    query: { q },
    headers: { "x-forwarded-for": `10.9.0.${++clients}` },
  });
  expect(res.status).toBe(200);
  return res.body as Found;
};
const list = async () => (await send(listRoute, "GET", "/api/admin/synonyms", { cookie })).body as Entry[];
const create = (body: unknown) => send(createRoute, "POST", "/api/admin/synonyms", { body, cookie });
const update = (id: number, body: unknown) =>
  send(updateRoute, "PUT", `/api/admin/synonyms/${id}`, { body, cookie, params: { id: String(id) } });
const remove = (id: number) => send(deleteRoute, "DELETE", `/api/admin/synonyms/${id}`, { cookie, params: { id: String(id) } });
const categoryId = async (slug: string) => (await db.category.findUniqueOrThrow({ where: { slug } })).id;

test("buyers' words find the goods: 'can liners' finds the trash bags, 'shipping bags' the mailers, 'pallet wrap' the stretch film", async () => {
  const trashBags = await db.product.count({ where: { category: { slug: "trash-bags" } } });
  const liners = await search("can liners");
  expect(liners.length).toBe(trashBags);
  expect(new Set(liners.map((p) => p.category?.slug))).toEqual(new Set(["trash-bags"]));
  // Singular or plural, any case, any punctuation between the words.
  expect((await search("Can-Liner")).map((p) => p.sku).sort()).toEqual(liners.map((p) => p.sku).sort());
  // Words no product or category name holds.
  expect((await search("refuse sacks")).map((p) => p.sku).sort()).toEqual(liners.map((p) => p.sku).sort());
  expect(new Set((await search("shipping bags")).map((p) => p.category?.slug))).toEqual(new Set(["mailer-bags"]));
  expect(new Set((await search("pallet wrap")).map((p) => p.category?.slug))).toEqual(new Set(["pe-stretch-film"]));
  expect(new Set((await search("bodega bags")).map((p) => p.category?.slug))).toEqual(new Set(["t-shirt-bags"]));
  // The other words of the query still narrow: only the black liners.
  const black = await search("black can liners");
  expect(black.length).toBeGreaterThan(0);
  expect(black.every((p) => /black/i.test(p.name) && p.category?.slug === "trash-bags")).toBe(true);
  // A misspelt synonym is corrected to it.
  expect((await search("can linrs")).length).toBe(trashBags);
});

test("the dictionary is seeded once: a database seeded before it gets it on its next start, and an admin's deletion is not undone", async () => {
  const seeded = await list();
  expect(seeded.length).toBeGreaterThanOrEqual(5);
  const trash = seeded.find((e) => e.phrases.includes("can liners"))!;
  expect(trash).toMatchObject({ categoryId: await categoryId("trash-bags"), categoryName: "Trash Bags" });
  expect(seeded.find((e) => e.phrases.includes("shipping bags"))?.categoryName).toBe("Mailer Bags");

  // An older database: catalogue seeded, dictionary never.
  await db.synonym.deleteMany();
  await db.setting.delete({ where: { key: "__synonyms_seeded_at" } });
  await seed({ log: () => {} });
  expect((await list()).length).toBe(seeded.length);
  // Deleted by the admin: stays deleted across restarts.
  expect((await remove((await list()).find((e) => e.phrases.includes("can liners"))!.id)).status).toBe(200);
  await seed({ log: () => {} });
  expect((await list()).some((e) => e.phrases.includes("can liners"))).toBe(false);
  expect(await search("refuse sacks")).toEqual([]);
});

test("the admin adds, edits and deletes an entry; each change is audited and the search follows at once", async () => {
  expect(await search("drum liner bags")).toEqual([]);
  const created = await create({ phrases: " Drum Liner Bags,  barrel bags ,drum liner bags", categoryId: await categoryId("trash-bags") });
  expect(created.status).toBe(201);
  const entry = created.body as Entry;
  expect(entry).toMatchObject({ phrases: ["drum liner bags", "barrel bags"], categoryName: "Trash Bags" });
  expect((await search("drum liner bags")).length).toBe(await db.product.count({ where: { category: { slug: "trash-bags" } } }));

  // Without a category: the phrases are searched for one another.
  const edited = await update(entry.id, { phrases: "barrel bags, contractor", categoryId: null });
  expect(edited.status).toBe(200);
  expect(await search("drum liner bags")).toEqual([]);
  const barrel = await search("barrel bags");
  expect(barrel.length).toBeGreaterThan(0);
  expect(barrel.map((p) => p.sku)).toEqual((await search("contractor")).map((p) => p.sku));

  expect((await remove(entry.id)).status).toBe(200);
  expect(await search("barrel bags")).toEqual([]);
  expect((await remove(entry.id)).status).toBe(404);

  const audit = await db.auditLog.findMany({ where: { entity: "Synonym", entityId: String(entry.id) }, orderBy: { id: "asc" } });
  expect(audit.map((a) => [a.action, a.actor])).toEqual([
    ["create", "admin"],
    ["update", "admin"],
    ["delete", "admin"],
  ]);
  expect(JSON.parse(audit[1].before!)).toMatchObject({ phrases: ["drum liner bags", "barrel bags"] });
  expect(JSON.parse(audit[1].after!)).toMatchObject({ phrases: ["barrel bags", "contractor"], categoryId: null });
});

test("bad input is a 4xx naming the field, and changes nothing", async () => {
  const before = await db.synonym.count();
  const cases: [unknown, string, number][] = [
    [{}, "phrases", 400],
    [{ phrases: "   ,  " }, "phrases", 400],
    [{ phrases: "only one" }, "phrases", 400],
    [{ phrases: "a".repeat(61) + ", b" }, "phrases", 400],
    [{ phrases: "x, y", categoryId: "trash" }, "categoryId", 400],
    [{ phrases: "x, y", categoryId: 999999 }, "categoryId", 400],
    [{ phrases: "new words, Shipping Bag" }, "phrases", 409],
    [{ phrases: 5 }, "phrases", 400],
  ];
  for (const [body, field, status] of cases) {
    const res = await create(body);
    expect([body, res.status]).toEqual([body, status]);
    expect((res.body as { errors: Record<string, string> }).errors).toHaveProperty(field);
  }
  expect(await db.synonym.count()).toBe(before);
  expect((await send(createRoute, "POST", "/api/admin/synonyms", { body: { phrases: "x, y" } })).status).toBe(401);
  expect((await send(listRoute, "GET", "/api/admin/synonyms")).status).toBe(401);
  expect((await update(999999, { phrases: "x, y" })).status).toBe(404);
});

test("the zero-result insights say when a synonym now matches a query that found nothing", async () => {
  await settleNotifications();
  await db.searchLog.deleteMany();
  expect(await search("sandwich baggies")).toEqual([]);
  await settleNotifications();
  const read = async () =>
    ((await send(insightsRoute, "GET", "/api/admin/search-insights", { cookie })).body as { zeroResults: Json[] }).zeroResults;
  expect(await read()).toEqual([expect.objectContaining({ query: "sandwich baggies", synonym: null })]);

  const created = await create({ phrases: "sandwich baggies, zipper bags", categoryId: await categoryId("t-shirt-bags") });
  expect(created.status).toBe(201);
  expect(await read()).toEqual([expect.objectContaining({ query: "sandwich baggies", synonym: "T-Shirt Bags" })]);
  expect((await search("sandwich baggies")).length).toBeGreaterThan(0);
  await remove((created.body as Entry).id);
});
