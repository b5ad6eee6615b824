import { parseId } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { revealSecret } from "@/server/webhooks/endpoints";

/** The endpoint's signing secret, for the admin to copy into the receiver. */
export const GET = adminRoute<{ id: string }>(async ({ params }) =>
  json({ secret: await revealSecret(parseId(params.id)) }, { headers: { "Cache-Control": "private, no-store" } }),
);
