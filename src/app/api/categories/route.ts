import { cachedCategories } from "@/server/catalog/cached";
import { json } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

/** The categories with their product counts, from the catalogue cache (dropped with every catalogue change). */
export const GET = publicRoute(async () => json(await cachedCategories()));
