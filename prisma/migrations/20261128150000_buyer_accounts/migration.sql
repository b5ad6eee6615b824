-- Buyers who sign in with an e-mailed link: the buyer, the links (only their
-- token's hash), and the browsers signed in.

-- CreateTable
CREATE TABLE "Buyer" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSignInAt" DATETIME
);

-- CreateTable
CREATE TABLE "BuyerSignInLink" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "tokenHash" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "BuyerSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "buyerId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "userAgent" TEXT,
    CONSTRAINT "BuyerSession_buyerId_fkey" FOREIGN KEY ("buyerId") REFERENCES "Buyer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Buyer_email_key" ON "Buyer"("email");

-- CreateIndex
CREATE UNIQUE INDEX "BuyerSignInLink_tokenHash_key" ON "BuyerSignInLink"("tokenHash");

-- CreateIndex
CREATE INDEX "BuyerSignInLink_expiresAt_idx" ON "BuyerSignInLink"("expiresAt");

-- CreateIndex
CREATE INDEX "BuyerSession_buyerId_idx" ON "BuyerSession"("buyerId");
