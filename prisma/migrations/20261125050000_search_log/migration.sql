-- Search insights: searches per day and normalised query, with how many found
-- nothing. No IP, user agent or session is stored with a search; the primary
-- key leads with the day, so pruning rows past 90 days reads a range of it.

-- CreateTable
CREATE TABLE "SearchLog" (
    "day" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "searches" INTEGER NOT NULL DEFAULT 0,
    "zeroResults" INTEGER NOT NULL DEFAULT 0,
    "lastSeenAt" DATETIME NOT NULL,

    PRIMARY KEY ("day", "query")
);
