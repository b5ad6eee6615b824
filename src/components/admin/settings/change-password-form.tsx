"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { changePassword } from "@/hooks/admin/use-profile";
import { useSubmit } from "@/hooks/admin/use-submit";
import { changePasswordFormSchema, type ChangePasswordFormValues } from "@/lib/validation/password";

type Values = ChangePasswordFormValues;
const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };

const FIELDS: { name: keyof Values; label: string; autoComplete: string }[] = [
  { name: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  { name: "newPassword", label: "New Password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm New Password", autoComplete: "new-password" },
];

export function ChangePasswordForm({ username }: { username: string }) {
  const form = useForm<Values>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const onSubmit = useSubmit(form, ({ currentPassword, newPassword }) => changePassword({ currentPassword, newPassword }), {
    failure: "Failed to change password",
    networkFailure: "Error",
    fields: ["currentPassword", "newPassword"],
    success: () => {
      form.reset(EMPTY);
      toast.success("Password changed successfully", { description: "Your password has been updated" });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          <h2>Change Password</h2>
        </CardTitle>
        <CardDescription>Changing it signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
            {/* Lets password managers tie the new password to the account. */}
            <input type="text" name="username" autoComplete="username" hidden readOnly value={username} />
            {FIELDS.map((f) => (
              <FormField
                key={f.name}
                control={form.control}
                name={f.name}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{f.label}</FormLabel>
                    <FormControl>
                      <Input {...field} type="password" autoComplete={f.autoComplete} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? "Changing..." : "Change Password"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
