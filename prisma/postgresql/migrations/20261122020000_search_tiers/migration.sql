-- Indexes for searchProducts() (src/server/catalog/search.ts), which answers in
-- tiers, each read in id order and stopped at the result limit, so that its
-- cost follows the limit rather than the number of matches:
--   1. exact SKU, any case: an index on lower("sku");
--   2. name contains the term: a pg_trgm GIN index over the name alone;
--   3. SKU/description contains it (the redefined "Product_search_trgm_idx")
--      or the category name does: each matching category's products in id
--      order ("categoryId", "id").
-- The trigram indexes are over the lower-cased text with its spaces removed.
-- pg_trgm makes trigrams of each word apart, so on plain text a phrase such as
-- "stretch wrap" would fetch and recheck every row holding both words; without
-- the spaces it has trigrams of its own ("chw", "hwr"). The queries test the
-- term's own text exactly after this index filter (see search.ts).

-- DropIndex (it was over name, SKU and description with their spaces)
DROP INDEX "Product_search_trgm_idx";

-- CreateIndex
CREATE INDEX "Product_search_trgm_idx" ON "Product" USING gin (replace(lower("sku" || "description"), ' ', '') gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Product_name_trgm_idx" ON "Product" USING gin (replace(lower("name"), ' ', '') gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Product_sku_lower_idx" ON "Product"(lower("sku"));

-- CreateIndex
CREATE INDEX "Product_categoryId_id_idx" ON "Product"("categoryId", "id");

-- The planner chooses between walking the primary key (a common term) and the
-- trigram index (a rare one) from the statistics ANALYZE keeps on these index
-- expressions. The default sample (100 histogram entries) misjudges a term in
-- a few percent of the names, such as a size, by a hundred times.
ALTER INDEX "Product_name_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;
ALTER INDEX "Product_search_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;

-- Without it they are guesses until autovacuum next analyzes the table.
ANALYZE "Product";
