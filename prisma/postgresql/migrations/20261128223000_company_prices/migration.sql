-- Company prices: a company's own unit price (and quantity breaks, and an
-- optional last day) for a product, shown only to that company's buyers.

-- CreateTable
CREATE TABLE "CompanyPrice" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "unitPrice" TEXT NOT NULL,
    "breaks" TEXT NOT NULL DEFAULT '[]',
    "expiresOn" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CompanyPrice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CompanyPrice_companyId_productId_key" ON "CompanyPrice"("companyId", "productId");
CREATE INDEX "CompanyPrice_productId_idx" ON "CompanyPrice"("productId");

-- AddForeignKey
ALTER TABLE "CompanyPrice" ADD CONSTRAINT "CompanyPrice_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CompanyPrice" ADD CONSTRAINT "CompanyPrice_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
