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
import { seed, SEEDED_MARKER } from "@/server/db/seed";
import { settleNotifications } from "@/server/mail/notify";
import { seedSynonyms } from "../../prisma/seed-data";
import type { Json } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makeProduct } from "../factories";
import { login, send } from "../kit";

useTestDatabase();

const TRASH = ["Black Can Liner 33 gal", "Black Contractor Bag 42 gal", "Clear Can Liner 55 gal"];
const MAILERS = ["Poly Mailer 10x13", "Poly Mailer 14x17"];
const FILM = ["Hand Stretch Film 18in"];
const T_SHIRT = ["White T-Shirt Bag 1/6"];

let cookie = "";
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  // Four of the categories the dictionary names (by slug), none for its gloves entry.
  for (const [name, slug, products] of [
    ["Trash Bags", "trash-bags", TRASH],
    ["Mailer Bags", "mailer-bags", MAILERS],
    ["PE Stretch Film", "pe-stretch-film", FILM],
    ["T-Shirt Bags", "t-shirt-bags", T_SHIRT],
  ] as const) {
    const category = await makeCategory({ name, slug });
    for (const product of products) await makeProduct({ name: product, category });
  }
  // The dictionary as a first start seeds it, without the seed's catalogue: the marker says that was seeded already.
  await db.setting.create({ data: { key: SEEDED_MARKER, value: new Date().toISOString() } });
  await seed({ log: () => {} });
  expect(await db.product.count()).toBe(7);
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
const names = (found: Found) => found.map((p) => p.name).sort();

test("buyers' words find the goods: 'can liners' finds the trash bags, 'shipping bags' the mailers, 'pallet wrap' the stretch film", async () => {
  const liners = await search("can liners");
  expect(names(liners)).toEqual(TRASH);
  expect(new Set(liners.map((p) => p.category?.slug))).toEqual(new Set(["trash-bags"]));
  // Singular or plural, any case, any punctuation between the words.
  expect((await search("Can-Liner")).map((p) => p.sku).sort()).toEqual(liners.map((p) => p.sku).sort());
  // Words no product or category name holds.
  expect((await search("refuse sacks")).map((p) => p.sku).sort()).toEqual(liners.map((p) => p.sku).sort());
  expect(names(await search("shipping bags"))).toEqual(MAILERS);
  expect(names(await search("pallet wrap"))).toEqual(FILM);
  expect(names(await search("bodega bags"))).toEqual(T_SHIRT);
  // The other words of the query still narrow: only the black liners.
  expect(names(await search("black can liners"))).toEqual(["Black Can Liner 33 gal", "Black Contractor Bag 42 gal"]);
  // A misspelt synonym is corrected to it.
  expect(names(await search("can linrs"))).toEqual(TRASH);
});

test("the dictionary is seeded once: a database seeded before it gets it on its next start, and an admin's deletion is not undone", async () => {
  const seeded = await list();
  expect(seeded.length).toBe(seedSynonyms.length);
  const trash = seeded.find((e) => e.phrases.includes("can liners"))!;
  expect(trash).toMatchObject({ categoryId: await categoryId("trash-bags"), categoryName: "Trash Bags" });
  expect(seeded.find((e) => e.phrases.includes("shipping bags"))?.categoryName).toBe("Mailer Bags");
  // Its category's slug is not in this catalogue: the entry is kept, tied to none.
  expect(seeded.find((e) => e.phrases.includes("disposable gloves"))).toMatchObject({ categoryId: null, categoryName: null });

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
  expect(names(await search("drum liner bags"))).toEqual(TRASH);

  // Without a category: the phrases are searched for one another.
  const edited = await update(entry.id, { phrases: "barrel bags, contractor", categoryId: null });
  expect(edited.status).toBe(200);
  expect(await search("drum liner bags")).toEqual([]);
  const barrel = await search("barrel bags");
  expect(names(barrel)).toEqual(["Black Contractor Bag 42 gal"]);
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
  expect(names(await search("sandwich baggies"))).toEqual(T_SHIRT);
  await remove((created.body as Entry).id);
});
