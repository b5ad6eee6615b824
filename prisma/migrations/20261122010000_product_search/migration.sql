-- Product search index (raw SQL: Prisma's schema language has no full-text tables).
-- A trigram FTS5 table answers substring searches ("%term%") through an index,
-- case-insensitively. Triggers keep it in step with "Product".

-- CreateVirtualTable
CREATE VIRTUAL TABLE "ProductSearch" USING fts5("name", "sku", "description", tokenize = 'trigram');

-- Backfill
INSERT INTO "ProductSearch" (rowid, "name", "sku", "description") SELECT "id", "name", "sku", "description" FROM "Product";

-- CreateTrigger
CREATE TRIGGER "Product_search_insert" AFTER INSERT ON "Product" BEGIN
  INSERT INTO "ProductSearch" (rowid, "name", "sku", "description") VALUES (new."id", new."name", new."sku", new."description");
END;

-- CreateTrigger
CREATE TRIGGER "Product_search_delete" AFTER DELETE ON "Product" BEGIN
  DELETE FROM "ProductSearch" WHERE rowid = old."id";
END;

-- CreateTrigger
CREATE TRIGGER "Product_search_update" AFTER UPDATE OF "name", "sku", "description" ON "Product" BEGIN
  DELETE FROM "ProductSearch" WHERE rowid = old."id";
  INSERT INTO "ProductSearch" (rowid, "name", "sku", "description") VALUES (new."id", new."name", new."sku", new."description");
END;
