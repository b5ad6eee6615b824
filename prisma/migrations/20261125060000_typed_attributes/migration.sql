-- Typed attributes: a category's definitions (JSON array) and each product's
-- values (JSON object), numbers in the definition's unit (src/lib/attributes.ts).
-- Existing products get their values derived from their specifications by the
-- start-up step that follows the migrations (src/server/db/backfill-attributes.ts).

-- AlterTable
ALTER TABLE "Category" ADD COLUMN "attributes" TEXT NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "Product" ADD COLUMN "attributes" TEXT NOT NULL DEFAULT '{}';

-- A counter every write to the catalogue bumps, by trigger, whoever writes
-- (the app, a script, an import, another instance): the in-memory facet and
-- search index (src/server/catalog/catalog-index.ts) reads it, one primary-key
-- lookup, to know whether it is still current.

-- CreateTable
CREATE TABLE "CatalogVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL DEFAULT 0
);

INSERT INTO "CatalogVersion" ("id", "version") VALUES (1, 0);

-- CreateTrigger
CREATE TRIGGER "Product_catalog_version_insert" AFTER INSERT ON "Product" BEGIN
  UPDATE "CatalogVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

-- CreateTrigger
CREATE TRIGGER "Product_catalog_version_update" AFTER UPDATE ON "Product" BEGIN
  UPDATE "CatalogVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

-- CreateTrigger
CREATE TRIGGER "Product_catalog_version_delete" AFTER DELETE ON "Product" BEGIN
  UPDATE "CatalogVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

-- CreateTrigger
CREATE TRIGGER "Category_catalog_version_insert" AFTER INSERT ON "Category" BEGIN
  UPDATE "CatalogVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

-- CreateTrigger
CREATE TRIGGER "Category_catalog_version_update" AFTER UPDATE ON "Category" BEGIN
  UPDATE "CatalogVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

-- CreateTrigger
CREATE TRIGGER "Category_catalog_version_delete" AFTER DELETE ON "Category" BEGIN
  UPDATE "CatalogVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
