import type { Metadata } from "next";
import { isLinkToken, MailedLinkPage } from "@/components/storefront/account/mailed-link-page";
import { Button } from "@/components/ui/button";
import { SIGN_IN_LINK_INVALID } from "@/lib/validation/account";

export const metadata: Metadata = {
  title: "Sign in",
  robots: { index: false, follow: false },
  // The token is in this address: never sent to another site. Same-origin keeps the Origin the sign-in form posts with (no-referrer would send "null", a cross-site write).
  referrer: "same-origin",
};

/** Per request, rendered whole (no prerendered shell): it reads the visitor's cookie or link. */
export const instant = false;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where the e-mailed link leads. Opening it spends nothing: mail scanners
 * fetch links before people do. Pressing Sign in spends it.
 */
export default async function ConfirmSignInPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <MailedLinkPage title="Sign in" spent={{ message: SIGN_IN_LINK_INVALID, href: "/account/sign-in", label: "Ask for a new link" }}>
      {isLinkToken(token) && (
        <form method="post" action="/api/account/sign-in/confirm">
          <input type="hidden" name="token" value={token} />
          <p className="mb-4 text-muted-foreground">Press Sign in to open your account in this browser.</p>
          <Button type="submit">Sign in</Button>
        </form>
      )}
    </MailedLinkPage>
  );
}
