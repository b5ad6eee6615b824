-- Product search indexes (raw SQL: Prisma's schema language cannot express them).
-- pg_trgm GIN indexes answer case-insensitive substring searches ("%term%")
-- without scanning the table. pg_trgm is a trusted extension (PostgreSQL 13+):
-- the database owner may create it.

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Product_search_trgm_idx" ON "Product" USING gin (lower("name" || ' ' || "sku" || ' ' || "description") gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Category_name_trgm_idx" ON "Category" USING gin (lower("name") gin_trgm_ops);
