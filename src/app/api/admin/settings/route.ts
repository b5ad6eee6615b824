import { json } from "@/server/http/errors";
import { publicRoute } from "@/server/http/route";
import { getPublicSettings } from "@/server/settings/settings";

/** Public on purpose: the storefront's pages read it; only the eleven public keys. */
export const GET = publicRoute(async () => json(await getPublicSettings()));
