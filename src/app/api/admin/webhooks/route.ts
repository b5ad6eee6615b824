import { webhookEndpointSchema } from "@/lib/validation/webhook";
import { readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { createEndpoint, listEndpoints } from "@/server/webhooks/endpoints";

/** Webhook endpoints (docs/webhooks.md). */
export const GET = adminRoute(async () => json(await listEndpoints()));

/** Adds one; the answer carries its signing secret. */
export const POST = adminRoute(async ({ req, session }) => {
  const input = await readBody(req, webhookEndpointSchema);
  return json(await createEndpoint(input, session.admin.username), 201);
});
