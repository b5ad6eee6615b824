/**
 * product.* events from the catalogue's other writers, delivered to a real
 * receiver: the CSV import (one event per product it created or changed, none
 * for an unchanged row, none at all when it rolls back), a category whose
 * change converts or releases its products (and its restore), and the product
 * page's price editor.
 */
import { POST as restoreRoute } from "@/app/api/admin/audit-log/[id]/restore/route";
import { DELETE as deleteCategoryRoute, PUT as updateCategoryRoute } from "@/app/api/admin/categories/[id]/route";
import { POST as createCategoryRoute } from "@/app/api/admin/categories/route";
import { POST as saveContentRoute } from "@/app/api/admin/product-page-content/route";
import { POST as importRoute } from "@/app/api/admin/products/import/route";
import { POST as createEndpointRoute } from "@/app/api/admin/webhooks/route";
import type { AttributeDef } from "@/lib/attributes";
import { toCsv } from "@/lib/csv";
import type { ImportReport } from "@/lib/import-report";
import { readImportFile } from "@/server/catalog/spreadsheets/import-file";
import { importProducts } from "@/server/catalog/spreadsheets/import-products";
import { db } from "@/server/db/client";
import { createDispatcher } from "@/server/webhooks/dispatcher";
import { productData } from "@/server/webhooks/payloads";
import { provider, useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makePageContent, makeProduct } from "../factories";
import { editorPageContent, login, send, validCategory, validProduct } from "../kit";
import { startReceiver, type Receiver } from "./receiver";

useTestDatabase();

let cookie = "";
let receiver: Receiver;
let categoryId = 0;
let categorySlug = "";
let pageSku = "";
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  receiver = await startReceiver();
  const category = await makeCategory();
  categoryId = category.id;
  categorySlug = category.slug;
  // The page whose price editor the last test uses: its price is this product's.
  const film = await makeProduct({ name: "PE Stretch Film", slug: "stretch-film", category });
  await makePageContent(film);
  pageSku = film.sku;
});
afterAll(() => receiver.close());

beforeEach(async () => {
  await db.webhookEndpoint.deleteMany();
  await db.outboxEvent.deleteMany();
  receiver.received.length = 0;
  const res = await send(createEndpointRoute, "POST", "/api/admin/webhooks", {
    cookie,
    body: { url: receiver.url, description: "Catalogue", events: ["product.created", "product.updated", "product.deleted"] },
  });
  expect(res.status).toBe(201);
  receiver.secret = res.body.secret;
});

async function drain() {
  const d = createDispatcher({ allowPrivate: true });
  for (let i = 0; i < 20; i++) {
    const r = await d.runOnce();
    if (r.fannedOut === 0 && r.succeeded === 0 && r.failed === 0) return;
  }
}

const delivered = () => receiver.received.map((r) => ({ type: r.body.type, data: r.body.data }));
const byId = (a: { data: Record<string, unknown> }, b: { data: Record<string, unknown> }) => Number(a.data.id) - Number(b.data.id);

/** The payload products.ts would send for the product as stored now. */
async function payloadOf(sku: string) {
  return productData(await db.product.findUniqueOrThrow({ where: { sku } }));
}

/** A product written straight to the database: set-up that records no event of its own. */
async function storedProduct(tag: string, overrides: Record<string, unknown> = {}) {
  return db.product.create({ data: { ...(await validProduct(tag)), categoryId, ...overrides } });
}

const HEADER = ["sku", "name", "category", "description", "specifications", "priceMin", "priceMax"];

function importCsv(records: string[][]) {
  const data = new FormData();
  data.set("file", new File([toCsv(records)], "products.csv"));
  return send<ImportReport>(importRoute, "POST", "/api/admin/products/import", { cookie, body: data });
}

describe("the catalogue import", () => {
  test("creating 2, updating 1 and leaving 1 unchanged delivers exactly 2 product.created and 1 product.updated, with the products' payloads", async () => {
    const same = await storedProduct("wh-imp-same");
    const edited = await storedProduct("wh-imp-edit");
    const row = (p: typeof same, price = p.priceMin) => [p.sku, p.name, categorySlug, p.description, p.specifications, price!, p.priceMax!];
    const records = [
      HEADER,
      row(same),
      row(edited, "1.25"),
      ["WH-IMP-NEW-1", "Imported by the webhook test 1", categorySlug, "New one", "{}", "3.00", "4.00"],
      ["WH-IMP-NEW-2", "Imported by the webhook test 2", categorySlug, "New two", "{}", "", ""],
    ];
    const applied = await importCsv(records);
    expect(applied.status).toBe(200);
    expect(applied.body.summary).toEqual({ create: 2, update: 1, unchanged: 1, errors: 0 });
    await drain();

    const events = delivered();
    expect(events.map((e) => e.type).sort()).toEqual(["product.created", "product.created", "product.updated"]);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect(events.filter((e) => e.type === "product.created").sort(byId)).toEqual([
      { type: "product.created", data: await payloadOf("WH-IMP-NEW-1") },
      { type: "product.created", data: await payloadOf("WH-IMP-NEW-2") },
    ]);
    const updated = events.find((e) => e.type === "product.updated")!;
    expect(updated.data).toEqual(await payloadOf(edited.sku));
    expect(updated.data).toMatchObject({ id: edited.id, priceMin: "1.25" });
    expect(events.some((e) => e.data.id === same.id)).toBe(false);
    expect(await db.outboxEvent.count()).toBe(3);

    // The same file again changes nothing, and tells nobody anything.
    const again = await importCsv(records);
    expect(again.body.summary).toEqual({ create: 0, update: 0, unchanged: 4, errors: 0 });
    expect(await db.outboxEvent.count()).toBe(3);
  });

  // A trigger makes the database refuse one row part-way through the apply: first a product, then an event.
  const failures = [
    { table: "Product", column: "sku", when: "= 'WH-BOOM'" },
    { table: "OutboxEvent", column: "payload", when: "LIKE '%WH-BOOM%'" },
  ];
  for (const f of failures) {
    test(`an import that rolls back (the database refusing a row of ${f.table}) writes no event and changes no product`, async () => {
      const kept = await storedProduct(`wh-imp-rollback-${f.table.toLowerCase()}`);
      const createTrigger =
        provider === "postgresql"
          ? [
              `CREATE FUNCTION wh_boom() RETURNS trigger AS $$ BEGIN IF NEW."${f.column}" ${f.when} THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
              `CREATE TRIGGER wh_boom BEFORE INSERT ON "${f.table}" FOR EACH ROW EXECUTE FUNCTION wh_boom()`,
            ]
          : [
              `CREATE TRIGGER wh_boom BEFORE INSERT ON "${f.table}" WHEN NEW."${f.column}" ${f.when} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
            ];
      for (const sql of createTrigger) await db.$executeRawUnsafe(sql);
      try {
        const sheet = await readImportFile(
          new TextEncoder().encode(
            toCsv([
              HEADER,
              [kept.sku, kept.name, categorySlug, kept.description, kept.specifications, "2.50", kept.priceMax!],
              ["WH-OK", "Would be imported", categorySlug, "d", "{}", "", ""],
              ["WH-BOOM", "Refused by the database", categorySlug, "d", "{}", "", ""],
            ]),
          ),
        );
        await expect(importProducts(sheet, { dryRun: false, actor: "admin", fileName: "boom.csv" })).rejects.toThrow(/refused by the test/);
      } finally {
        await db.$executeRawUnsafe(`DROP TRIGGER wh_boom${provider === "postgresql" ? ` ON "${f.table}"` : ""}`);
        if (provider === "postgresql") await db.$executeRawUnsafe(`DROP FUNCTION wh_boom()`);
      }
      expect(await db.outboxEvent.count()).toBe(0);
      expect((await db.product.findUniqueOrThrow({ where: { id: kept.id } })).priceMin).toBe(kept.priceMin);
      expect(await db.product.count({ where: { sku: { in: ["WH-OK", "WH-BOOM"] } } })).toBe(0);
      await drain();
      expect(receiver.received).toEqual([]);
    });
  }
});

test("a category: a unit change converting values updates those products only; deleting it releases them; restoring it takes them back, each with product.updated", async () => {
  const defs: AttributeDef[] = [{ key: "width", label: "Width", type: "number", unit: "in", filter: "values" }];
  const created = await send(createCategoryRoute, "POST", "/api/admin/categories", {
    cookie,
    body: validCategory("wh-units", { attributes: defs }),
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const wide = await storedProduct("wh-cat-wide", { categoryId: id, attributes: JSON.stringify({ width: 2 }) });
  const narrow = await storedProduct("wh-cat-narrow", { categoryId: id, attributes: JSON.stringify({ width: 1 }) });
  const none = await storedProduct("wh-cat-none", { categoryId: id, attributes: "{}" });
  await db.outboxEvent.deleteMany();

  // Inches to millimetres: the two products with a width are rewritten; the third has nothing to convert.
  const changed = await send(updateCategoryRoute, "PUT", `/api/admin/categories/${id}`, {
    cookie,
    params: { id: String(id) },
    body: validCategory("wh-units", { attributes: [{ ...defs[0], unit: "mm" }] }),
  });
  expect(changed.status).toBe(200);
  expect(JSON.parse((await db.product.findUniqueOrThrow({ where: { id: wide.id } })).attributes)).toEqual({ width: 50.8 });
  await drain();
  expect(delivered().sort(byId)).toEqual([
    { type: "product.updated", data: await payloadOf(wide.sku) },
    { type: "product.updated", data: await payloadOf(narrow.sku) },
  ]);

  // A change of the category's text alone rewrites no product.
  receiver.received.length = 0;
  const renamed = await send(updateCategoryRoute, "PUT", `/api/admin/categories/${id}`, {
    cookie,
    params: { id: String(id) },
    body: validCategory("wh-units", { name: "Renamed units category", attributes: [{ ...defs[0], unit: "mm" }] }),
  });
  expect(renamed.status).toBe(200);
  await drain();
  expect(receiver.received).toEqual([]);

  const deleted = await send(deleteCategoryRoute, "DELETE", `/api/admin/categories/${id}`, { cookie, params: { id: String(id) } });
  expect(deleted.status).toBe(200);
  await drain();
  const released = delivered().sort(byId);
  expect(released.map((e) => [e.type, e.data.id, e.data.categoryId])).toEqual([
    ["product.updated", wide.id, null],
    ["product.updated", narrow.id, null],
    ["product.updated", none.id, null],
  ]);
  expect(released[2].data).toEqual(await payloadOf(none.sku));

  receiver.received.length = 0;
  const entry = await db.auditLog.findFirstOrThrow({ where: { entity: "Category", action: "delete", entityId: String(id) } });
  const restored = await send(restoreRoute, "POST", `/api/admin/audit-log/${entry.id}/restore`, {
    cookie,
    params: { id: String(entry.id) },
  });
  expect(restored.status).toBe(201);
  await drain();
  const back = delivered().sort(byId);
  expect(back.map((e) => [e.type, e.data.id])).toEqual([
    ["product.updated", wide.id],
    ["product.updated", narrow.id],
    ["product.updated", none.id],
  ]);
  for (const e of back) expect(e.data.categoryId).toBe(restored.body.id ?? id);
  expect(back[0].data).toEqual(await payloadOf(wide.sku));
});

test("the product page's price editor: a new price sends product.updated for that product; the same price sends nothing", async () => {
  const content = await editorPageContent();
  const save = (body: unknown) => send(saveContentRoute, "POST", "/api/admin/product-page-content", { cookie, body });
  expect((await save({ ...content, priceRange: { min: "40.00", max: "60.00" } })).status).toBe(200);
  await drain();
  expect(delivered()).toEqual([{ type: "product.updated", data: await payloadOf(pageSku) }]);
  expect(delivered()[0].data).toMatchObject({ slug: "stretch-film", priceMin: "40.00", priceMax: "60.00" });

  receiver.received.length = 0;
  const again = await editorPageContent();
  expect((await save(again)).status).toBe(200);
  await drain();
  expect(receiver.received).toEqual([]);
});
