import { parseId } from "@/server/http/body";
import { badRequest, json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { idempotentRequest } from "@/server/idempotency";
import { sendQuote, sendScope } from "@/server/quotes/send-quote";

/**
 * Sends the saved draft as the next version: 201 {version, url}. An
 * Idempotency-Key sent again answers the version it made (200) instead of a second one.
 */
export const POST = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const id = parseId(params.id);
  const key = req.headers.get("idempotency-key");
  if (key !== null && !/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw badRequest("Idempotency-Key: must be 1-200 visible ASCII characters", {
      "Idempotency-Key": "must be 1-200 visible ASCII characters",
    });
  }
  const sent = await sendQuote(id, session.admin.username, key ? idempotentRequest(sendScope(id), key, { id }) : null);
  return json({ version: sent.version, url: sent.url }, sent.created ? 201 : { status: 201, headers: { "Idempotent-Replayed": "true" } });
});
