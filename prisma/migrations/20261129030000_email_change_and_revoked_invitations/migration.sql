-- A buyer's address changes only through a link e-mailed to the new one; a
-- pending invitation can be revoked.

-- CreateTable
CREATE TABLE "BuyerEmailChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "buyerId" INTEGER NOT NULL,
    "newEmail" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BuyerEmailChange_buyerId_fkey" FOREIGN KEY ("buyerId") REFERENCES "Buyer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable
ALTER TABLE "CompanyInvitation" ADD COLUMN "revokedAt" DATETIME;
ALTER TABLE "CompanyInvitation" ADD COLUMN "revokedBy" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "BuyerEmailChange_tokenHash_key" ON "BuyerEmailChange"("tokenHash");
CREATE INDEX "BuyerEmailChange_buyerId_idx" ON "BuyerEmailChange"("buyerId");
