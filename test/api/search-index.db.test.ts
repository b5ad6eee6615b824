/**
 * Search: the indexes (FTS5 trigram on SQLite, pg_trgm on PostgreSQL) follow
 * every product write; the answer is ranked in tiers (exact SKU, name, the
 * rest; by id within each), cut at the limit, and user text is plain text.
 */
import { POST as createProduct } from "@/app/api/admin/products/route";
import { DELETE as deleteProduct, PUT as updateProduct } from "@/app/api/admin/products/[id]/route";
import { PUT as updateCategory } from "@/app/api/admin/categories/[id]/route";
import { GET as search } from "@/app/api/products/search/route";
import { env } from "@/env";
import { MAX_TERM_LENGTH, searchProducts } from "@/server/catalog/search/search";
import { db } from "@/server/db/client";
import { call, cookieFrom } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makeProduct } from "../factories";
import { POST as login } from "@/app/api/admin/login/route";

useTestDatabase();

/**
 * The catalogue the searches run over, by category: names, SKUs and descriptions with the words, SKU shapes and
 * punctuation the queries below look for, in every field a match can come from.
 */
const CATALOGUE: { category: string; slug: string; products: [name: string, sku: string, description: string][] }[] = [
  {
    category: "PE Stretch Film",
    slug: "pe-stretch-film",
    products: [
      ["Hand Stretch Film 18in x 1500ft", "PE001", "Cast hand film, 80 gauge."],
      ["Machine Stretch Film 20in", "PE002", "Blown film for turntable wrappers."],
      ["Pre-Stretched Wrap 16in", "SF-2002", "Needs 1/6 the pull of cast film."],
      ["Stretch Wrap Dispenser", "SF-2003", "Holds one roll (up to 18in)."],
    ],
  },
  {
    category: "Trash Bags",
    slug: "trash-bags",
    products: [
      ["Black Contractor Bag 42 gal", "TB-42", "3 mil, case of 20."],
      ["Clear Can Liner 33 gal", "TB-33", "Low density liner."],
    ],
  },
  {
    category: "Mailer Bags",
    slug: "mailer-bags",
    products: [
      ["Bubble Mailer #0", "PMB-1", "Padded, self-seal."],
      ["Poly Mailer 10x13", "PMB-1013", "Self-seal shipping bag."],
      ["Poly Mailer 14x17", "PMB-1417", "Tear-proof, opaque white."],
    ],
  },
  {
    category: "T-Shirt Bags",
    slug: "t-shirt-bags",
    products: [
      ["White T-Shirt Bag 1/6", "TS-16", "Grocery bag, 1/6 barrel size."],
      ["Black T-Shirt Bag 1/8", "TS-18", "Sold as a bundle of 500."],
    ],
  },
  {
    category: "Gloves & Apron",
    slug: "gloves-apron",
    products: [
      ["Nitrile Gloves Blue, Medium", "GA-100", "Powder-free, box of 100."],
      ["Poly Apron White", "GA-200", "Disposable; 28 x 46 in."],
    ],
  },
];
/** Products made in bulk as well, some in a category of their own and some in none: over 100 match "a". */
const BULK = 100;
const MADE = CATALOGUE.reduce((n, c) => n + c.products.length, 0) + BULK;

let cookie: string;
/** The arranged products' slugs, by category slug, in the order made. */
const slugs = new Map<string, string[]>();
const find = async (q: string) =>
  ((await call(search, "GET", "/api/products/search", { query: { q } })).body as { slug: string }[]).map((p) => p.slug);

beforeAll(async () => {
  await makeAdmin();
  cookie = cookieFrom(await call(login, "POST", "/api/admin/login", { body: { username: "admin", password: "Correct-Horse-9" } }));
  for (const { category: name, slug, products } of CATALOGUE) {
    const category = await makeCategory({ name, slug });
    const made = [];
    for (const [productName, sku, description] of products)
      made.push((await makeProduct({ name: productName, sku, description, category })).slug);
    slugs.set(slug, made);
  }
  const boxes = await makeCategory({ name: "Boxes & Cartons", slug: "boxes-cartons" });
  await db.product.createMany({
    data: Array.from({ length: BULK }, (_, i) => ({
      name: i % 2 ? `Shipping Carton ${i}` : `Mover Box ${i}`,
      slug: `bulk-box-${i}`,
      sku: `BX-${i}`,
      description: `Single wall (${i}).`,
      imageUrl: "/images/placeholder.svg",
      categoryId: i % 4 === 0 ? null : boxes.id,
    })),
  });
  expect(await db.product.count()).toBe(MADE);
});

test("created, renamed, recategorised and deleted products are found (or not) at once", async () => {
  const category = await db.category.findFirstOrThrow({ where: { slug: "trash-bags" } });
  const body = {
    name: "Zylophane Liner",
    slug: "zylophane-liner",
    sku: "ZYL-0001",
    description: "Heavy quokkaduty liner",
    priceMin: "",
    priceMax: "",
    imageUrl: "/images/placeholder.svg",
    categoryId: category.id,
    specifications: "{}",
  };
  const created = await call(createProduct, "POST", "/api/admin/products", { body, cookie });
  expect(created.status).toBe(201);
  const id = String(created.body.id);

  expect(await find("zylophane")).toEqual(["zylophane-liner"]);
  expect(await find("QUOKKA")).toEqual(["zylophane-liner"]);
  expect(await find("zyl-0001")).toEqual(["zylophane-liner"]);

  await call(updateProduct, "PUT", `/api/admin/products/${id}`, { body: { ...body, name: "Brontoflex Liner" }, cookie, params: { id } });
  expect(await find("zylophane")).toEqual([]);
  expect(await find("brontoflex")).toEqual(["zylophane-liner"]);

  await call(updateCategory, "PUT", `/api/admin/categories/${category.id}`, {
    body: { name: "Garbagio Sacks", slug: category.slug, description: category.description, imageUrl: category.imageUrl },
    cookie,
    params: { id: String(category.id) },
  });
  expect(await find("garbagio")).toEqual([...slugs.get("trash-bags")!, "zylophane-liner"]);

  await call(deleteProduct, "DELETE", `/api/admin/products/${id}`, { cookie, params: { id } });
  expect(await find("brontoflex")).toEqual([]);

  if (env.provider === "sqlite") {
    // FTS5 compares each index with its content ("Product" for the external-content name index): an error if they differ.
    for (const table of ["ProductSearch", "ProductNameSearch"]) {
      await db.$executeRawUnsafe(`INSERT INTO "${table}" ("${table}", rank) VALUES ('integrity-check', 1)`);
    }
  }
});

test("quotes and operators in the query are plain text", async () => {
  for (const q of [`"`, `film" OR "x`, "NEAR(a b)", "a*", "-film", "^film", '\'; DROP TABLE "Product"; --']) {
    const res = await call(search, "GET", "/api/products/search", { query: { q } });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  }
  expect(await db.product.count()).toBe(MADE);
});

/**
 * What searchProducts(q) must answer, computed from every row: products whose
 * name, SKU, description or category name contain the term (any case), the
 * exact SKU first, then name matches, then names holding each of its words
 * (a term of two words or more, one of three characters or more), then the
 * rest, by id within each tier.
 */
async function ranked(q: string): Promise<number[]> {
  const term = Array.from(q.replace(/\u0000/g, "").trim())
    .slice(0, MAX_TERM_LENGTH)
    .join("")
    .trim()
    .toLowerCase();
  if (!term) return [];
  const has = (s: string | undefined) => (s ?? "").toLowerCase().includes(term);
  const words = term.split(/\s+/);
  const holdsWords = (name: string) =>
    words.length > 1 && words.some((w) => w.length >= 3) && words.every((w) => name.toLowerCase().includes(w));
  const rows = await db.product.findMany({ include: { category: true } });
  return rows
    .map((p) => ({
      id: p.id,
      tier:
        p.sku.toLowerCase() === term
          ? 1
          : has(p.name)
            ? 2
            : holdsWords(p.name)
              ? 3
              : has(p.sku) || has(p.description) || has(p.category?.name)
                ? 4
                : 0,
    }))
    .filter((r) => r.tier > 0)
    .sort((a, b) => a.tier - b.tier || a.id - b.id)
    .map((r) => r.id);
}
const idsOf = async (q: string, limit?: number) => (await searchProducts(q, limit)).map((p) => p.id);
/** searchProducts' default limit; the arranged catalogue alone has more matches than that for "a" or "-". */
const DEFAULT_LIMIT = 100;
/** Above any count of matches here, to compare the whole ranked list. */
const ALL = 100_000;

describe("ranking, limit and plain-text input", () => {
  // Created in this order, so ids grow down the list; tiers must win over ids.
  const made: Record<string, number> = {};
  beforeAll(async () => {
    const category = await db.category.create({
      data: { name: "Qvzx Things", slug: "qvzx-things", description: "", imageUrl: "/images/placeholder.svg" },
    });
    const add = async (
      key: string,
      name: string,
      sku: string,
      description = "Made by the ranking test.",
      categoryId: number | null = null,
    ) => {
      const slug = `rank-${key}`;
      made[key] = (
        await db.product.create({
          data: { name, sku, slug, description, imageUrl: "/images/placeholder.svg", specifications: "{}", categoryId },
        })
      ).id;
    };
    await add("nameEarly", "Alpha Qvzx Liner", "RANK-1");
    await add("exact", "Plain Thing", "QVZX");
    await add("described", "Plain Sack", "RANK-3", "Fits every qvzx holder.");
    await add("nameLate", "Zeta qvzx bag", "RANK-4");
    await add("skuPart", "Plain Crate", "QVZX-5");
    await add("inCategory", "Plain Box", "RANK-6", "Made by the ranking test.", category.id);
    // Text that LIKE, FTS5 or SQL would read as syntax if it were not bound and escaped.
    await add("quote", 'Quote "Qx" Bag', "RANK-7", "It's a bag; -- not SQL");
    await add("percent", "Odd_Name 57% Off", "RANK-8", "Back\\slash {name} : NEAR(a b) col* ^start");
  });

  test("exact SKU, then name matches, then SKU/description/category matches, each by id", async () => {
    const { exact, nameEarly, nameLate, described, skuPart, inCategory } = made;
    for (const q of ["qvzx", "QVZX", "  Qvzx  "])
      expect(await idsOf(q)).toEqual([exact, nameEarly, nameLate, described, skuPart, inCategory]);
    // No exact SKU: the SKU "QVZX" only contains "vzx", so it is in the last tier. Same through the unindexed path (2 characters).
    for (const q of ["vzx", "vz"]) expect(await idsOf(q)).toEqual([nameEarly, nameLate, exact, described, skuPart, inCategory]);
    expect(await idsOf("qvzx-5")).toEqual([skuPart]);
    expect(await idsOf("qvzx liner")).toEqual([nameEarly]);
    // Spaces are left out of PostgreSQL's index filter only: the text itself must match.
    expect(await idsOf("qvzxliner")).toEqual([]);
    expect(await idsOf("qvzx things")).toEqual([inCategory]);
    // The words of a name in another order, or not side by side, come after the names holding the term as typed.
    expect(await idsOf("liner qvzx")).toEqual([nameEarly]);
    expect(await idsOf("zeta bag")).toEqual([nameLate]);
    expect(await idsOf("qvzx bag")).toEqual([nameLate]);
    expect(await idsOf("alpha liner")).toEqual([nameEarly]);
    // Words of one or two characters alone are not looked for one by one: "qv zx" is not read as "qv" and "zx".
    expect(await idsOf("qv zx")).toEqual([]);
    expect(await idsOf("qvzx ba")).toEqual([nameLate]);
  });

  test("every answer is the ranked list of all matches, cut at the default limit", async () => {
    const queries = [
      "qvzx",
      "vz",
      "film",
      "FILM",
      "bag",
      "bags",
      "stretch film",
      "pe001",
      "PE",
      "a",
      "e",
      "x",
      "t-shirt",
      "gloves & apron",
      "gloves blue",
      "black bag",
      "stretch 18in",
      "poly white",
      "film machine 20in",
      "poly 14x17",
      "a bag",
      "mailer",
      "zzqx",
      "pmb-1",
      "1/6",
      "sf-2",
      "ga-",
      "a b",
      "-",
      "x-",
      "%",
      "(",
      "'",
    ];
    for (const q of queries) {
      const all = await ranked(q);
      // Every query but the one made up to find nothing has matches to rank.
      expect({ q, found: all.length > 0 }).toEqual({ q, found: q !== "zzqx" });
      expect({ q, ids: await idsOf(q, ALL) }).toEqual({ q, ids: all });
      expect({ q, ids: await idsOf(q) }).toEqual({ q, ids: all.slice(0, DEFAULT_LIMIT) });
    }
    // Some of them match more products than the limit, so the cut is exercised too.
    expect((await ranked("a")).length).toBeGreaterThan(DEFAULT_LIMIT);
    expect((await ranked("-")).length).toBeGreaterThan(DEFAULT_LIMIT);
  });

  test("the limit cuts the ranked list", async () => {
    expect(await idsOf("qvzx", 3)).toEqual([made.exact, made.nameEarly, made.nameLate]);
    expect(await idsOf("qvzx", 4)).toEqual([made.exact, made.nameEarly, made.nameLate, made.described]);
    expect(await idsOf("qvzx", 0)).toEqual([]);
    for (const q of ["qvzx", "vz", "film", "bag", "e", "a", "%", "gloves & apron"]) {
      const all = await idsOf(q);
      for (const limit of [1, 2, 3, 5, 10])
        expect({ q, limit, ids: await idsOf(q, limit) }).toEqual({ q, limit, ids: all.slice(0, limit) });
    }
    // The default limit is 100: more matches than that answer 100.
    const many = [];
    for (let i = 0; i < 105; i++)
      many.push({
        name: `Bulk Wxyq Item ${i}`,
        sku: `WXYQ-${i}`,
        slug: `wxyq-${i}`,
        description: "",
        imageUrl: "/images/placeholder.svg",
        specifications: "{}",
      });
    await db.product.createMany({ data: many });
    const hundred = await idsOf("wxyq");
    expect(hundred).toHaveLength(100);
    expect(hundred).toEqual((await ranked("wxyq")).slice(0, 100));
    expect(await idsOf("WXYQ-104")).toEqual([(await db.product.findUniqueOrThrow({ where: { sku: "WXYQ-104" } })).id]);
    await db.product.deleteMany({ where: { sku: { startsWith: "WXYQ-" } } });
  });

  test("more matching categories than are read one by one", async () => {
    const made = [];
    for (let i = 0; i < 30; i++) {
      const c = await db.category.create({
        data: { name: `Zqcat ${i}`, slug: `zqcat-${i}`, description: "", imageUrl: "/images/placeholder.svg" },
      });
      if (i % 3)
        made.push(
          (
            await db.product.create({
              data: {
                name: `Plain ${i}`,
                sku: `ZQ-${i}`,
                slug: `zq-${i}`,
                description: "",
                imageUrl: "/images/placeholder.svg",
                specifications: "{}",
                categoryId: c.id,
              },
            })
          ).id,
        );
    }
    for (const q of ["zqcat", "zqcat 1", "ZQ-1"]) expect({ q, ids: await idsOf(q) }).toEqual({ q, ids: await ranked(q) });
    expect(await idsOf("zqcat")).toEqual(made);
    expect(await idsOf("zqcat", 5)).toEqual(made.slice(0, 5));
    await db.product.deleteMany({ where: { id: { in: made } } });
    await db.category.deleteMany({ where: { slug: { startsWith: "zqcat-" } } });
  });

  test("a match lies within one name, SKU or description: never across two products, or a SKU and its description", async () => {
    // Made one after the other, so the text index holds their texts side by side.
    const create = async (name: string, sku: string, description: string) =>
      (
        await db.product.create({
          data: { name, sku, slug: `seam-${sku.toLowerCase()}`, description, imageUrl: "/images/placeholder.svg", specifications: "{}" },
        })
      ).id;
    const left = await create("Seam Left Qwfa", "QWFS-1", "Ends in qwfb");
    const right = await create("Qwfc Seam Right", "QWFD", "Starts here");
    expect(await idsOf("qwfa")).toEqual([left]);
    expect(await idsOf("qwfc")).toEqual([right]);
    for (const q of ["qwfaqwfc", "qwfa qwfc", "qwfs-1ends", "qwfs-1 ends", "qwfbqwfd", "qwfb qwfd", "rightqwfs"])
      expect({ q, ids: await idsOf(q, ALL) }).toEqual({ q, ids: [] });
    await db.product.deleteMany({ where: { id: { in: [left, right] } } });
  });

  test("letters beyond ASCII match in any case", async () => {
    const id = (
      await db.product.create({
        data: {
          name: "Éclair Qwfg Wrap",
          sku: "ÇA-QWFG",
          slug: "eclair-qwfg",
          description: "Für Straße",
          imageUrl: "/images/placeholder.svg",
          specifications: "{}",
        },
      })
    ).id;
    for (const q of ["éclair qwfg", "ÉCLAIR QWFG", "ça-qwfg", "FÜR", "für straße"])
      expect({ q, ids: await idsOf(q) }).toEqual({ q, ids: [id] });
    await db.product.delete({ where: { id } });
  });

  test("quotes, wildcards, backslashes and FTS5 syntax are plain text", async () => {
    const { quote, percent } = made;
    expect(await idsOf('"qx"')).toEqual([quote]);
    expect(await idsOf('Quote "Qx')).toEqual([quote]);
    expect(await idsOf("it's")).toEqual([quote]);
    expect(await idsOf("57%")).toEqual([percent]);
    expect(await idsOf("d_n")).toEqual([percent]);
    expect(await idsOf("k\\s")).toEqual([percent]);
    expect(await idsOf("{name} : near(a b)")).toEqual([percent]);
    expect(await idsOf("col*")).toEqual([percent]);
    expect(await idsOf("^start")).toEqual([percent]);
    // Wildcards that would match "Odd_Name" or everything if they were not escaped.
    expect(await idsOf("o%d")).toEqual([]);
    expect(await idsOf("od__a")).toEqual([]);
    const total = await db.product.count();
    for (const q of [
      '"',
      '""',
      '"""',
      "'",
      "''",
      "%",
      "%%%",
      "_",
      "__",
      "___",
      "\\",
      "\\\\",
      "*",
      "-",
      "^",
      "{",
      "(",
      ")",
      ":",
      "NEAR",
      "AND",
      "OR",
      "NOT",
    ]) {
      const got = await idsOf(q, ALL);
      expect({ q, ids: got }).toEqual({ q, ids: await ranked(q) });
      expect(got.length).toBeLessThan(total);
    }
  });

  test("NUL, very long, blank and odd input answers without error", async () => {
    const inputs = [
      "\u0000",
      "qv\u0000zx",
      "\u0000qvzx\u0000",
      "   ",
      "\t\n",
      "qvzx ".repeat(2000),
      "x".repeat(10_000),
      "é",
      "ÉTÉ",
      "😀",
      "😀😀😀",
      "\ud83d",
      "a\ud800b",
      "ẞ",
      "İstanbul",
      "a".repeat(MAX_TERM_LENGTH + 1),
    ];
    for (const q of inputs) {
      const got = await idsOf(q, ALL);
      expect({ q: q.slice(0, 20), ids: got }).toEqual({ q: q.slice(0, 20), ids: await ranked(q) });
    }
    expect(await idsOf("qv\u0000zx")).toEqual(await idsOf("qvzx"));
    // Through the route too (a NUL is refused there, before the search).
    for (const q of ["qvzx ".repeat(2000), "%", "\\", '"', "x"]) {
      const res = await call(search, "GET", "/api/products/search", { query: { q } });
      expect(res.status).toBe(200);
      expect((res.body as { id: number }[]).map((p) => p.id)).toEqual((await ranked(q)).slice(0, DEFAULT_LIMIT));
    }
  });
});
