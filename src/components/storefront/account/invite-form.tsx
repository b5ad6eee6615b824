"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, NETWORK_ERROR_MESSAGE, send } from "@/lib/api-client";
import { EMAIL_MAX } from "@/lib/validation/account";
import { invitationSchema, type InvitationValues } from "@/lib/validation/company";

type Output = { email: string; role: "admin" | "buyer" };

/** A company admin invites a colleague by e-mail: a plain form without scripts, JSON with them. */
export function InviteForm() {
  const form = useForm<InvitationValues, unknown, Output>({
    resolver: zodResolver(invitationSchema) as Resolver<InvitationValues, unknown, Output>,
    defaultValues: { email: "", role: "buyer" },
  });
  const message = form.formState.errors.email?.message;
  const router = useRouter();

  async function onSubmit(values: Output) {
    try {
      await send("POST", "/api/account/company/invitations", values);
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, NETWORK_ERROR_MESSAGE);
      if (err.errors.email) form.setError("email", { type: "server", message: err.errors.email }, { shouldFocus: true });
      else toast.error(err.message);
      return;
    }
    toast.success(`Invitation sent to ${values.email}`);
    form.reset();
    // The pending invitations list beside the form shows the new one.
    router.refresh();
  }

  return (
    <form
      method="post"
      action="/api/account/company/invitations"
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1">
        <Label htmlFor="invite-email">Colleague&apos;s email</Label>
        <Input id="invite-email" type="email" maxLength={EMAIL_MAX} aria-invalid={message ? true : undefined} {...form.register("email")} />
        {message && <p className="text-sm text-red-700">{message}</p>}
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="invite-role">Role</Label>
        <select id="invite-role" className="h-9 rounded border px-2" {...form.register("role")}>
          <option value="buyer">Buyer</option>
          <option value="admin">Admin</option>
        </select>
      </div>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        Send invitation
      </Button>
    </form>
  );
}
