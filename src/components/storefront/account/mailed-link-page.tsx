import Link from "next/link";
import type { ReactNode } from "react";
import { LINK_TOKEN } from "@/lib/validation/account";

/** Whether a page's `token` parameter has the shape of an e-mailed link's token (checked before any lookup). */
export function isLinkToken(token: unknown): token is string {
  return typeof token === "string" && LINK_TOKEN.test(token);
}

/**
 * Where an e-mailed link leads (sign-in, address change, invitation). Opening
 * it spends nothing, since mail scanners fetch links before people do; the
 * form, shown while the link is good, spends it. A refusal (the form's, or
 * the link's own state) is said above; a link that is no good at all says so
 * with a way on.
 */
export function MailedLinkPage({
  title,
  refusal,
  spent,
  children,
}: {
  title: string;
  refusal?: string;
  /** What a spent, expired or unknown link says, and where to go instead. */
  spent: { message: string; href: string; label: string };
  /** The form, when the link is good. */
  children?: ReactNode;
}) {
  return (
    <div className="container mx-auto max-w-md px-4 py-12">
      <h1 className="mb-4 text-3xl font-bold">{title}</h1>
      {refusal && (
        <p role="alert" className="mb-4 text-red-700">
          {refusal}
        </p>
      )}
      {children ??
        (!refusal && (
          <p role="alert">
            {spent.message}{" "}
            <Link href={spent.href} className="underline">
              {spent.label}
            </Link>
            .
          </p>
        ))}
    </div>
  );
}
