import { parseId } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { markQuoteRequestRead } from "@/server/quotes/quotes";

export const PUT = adminRoute<{ id: string }>(async ({ params, session }) =>
  json(await markQuoteRequestRead(parseId(params.id), session.admin.username)),
);
