import { invitationSchema } from "@/lib/validation/company";
import { inviteToCompany } from "@/server/account/invitations";
import { audit } from "@/server/audit";
import { parseId, readBody } from "@/server/http/body";
import { db } from "@/server/db/client";
import { json, notFound } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { mailEnabled } from "@/server/mail/mailer";

/**
 * The supplier's admin invites a buyer into a company (audited). Without
 * e-mail settings nothing is stored and the answer says so: the link is never
 * shown to the admin, who would otherwise hold a way to sign in as the buyer.
 */
export const POST = adminRoute<{ id: string }>(async ({ req, params, session }) => {
  const companyId = parseId(params.id);
  const { email, role } = await readBody(req, invitationSchema);
  if ((await db.company.count({ where: { id: companyId } })) === 0) throw notFound("Company not found");
  if (!mailEnabled()) return json({ invitation: null, message: "E-mail is not set up (SMTP settings), so no invitation was sent." });
  const invitation = await inviteToCompany(companyId, email, role, `supplier:${session.admin.username}`, { throttle: false });
  await audit({
    actor: session.admin.username,
    action: "create",
    entity: "CompanyInvitation",
    entityId: invitation.id,
    after: { companyId, email: invitation.email, role },
  });
  return json({ invitation }, 201);
});
