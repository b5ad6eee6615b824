import { apiKeyInputSchema } from "@/lib/validation/api-key";
import { createApiKey } from "@/server/api-keys/create-api-key";
import { listApiKeys } from "@/server/api-keys/list-api-keys";
import { readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

// Session only: src/server/api-keys/route-scopes.ts opens no key route here, so a key never manages keys.

export const GET = adminRoute(async () => json(await listApiKeys()));

/** The answer holds the key itself, the only time it is ever sent. */
export const POST = adminRoute(async ({ req, session }) => {
  const input = await readBody(req, apiKeyInputSchema, 8 * 1024);
  return json(await createApiKey(input, session.admin.username), 201);
});
