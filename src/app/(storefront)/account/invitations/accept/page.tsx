import type { Metadata } from "next";
import Link from "next/link";
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
  const wellFormed = typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
  const preview = wellFormed ? await invitationPreview(token) : null;
  const invitation = preview?.state === "pending" ? preview : null;
  // A revoked, expired or accepted link says which, unless the form's refusal already did.
  const refusal =
    (typeof error === "string" ? COMPANY_FORM_ERRORS[error] : undefined) ??
    (preview && !invitation ? COMPANY_FORM_ERRORS[preview.state] : undefined);
  return (
    <div className="container mx-auto max-w-md px-4 py-12">
      <h1 className="mb-4 text-3xl font-bold">Join your company</h1>
      {refusal && (
        <p role="alert" className="mb-4 text-red-700">
          {refusal}
        </p>
      )}
      {invitation ? (
        <form method="post" action="/api/account/invitations/accept">
          <input type="hidden" name="token" value={token} />
          <p className="mb-4 text-muted-foreground">
            You are invited to join <strong>{invitation.companyName}</strong> as {invitation.email}. Joining signs you in with this address
            in this browser.
          </p>
          <Button type="submit">Join {invitation.companyName}</Button>
        </form>
      ) : (
        !refusal && (
          <p role="alert">
            {INVITATION_INVALID}{" "}
            <Link href="/account" className="underline">
              Go to your account
            </Link>
            .
          </p>
        )
      )}
    </div>
  );
}
