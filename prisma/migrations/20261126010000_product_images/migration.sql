-- A product's further images (JSON array of URLs), shown after its main
-- imageUrl on the product page. Adding a column leaves the CatalogVersion
-- triggers on "Product" as they were: they fire on any row change.

-- AlterTable
ALTER TABLE "Product" ADD COLUMN "images" TEXT NOT NULL DEFAULT '[]';
