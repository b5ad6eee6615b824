import { restoreFromAudit } from "@/server/audit-restore";
import { parseId } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

/** Brings back the product or category this delete entry recorded → 201 `{entity, id, note?}`. */
export const POST = adminRoute<{ id: string }>(async ({ params, session }) =>
  json(await restoreFromAudit(parseId(params.id), session.admin.username), 201),
);
