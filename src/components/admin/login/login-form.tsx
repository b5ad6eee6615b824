"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { ApiError, send } from "@/lib/api-client";
import type { AdminProfile } from "@/lib/types";
import { loginSchema, type LoginFormValues, type LoginInput } from "@/lib/validation/login";
import { rememberAdminUser } from "@/lib/admin-user-storage";

interface LoginAnswer {
  success?: boolean;
  admin?: AdminProfile | null;
  message?: string;
}

type LoginOutcome = { ok: true; admin: AdminProfile } | { ok: false; message: string };

/** The login shows the server's own message or "Invalid credentials", and a 200 answer with `success: false` counts as a failure too. */
async function postLogin(input: LoginInput): Promise<LoginOutcome> {
  let data: LoginAnswer | null;
  try {
    data = await send<LoginAnswer | null>("POST", "/api/admin/login", input, { fallback: () => "Invalid credentials" });
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message };
    throw error;
  }
  if (data?.success && data.admin) return { ok: true, admin: data.admin };
  return { ok: false, message: data?.message || "Invalid credentials" };
}

export function LoginForm() {
  const router = useRouter();
  // Stays true after success so the button cannot be pressed again while the dashboard loads.
  const [signedIn, setSignedIn] = useState(false);
  const form = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const busy = form.formState.isSubmitting || signedIn;

  async function onSubmit(values: LoginInput) {
    const outcome = await postLogin(values);
    if (!outcome.ok) {
      toast.error("Login failed", { description: outcome.message });
      form.setFocus("password");
      return;
    }
    rememberAdminUser(outcome.admin);
    setSignedIn(true);
    toast.success("Login successful", { description: "Welcome to the admin dashboard" });
    router.replace("/admin/dashboard");
    router.refresh();
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="username"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Username</FormLabel>
              <FormControl>
                <Input autoComplete="username" autoCapitalize="none" spellCheck={false} placeholder="Enter your username" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="current-password" placeholder="Enter your password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </Form>
  );
}
