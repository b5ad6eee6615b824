-- Companies: a buyer belongs to one, the first buyer creates it and others
-- join by invitation; a signed-in buyer's quote requests name their company.

-- CreateTable
CREATE TABLE "Company" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "billingStreet" TEXT NOT NULL DEFAULT '',
    "billingCity" TEXT NOT NULL DEFAULT '',
    "billingState" TEXT NOT NULL DEFAULT '',
    "billingZip" TEXT NOT NULL DEFAULT '',
    "taxExempt" BOOLEAN NOT NULL DEFAULT false,
    "taxCertificate" TEXT,
    "paymentTerms" TEXT NOT NULL DEFAULT '',
    "termsVersion" TEXT NOT NULL,
    "termsAcceptedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "CompanyInvitation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "companyId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'buyer',
    "tokenHash" TEXT NOT NULL,
    "invitedBy" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "acceptedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CompanyInvitation_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable
ALTER TABLE "Buyer" ADD COLUMN "name" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Buyer" ADD COLUMN "companyId" INTEGER REFERENCES "Company" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Buyer" ADD COLUMN "role" TEXT NOT NULL DEFAULT 'buyer';

-- AlterTable
ALTER TABLE "QuoteRequest" ADD COLUMN "companyId" INTEGER REFERENCES "Company" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "QuoteRequest" ADD COLUMN "buyerId" INTEGER REFERENCES "Buyer" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "Company_name_idx" ON "Company"("name");
CREATE UNIQUE INDEX "CompanyInvitation_tokenHash_key" ON "CompanyInvitation"("tokenHash");
CREATE INDEX "CompanyInvitation_companyId_idx" ON "CompanyInvitation"("companyId");
CREATE INDEX "CompanyInvitation_email_idx" ON "CompanyInvitation"("email");
CREATE INDEX "Buyer_companyId_idx" ON "Buyer"("companyId");
CREATE INDEX "QuoteRequest_companyId_createdAt_idx" ON "QuoteRequest"("companyId", "createdAt");
CREATE INDEX "QuoteRequest_buyerId_idx" ON "QuoteRequest"("buyerId");
