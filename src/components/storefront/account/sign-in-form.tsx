import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { EMAIL_MAX } from "@/lib/validation/account";

/**
 * The sign-in form: a plain HTML form, so it works before and without the
 * page's scripts; the route sends the browser back here with the outcome.
 */
export function SignInForm({ error }: { error?: string }) {
  return (
    <form method="post" action="/api/account/sign-in" className="flex flex-col gap-3" noValidate>
      <Label htmlFor="sign-in-email">Email</Label>
      <Input
        id="sign-in-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "sign-in-error" : undefined}
      />
      {error && (
        <p id="sign-in-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" className="self-start">
        Email me a sign-in link
      </Button>
    </form>
  );
}
