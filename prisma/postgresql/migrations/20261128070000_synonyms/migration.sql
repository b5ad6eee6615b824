-- The search's synonym dictionary: groups of phrases buyers use for the same
-- goods, optionally naming a category. Its rows are read into the in-memory
-- catalogue index, so a write bumps CatalogVersion like a product's does and
-- every instance reloads it on its next search.

-- CreateTable
CREATE TABLE "Synonym" (
    "id" SERIAL NOT NULL,
    "phrases" TEXT NOT NULL,
    "categoryId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Synonym_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Synonym_categoryId_idx" ON "Synonym"("categoryId");

-- AddForeignKey
ALTER TABLE "Synonym" ADD CONSTRAINT "Synonym_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateTrigger
CREATE CONSTRAINT TRIGGER "Synonym_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "Synonym"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump"();

-- CreateTrigger (a constraint trigger cannot fire on TRUNCATE)
CREATE TRIGGER "Synonym_catalog_version_truncate" AFTER TRUNCATE ON "Synonym"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
