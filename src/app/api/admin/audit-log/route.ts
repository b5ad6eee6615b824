import { listAudit } from "@/server/audit";
import { json } from "@/server/http/errors";
import { pageParams } from "@/server/http/query";
import { adminRoute } from "@/server/http/route";

/** The audit trail of admin changes, newest first: `{entries, total}`; ?page=&pageSize= (default 50). */
export const GET = adminRoute(async ({ req }) => json(await listAudit(pageParams(req) ?? { page: 1, pageSize: 50 })));
