import { parseId } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { redeliver } from "@/server/webhooks/endpoints";

export const POST = adminRoute<{ id: string; deliveryId: string }>(async ({ params, session }) => {
  await redeliver(parseId(params.id), parseId(params.deliveryId, "deliveryId"), session.admin.username);
  return json({ success: true, message: "Delivery queued again" }, 202);
});
