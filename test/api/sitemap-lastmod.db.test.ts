/**
 * /sitemap.xml gives each page the time its own content last changed: a
 * product its row's, a category the later of its row's and its products',
 * the site pages their settings', the product list and home page the newest
 * of what they show. Read from the real route on both databases.
 */
import { PUT as updateCategoryRoute } from "@/app/api/admin/categories/[id]/route";
import { DELETE as deleteProductRoute, PUT as updateProductRoute } from "@/app/api/admin/products/[id]/route";
import { POST as bulkRoute } from "@/app/api/admin/products/bulk/route";
import { PUT as settingRoute } from "@/app/api/admin/settings/[key]/route";
import { GET as sitemapRoute } from "@/app/sitemap.xml/route";
import { db } from "@/server/db/client";
import { call } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makePageContent, makeProduct } from "../factories";
import { login, send } from "../kit";

useTestDatabase();

let cookie: string;
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  // Two categories of four products each besides the stretch-film page's product: a product can move from one to the
  // other and each still has products left to date it.
  const films = await makeCategory({ name: "Stretch Film" });
  const bags = await makeCategory({ name: "Trash Bags" });
  await makePageContent(await makeProduct({ name: "PE Stretch Film", slug: "stretch-film", category: films }));
  for (const category of [films, bags]) for (let i = 0; i < 4; i++) await makeProduct({ category });
});

/** Each URL's path and its lastmod, in the sitemap's order. */
async function lastmods(): Promise<Map<string, string | undefined>> {
  const res = await call(sitemapRoute, "GET", "/sitemap.xml");
  expect(res.status).toBe(200);
  const xml = res.body as string;
  const map = new Map<string, string | undefined>();
  for (const [, loc, lastmod] of xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)) {
    map.set(new URL(loc).pathname, lastmod);
  }
  return map;
}

const iso = (d: Date) => d.toISOString();
const latest = (...ds: Date[]) => new Date(Math.max(...ds.map((d) => d.getTime())));

/** Moves a record's change time to a known moment, as if it had been edited then. */
async function touchProduct(id: number, at: string) {
  await db.product.update({ where: { id }, data: { updatedAt: new Date(at) } });
}

test("every product's lastmod is its own row's last change, so they differ", async () => {
  const products = await db.product.findMany({
    where: { NOT: { slug: "stretch-film" } },
    select: { id: true, slug: true },
    orderBy: { id: "asc" },
    take: 3,
  });
  await touchProduct(products[0].id, "2026-01-05T08:00:00.000Z");
  await touchProduct(products[1].id, "2026-02-10T09:30:00.000Z");
  await touchProduct(products[2].id, "2026-03-15T10:45:00.000Z");

  const map = await lastmods();
  expect(map.get(`/products/${products[0].slug}`)).toBe("2026-01-05T08:00:00.000Z");
  expect(map.get(`/products/${products[1].slug}`)).toBe("2026-02-10T09:30:00.000Z");
  expect(map.get(`/products/${products[2].slug}`)).toBe("2026-03-15T10:45:00.000Z");

  for (const p of await db.product.findMany({ select: { slug: true, updatedAt: true, categoryId: true } })) {
    if (p.slug === "stretch-film") continue;
    expect([p.slug, map.get(`/products/${p.slug}`)]).toEqual([p.slug, iso(p.updatedAt)]);
  }
  // Not one time for every URL.
  expect(new Set([...map.values()]).size).toBeGreaterThan(3);
});

test("the stretch-film page's lastmod is the later of its product's change and its page content's", async () => {
  const film = await db.product.findUniqueOrThrow({ where: { slug: "stretch-film" } });
  await touchProduct(film.id, "2026-04-01T00:00:00.000Z");
  await db.productPageContent.updateMany({ data: { updatedAt: new Date("2026-05-01T00:00:00.000Z") } });
  expect((await lastmods()).get("/products/stretch-film")).toBe("2026-05-01T00:00:00.000Z");
  await touchProduct(film.id, "2026-06-01T00:00:00.000Z");
  expect((await lastmods()).get("/products/stretch-film")).toBe("2026-06-01T00:00:00.000Z");
});

test("a category's lastmod is the later of its own change and its newest product's", async () => {
  const category = await db.category.findFirstOrThrow({
    where: { products: { some: {} } },
    include: { products: { select: { id: true, updatedAt: true } } },
  });
  await db.category.update({ where: { id: category.id }, data: { updatedAt: new Date("2020-01-01T00:00:00.000Z") } });
  const newest = latest(...category.products.map((p) => p.updatedAt));
  expect((await lastmods()).get(`/categories/${category.slug}`)).toBe(iso(newest));

  // Renaming the category through the admin moves its time to now, after every product's.
  const before = Date.now();
  const body = { name: `${category.name} Renamed`, slug: category.slug, description: category.description, imageUrl: category.imageUrl };
  expect(
    (await send(updateCategoryRoute, "PUT", `/api/admin/categories/${category.id}`, { body, cookie, params: { id: String(category.id) } }))
      .status,
  ).toBe(200);
  const stored = await db.category.findUniqueOrThrow({ where: { id: category.id } });
  expect(stored.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect((await lastmods()).get(`/categories/${category.slug}`)).toBe(iso(stored.updatedAt));
});

test("editing a product through the admin moves its own lastmod and its category's, and no other product's", async () => {
  const [edited, other] = await db.product.findMany({
    where: { NOT: { slug: "stretch-film" }, categoryId: { not: null } },
    orderBy: { id: "desc" },
    take: 2,
  });
  await touchProduct(edited.id, "2025-06-01T00:00:00.000Z");
  await touchProduct(other.id, "2025-06-02T00:00:00.000Z");
  const before = await lastmods();
  expect(before.get(`/products/${edited.slug}`)).toBe("2025-06-01T00:00:00.000Z");

  const body = {
    name: edited.name,
    slug: edited.slug,
    sku: edited.sku,
    description: `${edited.description} Now thicker.`,
    priceMin: edited.priceMin,
    priceMax: edited.priceMax,
    imageUrl: edited.imageUrl,
    categoryId: edited.categoryId,
    specifications: edited.specifications,
  };
  expect(
    (await send(updateProductRoute, "PUT", `/api/admin/products/${edited.id}`, { body, cookie, params: { id: String(edited.id) } })).status,
  ).toBe(200);
  const stored = await db.product.findUniqueOrThrow({ where: { id: edited.id }, include: { category: true } });

  const after = await lastmods();
  expect(after.get(`/products/${edited.slug}`)).toBe(iso(stored.updatedAt));
  expect(after.get(`/products/${other.slug}`)).toBe("2025-06-02T00:00:00.000Z");
  expect(after.get(`/categories/${stored.category!.slug}`)).toBe(iso(latest(stored.updatedAt, stored.category!.updatedAt)));
  expect(after.get("/products")).toBe(iso(stored.updatedAt));
});

test("the site pages follow their settings; the home page the newest of settings and catalogue", async () => {
  const res = await send(settingRoute, "PUT", "/api/admin/settings/business_name", {
    body: { value: "US Plastic Supply Co." },
    cookie,
    params: { key: "business_name" },
  });
  expect(res.status).toBe(200);
  const settingsAt = (await db.setting.aggregate({ _max: { updatedAt: true } }))._max.updatedAt!;
  const map = await lastmods();
  for (const path of ["/about", "/contact", "/quick-order"]) expect([path, map.get(path)]).toEqual([path, iso(settingsAt)]);
  const [product, category] = await Promise.all([
    db.product.aggregate({ _max: { updatedAt: true } }),
    db.category.aggregate({ _max: { updatedAt: true } }),
  ]);
  expect(map.get("/")).toBe(iso(latest(settingsAt, product._max.updatedAt!, category._max.updatedAt!)));
  expect(map.get("/products")).toBe(iso(latest(product._max.updatedAt!, category._max.updatedAt!)));
});

test("a category a product leaves (moved, deleted, bulk moved or bulk deleted) moves its lastmod, and the product list's", async () => {
  const old = "2020-01-01T00:00:00.000Z";
  const categories = await db.category.findMany({
    where: { products: { some: { NOT: { slug: "stretch-film" } } } },
    include: { products: { where: { NOT: { slug: "stretch-film" } }, orderBy: { id: "asc" } } },
    orderBy: { id: "asc" },
  });
  const [from, to] = categories.filter((c) => c.products.length >= 4);
  /** Every product and category dated long ago: only what the step changes can be newer. */
  const ageEverything = async () => {
    await db.product.updateMany({ data: { updatedAt: new Date(old) } });
    await db.category.updateMany({ data: { updatedAt: new Date(old) } });
    await db.productPageContent.updateMany({ data: { updatedAt: new Date(old) } });
  };
  const movedOn = async (step: () => Promise<number>) => {
    await ageEverything();
    const before = Date.now() - 1000;
    expect(await step()).toBe(200);
    const map = await lastmods();
    const at = (path: string) => new Date(map.get(path) ?? old).getTime();
    expect(at(`/categories/${from.slug}`)).toBeGreaterThanOrEqual(before);
    expect(at("/products")).toBeGreaterThanOrEqual(before);
  };
  const [a, b, c, d] = from.products;
  const params = (id: number) => ({ id: String(id) });

  await movedOn(
    async () =>
      (
        await send(updateProductRoute, "PUT", `/api/admin/products/${a.id}`, {
          body: { ...productBody(a), categoryId: to.id },
          cookie,
          params: params(a.id),
        })
      ).status,
  );
  await movedOn(
    async () => (await send(deleteProductRoute, "DELETE", `/api/admin/products/${b.id}`, { cookie, params: params(b.id) })).status,
  );
  await movedOn(
    async () =>
      (await send(bulkRoute, "POST", "/api/admin/products/bulk", { body: { action: "move", ids: [c.id], categoryId: to.id }, cookie }))
        .status,
  );
  await movedOn(
    async () => (await send(bulkRoute, "POST", "/api/admin/products/bulk", { body: { action: "delete", ids: [d.id] }, cookie })).status,
  );
});

/** What the edit form sends back for a product as it is. */
function productBody(p: {
  name: string;
  slug: string;
  sku: string;
  description: string;
  priceMin: unknown;
  priceMax: unknown;
  imageUrl: string;
  categoryId: number | null;
  specifications: string;
}) {
  const { name, slug, sku, description, priceMin, priceMax, imageUrl, categoryId, specifications } = p;
  return { name, slug, sku, description, priceMin, priceMax, imageUrl, categoryId, specifications };
}
