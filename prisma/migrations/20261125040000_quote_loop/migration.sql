-- The quote loop: a request gains the buyer's needed-by date and each line a
-- target price and "substitutes OK"; the admin's draft quote, its sent
-- versions (frozen) and the request's timeline are stored; the buyer's private
-- link is kept only as a salt and the hash of the token.

-- AlterTable
ALTER TABLE "QuoteRequest" ADD COLUMN "neededBy" TEXT;
ALTER TABLE "QuoteRequest" ADD COLUMN "quoteDraft" TEXT;
ALTER TABLE "QuoteRequest" ADD COLUMN "quoteValidUntil" TEXT;
ALTER TABLE "QuoteRequest" ADD COLUMN "quoteTokenSalt" TEXT;
ALTER TABLE "QuoteRequest" ADD COLUMN "quoteTokenHash" TEXT;

-- AlterTable
ALTER TABLE "QuoteRequestItem" ADD COLUMN "targetPrice" TEXT;
ALTER TABLE "QuoteRequestItem" ADD COLUMN "substitutesOk" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "QuoteVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "quoteRequestId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "subtotal" TEXT NOT NULL,
    "total" TEXT NOT NULL,
    "validUntil" TEXT NOT NULL,
    "sentBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "QuoteVersion_quoteRequestId_fkey" FOREIGN KEY ("quoteRequestId") REFERENCES "QuoteRequest" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "QuoteEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "quoteRequestId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "version" INTEGER,
    "actor" TEXT NOT NULL DEFAULT '',
    "name" TEXT,
    "poNumber" TEXT,
    "message" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "QuoteEvent_quoteRequestId_fkey" FOREIGN KEY ("quoteRequestId") REFERENCES "QuoteRequest" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "QuoteRequest_quoteTokenHash_key" ON "QuoteRequest"("quoteTokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "QuoteVersion_quoteRequestId_version_key" ON "QuoteVersion"("quoteRequestId", "version");

-- CreateIndex
CREATE INDEX "QuoteEvent_quoteRequestId_createdAt_idx" ON "QuoteEvent"("quoteRequestId", "createdAt");
