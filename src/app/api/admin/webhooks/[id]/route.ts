import { webhookEnabledSchema } from "@/lib/validation/webhook";
import { parseId, readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { deleteEndpoint, getEndpoint, setEnabled } from "@/server/webhooks/endpoints";

export const GET = adminRoute<{ id: string }>(async ({ params }) => json(await getEndpoint(parseId(params.id))));

/** {enabled}: enable or disable the endpoint. */
export const PUT = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const id = parseId(params.id);
  const { enabled } = await readBody(req, webhookEnabledSchema);
  return json(await setEnabled(id, enabled, session.admin.username));
});

export const DELETE = adminRoute<{ id: string }>(async ({ params, session }) => {
  await deleteEndpoint(parseId(params.id), session.admin.username);
  return json({ success: true, message: "Webhook endpoint deleted" });
});
