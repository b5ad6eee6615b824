/**
 * The backfill on a database made before typed attributes: categories and
 * products written the old way (the migration's defaults '[]' and '{}'), then
 * the start-up step derives the values from the specifications, once.
 */
import { parseAttributes } from "@/lib/attributes";
import { parseAttributeDefs } from "@/lib/validation/attribute-defs";
import { ATTRIBUTES_BACKFILLED_MARKER, backfillAttributes } from "@/server/db/backfill-attributes";
import { db } from "@/server/db/client";
import { SEEDED_MARKER } from "@/server/db/seed";
import { useTestDatabase } from "../../../test/db";
import { seedAttributeDefs } from "../../../prisma/seed-data";

useTestDatabase();

const specs = (o: Record<string, string>) => JSON.stringify(o);

async function product(sku: string, categoryId: number | null, specifications: Record<string, string>, attributes?: string) {
  return db.product.create({
    data: {
      name: `Product ${sku}`,
      slug: sku.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      sku,
      description: "Old product.",
      imageUrl: "/images/placeholder.svg",
      specifications: specs(specifications),
      categoryId,
      ...(attributes === undefined ? {} : { attributes }),
    },
  });
}

const category = (slug: string, attributes?: string) =>
  db.category.create({
    data: {
      name: slug,
      slug,
      description: "Old category.",
      imageUrl: "/images/placeholder.svg",
      ...(attributes === undefined ? {} : { attributes }),
    },
  });

const snapshot = async () => ({
  categories: await db.category.findMany({ select: { id: true, attributes: true, updatedAt: true }, orderBy: { id: "asc" } }),
  products: await db.product.findMany({
    select: { id: true, attributes: true, specifications: true, updatedAt: true },
    orderBy: { id: "asc" },
  }),
  version: await db.catalogVersion.findUnique({ where: { id: 1 } }),
});

const ownMailerDefs = JSON.stringify([
  { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
  { key: "length", label: "Length", type: "number", unit: "in", filter: "none" },
]);

let ids: Record<string, number>;

beforeAll(async () => {
  // A database seeded before typed attributes carries the seed's marker, so the seeder leaves it alone.
  await db.setting.create({ data: { key: SEEDED_MARKER, value: "2026-01-01T00:00:00.000Z" } });
  const film = await category("pe-stretch-film");
  const trash = await category("trash-bags");
  const tees = await category("t-shirt-bags");
  const mailers = await category("mailer-bags", ownMailerDefs);
  const tape = await category("packing-tape");
  ids = {
    film: (await product("SF-2002", film.id, { Size: "18in x 1500ft", Thickness: "80 gauge", Color: "Clear", "Film Type": "Hand Film" }))
      .id,
    metric: (await product("USSF.0001", film.id, { Size: "450mm x 1500ft", Thickness: "20mic", Color: "Clear" })).id,
    heavy: (await product("SF-2004", film.id, { Width: "16 in", Length: "1500 ft", Thickness: "heavy" })).id,
    given: (await product("SF-2009", film.id, { Width: "20 in" }, JSON.stringify({ width: 19 }))).id,
    liner: (
      await product("TB-3002", trash.id, {
        Capacity: "55-60 gal",
        Size: "38 x 58 in",
        Thickness: "16 micron",
        Color: "Clear",
        Case: "1,000 bags",
      })
    ).id,
    tee: (await product("TSB-5001", tees.id, { Size: "1/6 BBL", Thickness: "13 micron", Color: "White", Case: "900 bags" })).id,
    mailer: (await product("PMB-1001", mailers.id, { Size: "10 x 13 in", Thickness: "2.5 mil", Color: "White" })).id,
    tape: (await product("PT-1", tape.id, { Width: "2 in", Length: "110 yd" })).id,
    loose: (await product("LOOSE-1", null, { Width: "18 in" })).id,
  };
});

const values = async (key: string) => parseAttributes((await db.product.findUniqueOrThrow({ where: { id: ids[key] } })).attributes);
const defsOf = async (slug: string) => (await db.category.findUniqueOrThrow({ where: { slug } })).attributes;

describe("backfilling typed attributes on an old database", () => {
  let report: Awaited<ReturnType<typeof backfillAttributes>>;
  const logged: string[] = [];

  beforeAll(async () => {
    report = await backfillAttributes({ log: (m) => logged.push(m) });
  });

  it("gives the seeded categories still without definitions the seeded ones, and leaves others alone", async () => {
    expect(report.categories).toEqual(["pe-stretch-film", "trash-bags", "t-shirt-bags"]);
    expect(parseAttributeDefs(await defsOf("pe-stretch-film"))).toEqual(seedAttributeDefs["pe-stretch-film"]);
    expect(parseAttributeDefs(await defsOf("trash-bags"))).toEqual(seedAttributeDefs["trash-bags"]);
    expect(await defsOf("mailer-bags")).toBe(ownMailerDefs);
    expect(await defsOf("packing-tape")).toBe("[]");
  });

  it("derives each product's values from its specifications, in its category's units", async () => {
    expect(await values("film")).toEqual({ width: 18, length: 1500, thickness: 80, color: "Clear", filmType: "Hand Film" });
    const metric = await values("metric");
    expect(metric).toEqual({ width: expect.any(Number), length: 1500, thickness: expect.any(Number), color: "Clear" });
    expect(metric.width).toBeCloseTo(17.7165, 4);
    expect(metric.thickness).toBeCloseTo(78.74, 2);
    expect(await values("liner")).toEqual({
      capacity: 55,
      thickness: expect.closeTo(0.63, 2),
      width: 38,
      length: 58,
      color: "Clear",
      countPerCase: 1000,
    });
    expect(await values("tee")).toEqual({ size: "1/6 BBL", thickness: 13, color: "White", countPerCase: 900 });
    // An admin's own definitions are the ones read by.
    expect(await values("mailer")).toEqual({ width: 10, length: 13 });
  });

  it("reads what it can of a product with an unreadable spec and reports that one by SKU", async () => {
    expect(await values("heavy")).toEqual({ width: 16, length: 1500 });
    expect(report.unparsed).toEqual([{ sku: "SF-2004", key: "thickness", text: "heavy" }]);
    expect(logged).toEqual([
      'attributes: 3 categories and 6 products filled in from their specifications; 1 product has specifications that do not parse: SF-2004 thickness "heavy"',
    ]);
    expect(report).toMatchObject({ ran: true, products: 6 });
  });

  it("leaves products that already have values, or whose category defines none, as they were", async () => {
    expect(await values("given")).toEqual({ width: 19 });
    expect(await values("tape")).toEqual({});
    expect(await values("loose")).toEqual({});
  });

  it("runs once: its marker is set, and running again changes nothing", async () => {
    expect(await db.setting.findUnique({ where: { key: ATTRIBUTES_BACKFILLED_MARKER } })).not.toBeNull();
    // Cleared values (an admin's edit after the backfill) are not filled in again.
    await db.product.update({ where: { id: ids.film }, data: { attributes: "{}" } });
    const before = await snapshot();
    const again: string[] = [];
    expect(await backfillAttributes({ log: (m) => again.push(m) })).toEqual({ ran: false, categories: [], products: 0, unparsed: [] });
    expect(again).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("two instances starting at once: one does the work, the other finds it done", async () => {
    await db.setting.delete({ where: { key: ATTRIBUTES_BACKFILLED_MARKER } });
    await db.category.update({ where: { slug: "trash-bags" }, data: { attributes: "[]" } });
    await db.product.update({ where: { id: ids.liner }, data: { attributes: "{}" } });
    const [a, b] = await Promise.all([backfillAttributes({ log: () => {} }), backfillAttributes({ log: () => {} })]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    const done = a.ran ? a : b;
    expect(done.categories).toEqual(["trash-bags"]);
    expect(await values("liner")).toMatchObject({ capacity: 55, countPerCase: 1000 });
  });
});
