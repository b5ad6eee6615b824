import { revokeApiKey } from "@/server/api-keys/revoke-api-key";
import { parseId } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

export const POST = adminRoute<{ id: string }>(async ({ params, session }) =>
  json(await revokeApiKey(parseId(params.id), session.admin.username)),
);
