import { Button } from "@/components/ui/button";

/** Signing out here, or in every browser (a lost laptop, a shared computer): plain forms, no script needed. */
export function SignOutButtons() {
  return (
    <div className="mt-10 flex flex-wrap gap-3">
      <form method="post" action="/api/account/sign-out">
        <Button type="submit" variant="outline">
          Sign out
        </Button>
      </form>
      <form method="post" action="/api/account/sign-out">
        <input type="hidden" name="everywhere" value="1" />
        <Button type="submit" variant="ghost">
          Sign out everywhere
        </Button>
      </form>
    </div>
  );
}
