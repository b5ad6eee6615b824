import { parseId } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { listDeliveries } from "@/server/webhooks/endpoints";

/** The endpoint's 50 most recent deliveries, newest first. */
export const GET = adminRoute<{ id: string }>(async ({ params }) => json(await listDeliveries(parseId(params.id))));
