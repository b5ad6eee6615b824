-- Indexes for searchProducts() (src/server/catalog/search.ts), which answers in
-- tiers, each read in id order and stopped at the result limit, so that its
-- cost follows the limit rather than the number of matches:
--   1. exact SKU, any case: an index on lower("sku");
--   2. name contains the term: a trigram FTS5 table over the name alone (a
--      column filter on "ProductSearch" would also read, and reject, every row
--      that has the term only in its description);
--   3. SKU/description contains it ("ProductSearch") or the category name does:
--      each matching category's products in id order ("categoryId", "id").

-- CreateVirtualTable (external content: the names stay in "Product" only)
CREATE VIRTUAL TABLE "ProductNameSearch" USING fts5("name", content = 'Product', content_rowid = 'id', tokenize = 'trigram');

-- Backfill
INSERT INTO "ProductNameSearch" ("ProductNameSearch") VALUES ('rebuild');

-- CreateTrigger
CREATE TRIGGER "Product_name_search_insert" AFTER INSERT ON "Product" BEGIN
  INSERT INTO "ProductNameSearch" (rowid, "name") VALUES (new."id", new."name");
END;

-- CreateTrigger
CREATE TRIGGER "Product_name_search_delete" AFTER DELETE ON "Product" BEGIN
  INSERT INTO "ProductNameSearch" ("ProductNameSearch", rowid, "name") VALUES ('delete', old."id", old."name");
END;

-- CreateTrigger
CREATE TRIGGER "Product_name_search_update" AFTER UPDATE OF "id", "name" ON "Product" BEGIN
  INSERT INTO "ProductNameSearch" ("ProductNameSearch", rowid, "name") VALUES ('delete', old."id", old."name");
  INSERT INTO "ProductNameSearch" (rowid, "name") VALUES (new."id", new."name");
END;

-- CreateIndex
CREATE INDEX "Product_sku_lower_idx" ON "Product"(lower("sku"));

-- CreateIndex
CREATE INDEX "Product_categoryId_id_idx" ON "Product"("categoryId", "id");
