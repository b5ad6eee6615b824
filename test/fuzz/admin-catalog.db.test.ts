/**
 * Fuzzing the catalogue's admin writes with a valid admin session:
 * POST/PUT/DELETE /api/admin/products and /api/admin/categories.
 */
import fc from "fast-check";
import { DELETE as deleteCategoryRoute, PUT as updateCategoryRoute } from "@/app/api/admin/categories/[id]/route";
import { POST as createCategoryRoute } from "@/app/api/admin/categories/route";
import { DELETE as deleteProductRoute, PUT as updateProductRoute } from "@/app/api/admin/products/[id]/route";
import { POST as createProductRoute } from "@/app/api/admin/products/route";
import { categoryInputSchema } from "@/lib/validation/category";
import { productInputSchema } from "@/lib/validation/product";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeAdmin, makeSmallCatalogue } from "../factories";
import { expectCategoryMatchesDb, expectProductMatchesDb, login, validCategory, validProduct } from "../kit";
import {
  badIds,
  bodyCases,
  describeCase,
  expectRefused,
  FUZZ_TEST_TIMEOUT,
  fuzzEndpoint,
  idCases,
  parsedBody,
  passes,
  printReports,
  segment,
  send,
  type Case,
  type Target,
} from "./fuzz-kit";

useTestDatabase();
afterAll(printReports);

let cookie = "";
let made: Awaited<ReturnType<typeof makeSmallCatalogue>>;
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  made = await makeSmallCatalogue();
});

/** Every row there is (the made ones and those earlier tests added): a clash may be with any, and no fuzzed id may be one. */
const catalog = async () => {
  const [products, categories] = await Promise.all([
    db.product.findMany({ select: { id: true, slug: true, sku: true } }),
    db.category.findMany({ select: { id: true, slug: true } }),
  ]);
  return { products, categories, maxCategory: Math.max(...categories.map((c) => c.id)) };
};

/** A malformed or unknown id (never a real row's), with or without some body. */
const deleteCases = (existing: number[]) =>
  fc.tuple(badIds(existing), fc.option(bodyCases({ id: 1 }), { nil: undefined })).map(([id, c]): Case => ({ ...c, params: { id } }));

/** A refusal, and the status a "sure" case (a clash) must get. */
const refusedAs = (name: string) => (a: Parameters<typeof expectRefused>[0], c: Case) => {
  expectRefused(a, `${name} ${describeCase(c)}`);
  if (c.sure === "clash") expect(a.status).toBe(409);
  if (c.sure === "no such category") expect(a.status).toBe(400);
  if (c.sure === "no such row") expect(a.status).toBe(404);
};

describe("products", () => {
  test(
    "POST /api/admin/products",
    async () => {
      const { products, maxCategory } = await catalog();
      const base = await validProduct("fuzz-new");
      const invalid = bodyCases(base).filter((c) => !passes(productInputSchema, parsedBody(c)));
      const sure = fc.oneof(
        fc.constantFrom(...products).map((p): Case => ({ body: { ...base, slug: p.slug }, sure: "clash" })),
        fc.constantFrom(...products).map((p): Case => ({ body: { ...base, sku: p.sku }, sure: "clash" })),
        fc
          .integer({ min: maxCategory + 1, max: 2_147_483_647 })
          .map((categoryId): Case => ({ body: { ...base, categoryId }, sure: "no such category" })),
      );
      const t: Target = { handler: createProductRoute, method: "POST", path: () => "/api/admin/products", cookie };
      await fuzzEndpoint(
        "/api/admin/products",
        t,
        fc.oneof({ weight: 9, arbitrary: invalid }, { weight: 1, arbitrary: sure }),
        refusedAs("POST products"),
      );
      const ok = await send(t, { body: base });
      expect(ok.status).toBe(201);
      await expectProductMatchesDb(ok.body);
    },
    FUZZ_TEST_TIMEOUT,
  );

  test(
    "PUT /api/admin/products/{id}",
    async () => {
      const { products, maxCategory } = await catalog();
      const [target, other] = made.products;
      const base = await validProduct("fuzz-edit");
      const invalid = bodyCases(base).filter((c) => !passes(productInputSchema, parsedBody(c)));
      const id = { id: String(target.id) };
      const sure = fc.oneof(
        fc.constant<Case>({ params: id, body: { ...base, slug: other.slug }, sure: "clash" }),
        fc.constant<Case>({ params: id, body: { ...base, sku: other.sku }, sure: "clash" }),
        fc
          .integer({ min: maxCategory + 1, max: 2_147_483_647 })
          .map((categoryId): Case => ({ params: id, body: { ...base, categoryId }, sure: "no such category" })),
      );
      const cases = fc.oneof(
        { weight: 9, arbitrary: idCases({ existing: products.map((p) => p.id), invalid, valid: base }) },
        { weight: 1, arbitrary: sure },
      );
      const t: Target = { handler: updateProductRoute, method: "PUT", path: (c) => `/api/admin/products/${segment(c.params!.id)}`, cookie };
      await fuzzEndpoint("/api/admin/products/{id}", t, cases, refusedAs("PUT products/{id}"));
      const ok = await send(t, { params: id, body: base });
      expect(ok.status).toBe(200);
      await expectProductMatchesDb(ok.body);
      expect(ok.body).toMatchObject({ id: target.id, slug: base.slug, sku: base.sku });
    },
    FUZZ_TEST_TIMEOUT,
  );

  test(
    "DELETE /api/admin/products/{id}",
    async () => {
      const { products } = await catalog();
      const t: Target = {
        handler: deleteProductRoute,
        method: "DELETE",
        path: (c) => `/api/admin/products/${segment(c.params!.id)}`,
        cookie,
      };
      await fuzzEndpoint("/api/admin/products/{id}", t, deleteCases(products.map((p) => p.id)));
      const doomed = await db.product.create({ data: { ...(await validProduct("fuzz-doomed")), priceMin: null, priceMax: null } });
      expect((await send(t, { params: { id: String(doomed.id) } })).status).toBe(200);
      expect(await db.product.findUnique({ where: { id: doomed.id } })).toBeNull();
    },
    FUZZ_TEST_TIMEOUT,
  );
});

describe("categories", () => {
  test(
    "POST /api/admin/categories",
    async () => {
      const { categories } = await catalog();
      const base = validCategory("fuzz-new");
      const invalid = bodyCases(base).filter((c) => !passes(categoryInputSchema, parsedBody(c)));
      const sure = fc.constantFrom(...categories).map((cat): Case => ({ body: { ...base, slug: cat.slug }, sure: "clash" }));
      const t: Target = { handler: createCategoryRoute, method: "POST", path: () => "/api/admin/categories", cookie };
      await fuzzEndpoint(
        "/api/admin/categories",
        t,
        fc.oneof({ weight: 9, arbitrary: invalid }, { weight: 1, arbitrary: sure }),
        refusedAs("POST categories"),
      );
      const ok = await send(t, { body: base });
      expect(ok.status).toBe(201);
      await expectCategoryMatchesDb(ok.body);
    },
    FUZZ_TEST_TIMEOUT,
  );

  test(
    "PUT /api/admin/categories/{id}",
    async () => {
      const { categories } = await catalog();
      const [target, other] = made.categories;
      const base = validCategory("fuzz-edit");
      const invalid = bodyCases(base).filter((c) => !passes(categoryInputSchema, parsedBody(c)));
      const sure = fc.constant<Case>({ params: { id: String(target.id) }, body: { ...base, slug: other.slug }, sure: "clash" });
      const cases = fc.oneof(
        { weight: 19, arbitrary: idCases({ existing: categories.map((c) => c.id), invalid, valid: base }) },
        { weight: 1, arbitrary: sure },
      );
      const t: Target = {
        handler: updateCategoryRoute,
        method: "PUT",
        path: (c) => `/api/admin/categories/${segment(c.params!.id)}`,
        cookie,
      };
      await fuzzEndpoint("/api/admin/categories/{id}", t, cases, refusedAs("PUT categories/{id}"));
      const ok = await send(t, { params: { id: String(target.id) }, body: base });
      expect(ok.status).toBe(200);
      await expectCategoryMatchesDb(ok.body);
    },
    FUZZ_TEST_TIMEOUT,
  );

  test(
    "DELETE /api/admin/categories/{id}",
    async () => {
      const { categories } = await catalog();
      const ids = categories.map((c) => c.id);
      const t: Target = {
        handler: deleteCategoryRoute,
        method: "DELETE",
        path: (c) => `/api/admin/categories/${segment(c.params!.id)}`,
        cookie,
      };
      await fuzzEndpoint("/api/admin/categories/{id}", t, deleteCases(ids));
      const doomed = await db.category.create({ data: validCategory("fuzz-doomed") });
      const ok = await send(t, { params: { id: String(doomed.id) } });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ success: true, productsKept: 0 });
      expect(await db.category.findUnique({ where: { id: doomed.id } })).toBeNull();
    },
    FUZZ_TEST_TIMEOUT,
  );
});
