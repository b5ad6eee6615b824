-- Idempotency-Keys move to a table of their own: scoped per endpoint, with
-- the hash of the request they came with and their time (they hold 24 hours).
-- The keys of QuoteRequest are not carried over (they had no request hash);
-- only a retry sent across this upgrade would be taken as a new request.
-- The e-mail retry job claims a request (emailStatus "sending",
-- emailClaimedAt) before sending, so two instances never send one twice.

-- DropIndex
DROP INDEX "QuoteRequest_idempotencyKey_key";

-- AlterTable
ALTER TABLE "QuoteRequest" DROP COLUMN "idempotencyKey",
ADD COLUMN     "emailClaimedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "IdempotencyKey" (
    "scope" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "resourceId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("scope","key")
);

-- CreateIndex
CREATE INDEX "IdempotencyKey_createdAt_idx" ON "IdempotencyKey"("createdAt");
