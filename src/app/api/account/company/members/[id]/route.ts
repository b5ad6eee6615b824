import { memberRoleSchema } from "@/lib/validation/company";
import { changeMemberRole, removeMember, requireCompanyAdmin } from "@/server/account/company";
import { parseId, readBody } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { companyRoute } from "@/server/http/route";

/** A company admin changes a member's role (the last admin stays admin: 409). */
export const PATCH = companyRoute<{ id: string }>(async ({ req, params, buyer, companyId }) => {
  requireCompanyAdmin(buyer);
  const { role } = await readBody(req, memberRoleSchema, 1024);
  return json({ member: await changeMemberRole(companyId, parseId(params.id), role) });
});

/** A company admin removes a member: their sessions end (the last admin cannot be removed: 409). */
export const DELETE = companyRoute<{ id: string }>(async ({ params, buyer, companyId }) => {
  requireCompanyAdmin(buyer);
  await removeMember(companyId, parseId(params.id));
  return new Response(null, { status: 204 });
});
