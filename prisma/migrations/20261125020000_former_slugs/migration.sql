-- CreateTable
CREATE TABLE "FormerSlug" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "targetId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "FormerSlug_kind_slug_key" ON "FormerSlug"("kind", "slug");

-- CreateIndex
CREATE INDEX "FormerSlug_kind_targetId_idx" ON "FormerSlug"("kind", "targetId");
