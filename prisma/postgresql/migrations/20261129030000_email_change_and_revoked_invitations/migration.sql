-- A buyer's address changes only through a link e-mailed to the new one; a
-- pending invitation can be revoked.

-- CreateTable
CREATE TABLE "BuyerEmailChange" (
    "id" SERIAL NOT NULL,
    "buyerId" INTEGER NOT NULL,
    "newEmail" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BuyerEmailChange_pkey" PRIMARY KEY ("id")
);

-- AlterTable
ALTER TABLE "CompanyInvitation" ADD COLUMN "revokedAt" TIMESTAMP(3),
ADD COLUMN "revokedBy" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "BuyerEmailChange_tokenHash_key" ON "BuyerEmailChange"("tokenHash");
CREATE INDEX "BuyerEmailChange_buyerId_idx" ON "BuyerEmailChange"("buyerId");

-- AddForeignKey
ALTER TABLE "BuyerEmailChange" ADD CONSTRAINT "BuyerEmailChange_buyerId_fkey" FOREIGN KEY ("buyerId") REFERENCES "Buyer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
