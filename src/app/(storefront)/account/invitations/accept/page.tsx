import type { Metadata } from "next";
import { connection } from "next/server";
import { isLinkToken, MailedLinkPage } from "@/components/storefront/account/mailed-link-page";
import { Button } from "@/components/ui/button";
import { COMPANY_FORM_ERRORS, INVITATION_INVALID } from "@/lib/validation/company";
import { invitationPreview } from "@/server/account/invitations";

export const metadata: Metadata = {
  title: "Join your company",
  robots: { index: false, follow: false, nocache: true },
  // The token is in this address: never sent to another site (same-origin keeps the Origin the form posts with).
  referrer: "same-origin",
};

/** Per request, rendered whole: it reads the visitor's link. */
export const instant = false;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where an invitation e-mail leads. Opening it spends nothing (mail scanners
 * fetch links first); pressing Join spends it, signs the invited address in
 * and joins the company.
 */
export default async function AcceptInvitationPage({ searchParams }: Props) {
  const { token, error } = await searchParams;
  // Request time only: the link's state is read against the clock, which Next refuses while prerendering.
  await connection();
  const preview = isLinkToken(token) ? await invitationPreview(token) : null;
  const invitation = preview?.state === "pending" ? preview : null;
  // A revoked, expired or accepted link says which, unless the form's refusal already did.
  const refusal =
    (typeof error === "string" ? COMPANY_FORM_ERRORS[error] : undefined) ??
    (preview && !invitation ? COMPANY_FORM_ERRORS[preview.state] : undefined);
  return (
    <MailedLinkPage
      title="Join your company"
      refusal={refusal}
      spent={{ message: INVITATION_INVALID, href: "/account", label: "Go to your account" }}
    >
      {invitation && (
        <form method="post" action="/api/account/invitations/accept">
          <input type="hidden" name="token" value={token} />
          <p className="mb-4 text-muted-foreground">
            You are invited to join <strong>{invitation.companyName}</strong> as {invitation.email}. Joining signs you in with this address
            in this browser.
          </p>
          <Button type="submit">Join {invitation.companyName}</Button>
        </form>
      )}
    </MailedLinkPage>
  );
}
