import { parseId } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { sendTestEvent } from "@/server/webhooks/endpoints";

/** Queues a webhook.test event to this endpoint alone. */
export const POST = adminRoute<{ id: string }>(async ({ params, session }) =>
  json(await sendTestEvent(parseId(params.id), session.admin.username), 202),
);
