-- The search's synonym dictionary: groups of phrases buyers use for the same
-- goods, optionally naming a category. Its rows are read into the in-memory
-- catalogue index, so a write bumps CatalogVersion like a product's does and
-- every instance reloads it on its next search.

-- CreateTable
CREATE TABLE "Synonym" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "phrases" TEXT NOT NULL,
    "categoryId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Synonym_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Synonym_categoryId_idx" ON "Synonym"("categoryId");

-- CreateTrigger
CREATE TRIGGER "Synonym_catalog_version_insert" AFTER INSERT ON "Synonym" BEGIN
  UPDATE "CatalogVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

-- CreateTrigger
CREATE TRIGGER "Synonym_catalog_version_update" AFTER UPDATE ON "Synonym" BEGIN
  UPDATE "CatalogVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

-- CreateTrigger
CREATE TRIGGER "Synonym_catalog_version_delete" AFTER DELETE ON "Synonym" BEGIN
  UPDATE "CatalogVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
