import { listProducts } from "@/server/catalog/products";
import { json } from "@/server/http/errors";
import { pageParams } from "@/server/http/query";
import { publicRoute } from "@/server/http/route";

/** All products (the spec's plain list); with ?page=&pageSize= one page of them. */
export const GET = publicRoute(async ({ req }) => json(await listProducts(pageParams(req))));
