import { revokeInvitation } from "@/server/account/invitations";
import { audit } from "@/server/audit";
import { parseId } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";

/** The supplier's admin revokes a company's pending invitation (audited); one of another company is 404. */
export const DELETE = adminRoute<{ id: string; invitationId: string }>(async ({ params, session }) => {
  const companyId = parseId(params.id);
  const revoked = await revokeInvitation(companyId, parseId(params.invitationId), `supplier:${session.admin.username}`);
  await audit({
    actor: session.admin.username,
    action: "update",
    entity: "CompanyInvitation",
    entityId: revoked.id,
    before: { companyId, email: revoked.email, state: "pending" },
    after: { state: "revoked" },
  });
  return json({ invitation: { id: revoked.id, state: "revoked" } });
});
