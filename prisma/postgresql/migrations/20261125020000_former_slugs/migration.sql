-- CreateTable
CREATE TABLE "FormerSlug" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "targetId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FormerSlug_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FormerSlug_kind_slug_key" ON "FormerSlug"("kind", "slug");

-- CreateIndex
CREATE INDEX "FormerSlug_kind_targetId_idx" ON "FormerSlug"("kind", "targetId");
