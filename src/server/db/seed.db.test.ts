/**
 * The seeded catalogue as stored: every category defines its typed attributes
 * (the keys the filter URLs, the search and the docs name), every product has
 * values for them, the stretch-film range spans what a supplier lists, and
 * each product's specifications text says what its attributes say.
 */
import { deriveAttributes, parseAttributes, validateAttributes, type AttributeDef } from "@/lib/attributes";
import { parseAttributeDefs } from "@/lib/validation/attribute-defs";
import { ATTRIBUTES_BACKFILLED_MARKER } from "@/server/db/backfill-attributes";
import { db } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/prepare";
import { useTestDatabase } from "../../../test/db";
import { seedProducts } from "../../../prisma/seed-data";

useTestDatabase({ seed: true });

type Def = Pick<AttributeDef, "key" | "type" | "unit" | "filter">;
const n = (key: string, unit: AttributeDef["unit"], filter: AttributeDef["filter"]): Def => ({ key, type: "number", unit, filter });
const t = (key: string, filter: AttributeDef["filter"]): Def => ({ key, type: "text", unit: null, filter });

const EXPECTED: Record<string, Def[]> = {
  "pe-stretch-film": [
    n("width", "in", "values"),
    n("length", "ft", "range"),
    n("thickness", "gauge", "values"),
    t("color", "values"),
    t("filmType", "values"),
  ],
  "mailer-bags": [n("width", "in", "values"), n("length", "in", "values"), n("thickness", "mil", "values"), t("color", "values")],
  "trash-bags": [
    n("capacity", "gal", "values"),
    n("thickness", "mil", "values"),
    n("width", "in", "none"),
    n("length", "in", "none"),
    t("color", "values"),
    n("countPerCase", null, "none"),
  ],
  "gloves-apron": [t("material", "values"), t("size", "values"), n("thickness", "mil", "values"), n("countPerBox", null, "none")],
  "t-shirt-bags": [t("size", "values"), n("thickness", "micron", "values"), t("color", "values"), n("countPerCase", null, "none")],
};

async function catalogue() {
  const categories = await db.category.findMany({ orderBy: { id: "asc" } });
  const defs = new Map(categories.map((c) => [c.id, parseAttributeDefs(c.attributes)]));
  const slugs = new Map(categories.map((c) => [c.id, c.slug]));
  const products = (await db.product.findMany({ orderBy: { id: "asc" } })).map((p) => ({
    ...p,
    category: slugs.get(p.categoryId!)!,
    defs: defs.get(p.categoryId!)!,
    values: parseAttributes(p.attributes),
  }));
  return { categories, products };
}

describe("the seeded catalogue's typed attributes", () => {
  it("each category defines exactly the agreed attributes, labelled in plain English", async () => {
    const { categories } = await catalogue();
    expect(categories.map((c) => c.slug)).toEqual(Object.keys(EXPECTED));
    for (const c of categories) {
      const defs = parseAttributeDefs(c.attributes);
      expect([c.slug, defs.map(({ key, type, unit, filter }) => ({ key, type, unit, filter }))]).toEqual([c.slug, EXPECTED[c.slug]]);
      for (const d of defs) expect(d.label).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    }
    const film = parseAttributeDefs(categories[0].attributes);
    expect(film.map((d) => d.label)).toEqual(["Width", "Length", "Thickness", "Color", "Film type"]);
  });

  it("every product has valid values, only for its category's attributes, including each number filter", async () => {
    const { products } = await catalogue();
    // In the seed's order (ids follow the list), so pages that sort by id read as the list does.
    expect(products.map((p) => p.sku)).toEqual(seedProducts.map((p) => p.sku));
    for (const p of products) {
      const keys = new Set(p.defs.map((d) => d.key));
      expect([p.sku, Object.keys(p.values).filter((k) => !keys.has(k))]).toEqual([p.sku, []]);
      const numberFilters = p.defs.filter((d) => d.type === "number" && d.filter !== "none").map((d) => d.key);
      expect([p.sku, numberFilters.filter((k) => typeof p.values[k] !== "number")]).toEqual([p.sku, []]);
      expect(validateAttributes(p.values, p.defs)).toEqual({ ok: true, value: p.values });
    }
  });

  it("stretch film spans a supplier's range: 30+ SKUs, 12-30 in, 50-120 gauge, hand and machine lengths, clear/black/blue", async () => {
    const films = (await catalogue()).products.filter((p) => p.category === "pe-stretch-film").map((p) => p.values);
    expect(films.length).toBeGreaterThanOrEqual(30);
    const set = (key: string, of = films) => new Set(of.map((v) => v[key]));
    expect([...set("width")]).toEqual(expect.arrayContaining([12, 15, 16, 18, 20, 24, 30]));
    expect(Math.min(...films.map((v) => v.width as number))).toBe(12);
    expect(Math.max(...films.map((v) => v.width as number))).toBe(30);
    expect([...set("thickness")]).toEqual(expect.arrayContaining([50, 60, 63, 70, 80, 90, 100, 120]));
    const hand = films.filter((v) => v.filmType === "Hand Film");
    const machine = films.filter((v) => v.filmType === "Machine Film");
    expect([...set("length", hand)]).toEqual(expect.arrayContaining([1000, 1500, 2000]));
    expect(hand.every((v) => (v.length as number) <= 2000)).toBe(true);
    expect([...set("length", machine)]).toEqual(expect.arrayContaining([5000, 6000, 7500, 9000]));
    expect(machine.every((v) => (v.length as number) >= 5000)).toBe(true);
    expect([...set("filmType")].sort()).toEqual(["Hand Film", "Machine Film", "Pre-Stretched Film"]);
    expect([...set("color")].sort()).toEqual(["Black", "Blue", "Clear"]);
  });

  it("the other categories list a comparable range, including a 55 gallon liner at 1.5 mil", async () => {
    const { products } = await catalogue();
    const of = (slug: string) => products.filter((p) => p.category === slug).map((p) => p.values);
    for (const slug of ["mailer-bags", "trash-bags", "gloves-apron", "t-shirt-bags"])
      expect([slug, of(slug).length >= 15]).toEqual([slug, true]);
    expect(of("trash-bags")).toContainEqual(expect.objectContaining({ capacity: 55, thickness: 1.5 }));
    const capacities = of("trash-bags").map((v) => v.capacity as number);
    expect([Math.min(...capacities), Math.max(...capacities)]).toEqual([4, 65]);
    expect(new Set(of("mailer-bags").map((v) => v.color))).toEqual(new Set(["White", "Gray", "Black", "Pink"]));
    expect(new Set(of("gloves-apron").map((v) => v.material))).toEqual(new Set(["Nitrile", "Vinyl", "Latex", "LDPE", "HDPE"]));
    expect(new Set(of("t-shirt-bags").map((v) => v.size))).toEqual(new Set(["1/6 BBL", "1/8 BBL", "1/10 BBL"]));
  });

  it("each product's specifications say what its attributes say (read back with the backfill's own reader)", async () => {
    for (const p of (await catalogue()).products) {
      const { attributes: read, unparsed } = deriveAttributes(p.specifications, p.defs);
      expect([p.sku, unparsed]).toEqual([p.sku, []]);
      expect([p.sku, Object.keys(read).sort()]).toEqual([p.sku, Object.keys(p.values).sort()]);
      for (const d of p.defs) {
        const v = p.values[d.key];
        if (v === undefined) continue;
        // Numbers converted on the way (20mic read as gauge) may differ in the last binary digit.
        if (typeof v === "number") expect([p.sku, d.key, Math.abs((read[d.key] as number) - v) < 1e-9]).toEqual([p.sku, d.key, true]);
        // Text may say more than the value ("White / gray inside" for White): it must hold it.
        else
          expect([
            p.sku,
            d.key,
            String(read[d.key] ?? "")
              .toLowerCase()
              .includes(String(v).toLowerCase()),
          ]).toEqual([p.sku, d.key, true]);
      }
    }
  });

  it("specifications keep their own wording where it already says the attribute's value", async () => {
    const bySku = new Map((await catalogue()).products.map((p) => [p.sku, JSON.parse(p.specifications) as Record<string, string>]));
    expect(bySku.get("pe001")).toEqual({
      Weight: "33.29 lbs",
      "Film Type": "Hand Film",
      Width: "18in",
      Length: "1500 feet",
      Thickness: "80 gauge",
      Color: "Clear",
    });
    expect(bySku.get("USSF.0001")).toMatchObject({ Size: "450mm x 1500ft", Thickness: "20mic", Width: "17.72 in", Length: "1500 ft" });
    expect(bySku.get("TB-3002")).toMatchObject({ Capacity: "55-60 gal", Thickness: "16 micron", Case: "200 liners" });
  });

  it("start-up on a database seeded with attributes leaves them as they are and only marks the backfill done", async () => {
    const before = await db.product.findMany({
      select: { id: true, attributes: true, specifications: true, updatedAt: true },
      orderBy: { id: "asc" },
    });
    const logged: string[] = [];
    await prepareDatabase((m) => logged.push(m));
    expect(await db.setting.findUnique({ where: { key: ATTRIBUTES_BACKFILLED_MARKER } })).not.toBeNull();
    expect(logged.filter((m) => m.startsWith("attributes:"))).toEqual([]);
    expect(
      await db.product.findMany({ select: { id: true, attributes: true, specifications: true, updatedAt: true }, orderBy: { id: "asc" } }),
    ).toEqual(before);
  });
});
