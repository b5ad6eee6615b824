-- What a product's price buys ("per case of 4 rolls"), shown beside every
-- price, and kept in each quote request item as it was when asked for.

-- AlterTable
ALTER TABLE "Product" ADD COLUMN "unitOfSale" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "QuoteRequestItem" ADD COLUMN "unitOfSale" TEXT NOT NULL DEFAULT '';
