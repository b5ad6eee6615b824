import { quoteMessageSchema } from "@/lib/validation/quote";
import { parseId, readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { postAdminReply } from "@/server/quotes/admin-answers";

/** The admin's reply to the buyer: 201 with the timeline entry; the buyer sees it on the quote's page and is e-mailed the link. */
export const POST = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const id = parseId(params.id);
  const input = await readBody(req, quoteMessageSchema, 16 * 1024);
  return json(await postAdminReply(id, input, session.admin.username), 201);
});
