"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useUpdateProfile } from "@/hooks/admin/use-profile";
import { useSubmit } from "@/hooks/admin/use-submit";
import type { AdminProfile } from "@/lib/types";
import { profileSchema, type ProfileFormValues, type ProfileInput } from "@/lib/validation/profile";

export function ProfileForm({ profile }: { profile: AdminProfile }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(profileSchema),
    values: { username: profile.username, email: profile.email },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = useSubmit(form, updateProfile, {
    failure: "Failed to update profile",
    networkFailure: "Error",
    fields: ["username", "email"],
    success: (admin) => {
      form.reset({ username: admin.username, email: admin.email });
      toast.success("Profile updated successfully");
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <UserRound className="size-5 text-primary" aria-hidden="true" />
          <h2>Profile Information</h2>
        </CardTitle>
        <CardDescription>The name you sign in with and your contact email.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="username"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Username</FormLabel>
                  <FormControl>
                    <Input {...field} autoComplete="username" autoCapitalize="none" spellCheck={false} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Email</FormLabel>
                  <FormControl>
                    <Input {...field} type="email" autoComplete="email" />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? "Saving..." : "Update Profile"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
