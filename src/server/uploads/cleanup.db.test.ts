/**
 * The daily cleanup of unused uploads (cleanup.ts) on the local folder, with
 * references in every place an image URL is kept.
 */
import { readdirSync, utimesSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../../../test/db";
import { makeCategory, makePageContent, makeProduct } from "../../../test/factories";
import { removeUnusedUploads } from "./cleanup";
import { LocalStorage } from "./local-storage";

useTestDatabase();

const DAY = 24 * 3600 * 1000;
const NOW = new Date(Date.UTC(2026, 5, 15, 12));
const storage = () => new LocalStorage(path.join(env.DATA_DIR, "cleanup-uploads"));
const VARIANTS = ["", "-320", "-640", "-1280"];

/** A hash (32 hex digits from a label) with all four files, written `ageDays` before NOW. */
async function uploaded(label: string, ageDays: number): Promise<string> {
  const hash = Buffer.from(label.padEnd(16, ".")).subarray(0, 16).toString("hex");
  const s = storage();
  for (const v of VARIANTS) {
    await s.put(`${hash}${v}.webp`, Buffer.from(label));
    const when = new Date(NOW.getTime() - ageDays * DAY);
    utimesSync(path.join(s.dir, `${hash}${v}.webp`), when, when);
  }
  return hash;
}

const url = (hash: string) => `/uploads/${hash}.webp`;
const hashesLeft = () => [...new Set(readdirSync(storage().dir).map((n) => n.slice(0, 32)))].sort();

test("removes old unused uploads, every file of each, and keeps used and recent ones", async () => {
  const h = {
    productImage: await uploaded("product-image", 30),
    productGallery: await uploaded("product-gallery", 30),
    category: await uploaded("category", 30),
    setting: await uploaded("setting", 30),
    pageContent: await uploaded("page-content", 30),
    auditRecent: await uploaded("audit-recent", 30),
    auditOld: await uploaded("audit-old", 60),
    unusedOld: await uploaded("unused-old", 8),
    unusedYoung: await uploaded("unused-young", 6),
    variantOnlyUsed: await uploaded("variant-used", 30),
  };
  const category = await makeCategory();
  const product = await makeProduct({ category });
  await makePageContent(product);
  // The images are written to the rows directly: the audit entry of a save through the app would name them, and the
  // audit log keeps an upload by itself.
  await db.product.update({
    where: { id: product.id },
    data: { imageUrl: url(h.productImage), images: JSON.stringify([`https://shop.example.com${url(h.productGallery)}`]) },
  });
  await db.category.update({ where: { id: category.id }, data: { imageUrl: url(h.category) } });
  await db.setting.upsert({
    where: { key: "homepage_hero_image" },
    create: { key: "homepage_hero_image", value: url(h.setting) },
    update: { value: url(h.setting) },
  });
  const page = await db.productPageContent.findUniqueOrThrow({ where: { slug: product.slug } });
  const content = JSON.parse(page.content);
  await db.productPageContent.update({
    where: { slug: page.slug },
    data: { content: JSON.stringify({ ...content, mainImageUrl: url(h.pageContent) }) },
  });
  // A product deleted 10 days ago can still be restored with its image; one deleted 40 days ago cannot.
  const deleted = (hash: string) => JSON.stringify({ name: "Gone", imageUrl: url(hash), images: "[]" });
  await db.auditLog.create({
    data: {
      actor: "admin",
      action: "delete",
      entity: "product",
      entityId: "9001",
      before: deleted(h.auditRecent),
      createdAt: new Date(NOW.getTime() - 10 * DAY),
    },
  });
  await db.auditLog.create({
    data: {
      actor: "admin",
      action: "delete",
      entity: "product",
      entityId: "9002",
      before: deleted(h.auditOld),
      createdAt: new Date(NOW.getTime() - 40 * DAY),
    },
  });
  // A srcset written out by hand names only a resized copy: the whole upload stays.
  await db.setting.upsert({
    where: { key: "about_hero_image" },
    create: { key: "about_hero_image", value: `/uploads/${h.variantOnlyUsed}-640.webp` },
    update: { value: `/uploads/${h.variantOnlyUsed}-640.webp` },
  });

  const removed = await removeUnusedUploads({ now: NOW, storage: storage() });

  expect(removed.sort()).toEqual([h.auditOld, h.unusedOld].flatMap((hash) => VARIANTS.map((v) => `${hash}${v}.webp`)).sort());
  expect(hashesLeft()).toEqual(
    Object.values(h)
      .filter((x) => x !== h.auditOld && x !== h.unusedOld)
      .sort(),
  );
});

test("an upload is as young as its newest file: uploading the same image again renews it", async () => {
  const hash = await uploaded("renewed", 30);
  utimesSync(path.join(storage().dir, `${hash}.webp`), NOW, NOW);
  await removeUnusedUploads({ now: NOW, storage: storage() });
  expect(hashesLeft()).toContain(hash);
  expect(await removeUnusedUploads({ now: new Date(NOW.getTime() + 8 * DAY), storage: storage() })).toEqual(
    expect.arrayContaining([`${hash}.webp`, `${hash}-320.webp`]),
  );
  expect(hashesLeft()).not.toContain(hash);
});

test("files that are not uploads are left alone, and a missing folder is no error", async () => {
  const s = storage();
  await s.put("notes.txt", Buffer.from("kept"));
  utimesSync(path.join(s.dir, "notes.txt"), new Date(0), new Date(0));
  await removeUnusedUploads({ now: NOW, storage: s });
  expect(readdirSync(s.dir)).toContain("notes.txt");
  expect(await removeUnusedUploads({ now: NOW, storage: new LocalStorage(path.join(env.DATA_DIR, "none")) })).toEqual([]);
});
