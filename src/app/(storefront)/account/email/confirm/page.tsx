import type { Metadata } from "next";
import { connection } from "next/server";
import { isLinkToken, MailedLinkPage } from "@/components/storefront/account/mailed-link-page";
import { Button } from "@/components/ui/button";
import { EMAIL_CHANGE_LINK_INVALID, EMAIL_TAKEN } from "@/lib/validation/account";
import { emailChangePreview } from "@/server/account/email-change";

export const metadata: Metadata = {
  title: "Confirm your new e-mail address",
  robots: { index: false, follow: false, nocache: true },
  // The token is in this address: never sent to another site.
  referrer: "same-origin",
};

/** Per request, rendered whole: it reads the visitor's link. */
export const instant = false;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const REFUSALS: Record<string, string> = { invalid: EMAIL_CHANGE_LINK_INVALID, taken: `${EMAIL_TAKEN}.` };

/**
 * Where an address-change e-mail leads. Opening it spends nothing (mail
 * scanners fetch links first); pressing the button changes the address, signs
 * every other browser out and this one in.
 */
export default async function ConfirmEmailChangePage({ searchParams }: Props) {
  const { token, error } = await searchParams;
  // Request time only: the link's state is read against the clock, which Next refuses while prerendering.
  await connection();
  const change = isLinkToken(token) ? await emailChangePreview(token) : null;
  const refusal = typeof error === "string" ? REFUSALS[error] : undefined;
  return (
    <MailedLinkPage
      title="Confirm your new e-mail address"
      refusal={refusal}
      spent={{ message: EMAIL_CHANGE_LINK_INVALID, href: "/account", label: "Go to your account" }}
    >
      {change && (
        <form method="post" action="/api/account/email/confirm">
          <input type="hidden" name="token" value={token} />
          <p className="mb-4 text-muted-foreground">
            From now on you sign in with <strong>{change.newEmail}</strong>. Confirming signs every other browser out and this one in.
          </p>
          <Button type="submit">Confirm {change.newEmail}</Button>
        </form>
      )}
    </MailedLinkPage>
  );
}
