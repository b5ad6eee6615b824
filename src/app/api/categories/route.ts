import { listCategories } from "@/server/catalog/categories";
import { json } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";

export const GET = publicRoute(async () => json(await listCategories()));
