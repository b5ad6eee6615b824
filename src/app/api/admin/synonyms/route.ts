import { synonymInputSchema } from "@/lib/validation/synonym";
import { createSynonym, listSynonyms } from "@/server/catalog/search/synonyms";
import { readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

/** The search's synonym dictionary (src/lib/synonyms.ts). */
export const GET = adminRoute(async () => json(await listSynonyms()));

export const POST = adminRoute(async ({ req, session }) => {
  const input = await readBody(req, synonymInputSchema);
  return json(await createSynonym(input, session.admin.username), 201);
});
