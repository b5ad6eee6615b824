import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/storefront/account/sign-in-form";
import { SIGN_IN_LINK_INVALID, SIGN_IN_SENT_MESSAGE } from "@/lib/validation/account";
import { pageBuyer } from "@/server/account/page-buyer";

export const metadata: Metadata = {
  title: "Sign in",
  robots: { index: false, follow: false },
};

/** Per request, rendered whole (no prerendered shell): it reads the visitor's cookie or link. */
export const instant = false;

/** What the sign-in route sent the browser back with. */
const ERRORS: Record<string, string> = {
  email: "Please enter a valid email",
  link: SIGN_IN_LINK_INVALID,
  "429": "Too many sign-in links asked for. Please try again later.",
  "503": "Signing in by e-mail is not available right now. Please contact us.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: Props) {
  if (await pageBuyer()) redirect("/account");
  const q = await searchParams;
  const error = typeof q.error === "string" ? ERRORS[q.error] : undefined;
  return (
    <div className="container mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 text-3xl font-bold">Sign in</h1>
      <p className="mb-6 text-muted-foreground">
        See your quote requests and quotes in one place. We e-mail you a link to sign in: no password to remember.
      </p>
      {q.sent === "1" ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 p-4 text-green-900">
          {SIGN_IN_SENT_MESSAGE}
        </p>
      ) : (
        <>
          {q["signed-out"] === "1" && (
            <p role="status" className="mb-4 text-sm text-muted-foreground">
              You are signed out.
            </p>
          )}
          <SignInForm error={error} />
        </>
      )}
    </div>
  );
}
