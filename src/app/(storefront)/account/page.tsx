import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AccountCompanySection } from "@/components/storefront/account/account-company-section";
import { AccountQuotesTable } from "@/components/storefront/account/account-quotes-table";
import { EmailChangeForm } from "@/components/storefront/account/email-change-form";
import { SignOutButtons } from "@/components/storefront/account/sign-out-buttons";
import { accountQuotes } from "@/server/account/account-quotes";
import { pageBuyer } from "@/server/account/page-buyer";

export const metadata: Metadata = {
  title: "Your account",
  robots: { index: false, follow: false, nocache: true },
};

/** Per request, rendered whole (no prerendered shell): it reads the visitor's cookie or link. */
export const instant = false;

/** The signed-in buyer's account: per request from the session cookie, never indexed, kept or shared. */
export default async function AccountPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { error, invited, revoked, email } = await searchParams;
  const session = await pageBuyer();
  if (!session) redirect("/account/sign-in");
  const quotes = await accountQuotes(session.buyer);
  return (
    <div className="container mx-auto max-w-4xl px-4 py-12">
      <h1 className="mb-2 text-3xl font-bold">Your account</h1>
      <p className="mb-4 text-muted-foreground">Signed in as {session.buyer.email}</p>
      <EmailChangeForm outcome={typeof email === "string" ? email : undefined} />
      <AccountCompanySection
        buyer={session.buyer}
        error={typeof error === "string" ? error : undefined}
        invited={invited === "1"}
        revoked={revoked === "1"}
      />
      <p className="mb-8">
        <Link href="/account/orders" className="font-medium underline">
          Your orders
        </Link>
      </p>
      <h2 className="mb-4 text-xl font-semibold">
        {session.buyer.companyId === null ? "Your quote requests" : "Your company's quote requests"}
      </h2>
      <AccountQuotesTable quotes={quotes} />
      <Link href="/account/addresses" className="mt-6 block underline">
        Ship-to addresses
      </Link>
      <Link href="/account/lists" className="mt-2 block underline">
        Requisition lists
      </Link>
      <SignOutButtons />
    </div>
  );
}
