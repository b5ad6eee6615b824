-- A sent version's PDF, rendered once and kept (encrypted: it prints the
-- buyer's private link), with what it was rendered from.

-- CreateTable
CREATE TABLE "QuotePdf" (
    "versionId" INTEGER NOT NULL,
    "inputHash" TEXT NOT NULL,
    "etag" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuotePdf_pkey" PRIMARY KEY ("versionId")
);

-- AddForeignKey
ALTER TABLE "QuotePdf" ADD CONSTRAINT "QuotePdf_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "QuoteVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
