import type { BuyerSession } from "@/server/account/buyer-session";
import { companyMembers, getCompany } from "@/server/account/company";
import { COMPANY_FORM_ERRORS } from "@/lib/validation/company";
import { CompanyEditForm } from "./company-edit-form";
import { CompanyMembers } from "./company-members";
import { CompanySetupForm } from "./company-setup-form";
import { InviteForm } from "./invite-form";
import { PendingInvitations } from "./pending-invitations";
import { pendingInvitations } from "@/server/account/invitations";

/**
 * The account's company part: the set-up form for a buyer without one; else
 * the company, its members, and for its admins editing and inviting. `error`
 * and `invited` are what a plain form's route sent the browser back with.
 */
export async function AccountCompanySection({
  buyer,
  error,
  invited,
  revoked = false,
}: {
  buyer: BuyerSession["buyer"];
  error?: string;
  invited: boolean;
  revoked?: boolean;
}) {
  const message = error ? (COMPANY_FORM_ERRORS[error] ?? "Please check the form and try again.") : undefined;
  if (buyer.companyId === null) {
    return (
      <section aria-labelledby="company-setup" className="mb-10">
        <h2 id="company-setup" className="mb-2 text-xl font-semibold">
          Set up your company
        </h2>
        <p className="mb-4 text-muted-foreground">Your colleagues can then join it and see its quotes with you.</p>
        <CompanySetupForm error={message} defaultName={buyer.name} />
      </section>
    );
  }
  const admin = buyer.role === "admin";
  const [company, members, invitations] = await Promise.all([
    getCompany(buyer.companyId),
    companyMembers(buyer.companyId),
    admin ? pendingInvitations(buyer.companyId) : [],
  ]);
  return (
    <section aria-labelledby="company-name" className="mb-10">
      <h2 id="company-name" className="mb-1 text-xl font-semibold">
        {company.name}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        {[company.billingStreet, company.billingCity, company.billingState, company.billingZip].filter(Boolean).join(", ")}
        {company.taxExempt ? ` · Tax-exempt (certificate ${company.taxCertificate})` : ""} · You are {admin ? "an admin" : "a buyer"}
      </p>
      {message && (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {message}
        </p>
      )}
      {invited && (
        <p role="status" className="mb-4 text-sm">
          Invitation sent.
        </p>
      )}
      {revoked && (
        <p role="status" className="mb-4 text-sm">
          Invitation revoked.
        </p>
      )}
      <h3 className="mb-2 font-semibold">Members</h3>
      <CompanyMembers members={members} manage={admin} selfId={buyer.id} />
      {admin && (
        <>
          <h3 className="mt-6 mb-2 font-semibold">Invite a colleague</h3>
          <InviteForm />
          <h3 className="mt-6 mb-2 font-semibold">Pending invitations</h3>
          <PendingInvitations invitations={invitations} />
          <details className="mt-6">
            <summary className="cursor-pointer font-semibold">Edit company details</summary>
            <CompanyEditForm
              company={{
                name: company.name,
                billingStreet: company.billingStreet,
                billingCity: company.billingCity,
                billingState: company.billingState,
                billingZip: company.billingZip,
                taxExempt: company.taxExempt,
                taxCertificate: company.taxCertificate,
              }}
            />
          </details>
        </>
      )}
    </section>
  );
}
