import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { EMAIL_CHANGE_OUTCOMES, EMAIL_MAX } from "@/lib/validation/account";

const GOOD = new Set(["sent", "changed"]);

/**
 * Changing the address the buyer signs in with: a plain HTML form (as the
 * sign-in form); the route sends the browser back with `?email=<outcome>`.
 * Nothing changes until the link e-mailed to the new address is opened.
 */
export function EmailChangeForm({ outcome }: { outcome?: string }) {
  const message = outcome ? EMAIL_CHANGE_OUTCOMES[outcome] : undefined;
  const refused = message !== undefined && !GOOD.has(outcome!);
  return (
    <details className="mb-8" open={message !== undefined}>
      <summary className="cursor-pointer font-semibold">Change your e-mail address</summary>
      {message && (
        <p id="email-change-outcome" role={refused ? "alert" : "status"} className={`mt-2 text-sm ${refused ? "text-red-700" : ""}`}>
          {message}
        </p>
      )}
      <form method="post" action="/api/account/email" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="flex flex-1 flex-col gap-1">
          <Label htmlFor="new-email">New e-mail address</Label>
          <Input
            id="new-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            aria-invalid={refused ? true : undefined}
            aria-describedby={message ? "email-change-outcome" : undefined}
          />
        </div>
        <Button type="submit">Send a confirmation link</Button>
      </form>
      <p className="mt-2 text-sm text-muted-foreground">
        We e-mail a link to the new address and tell the current one. Your address changes when the link is opened; every other browser is
        then signed out.
      </p>
    </details>
  );
}
