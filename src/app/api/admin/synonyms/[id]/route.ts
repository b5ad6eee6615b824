import { synonymInputSchema } from "@/lib/validation/synonym";
import { deleteSynonym, updateSynonym } from "@/server/catalog/search/synonyms";
import { parseId, readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

export const PUT = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const id = parseId(params.id);
  const input = await readBody(req, synonymInputSchema);
  return json(await updateSynonym(id, input, session.admin.username));
});

export const DELETE = adminRoute<{ id: string }>(async ({ params, session }) => {
  await deleteSynonym(parseId(params.id), session.admin.username);
  return json({ success: true, message: "Synonym deleted" });
});
