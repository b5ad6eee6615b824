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
--
-- The triggers are deferred to commit, and only the first of a transaction's
-- calls updates the row: the lock on that one row is then the last a writing
-- transaction takes, held only while it commits. Bumped as each statement ran,
-- a category edit that converts its products' values and a product edit at the
-- same moment would each hold what the other waits for (a deadlock).

-- CreateTable
CREATE TABLE "CatalogVersion" (
    "id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CatalogVersion_pkey" PRIMARY KEY ("id")
);

INSERT INTO "CatalogVersion" ("id", "version") VALUES (1, 0);

-- CreateFunction
CREATE FUNCTION "catalog_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('catalog.version_bumped_in', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('catalog.version_bumped_in', txid_current()::text, true);
    UPDATE "CatalogVersion" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END;
$$;

-- CreateTrigger
CREATE CONSTRAINT TRIGGER "Product_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "Product"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump"();

-- CreateTrigger
CREATE CONSTRAINT TRIGGER "Category_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "Category"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump"();

-- CreateTrigger (a constraint trigger cannot fire on TRUNCATE)
CREATE TRIGGER "Product_catalog_version_truncate" AFTER TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();

-- CreateTrigger
CREATE TRIGGER "Category_catalog_version_truncate" AFTER TRUNCATE ON "Category"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
