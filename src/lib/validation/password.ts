/**
 * Change password. The form has a confirmation field; the API
 * (POST /api/admin/change-password) receives only {currentPassword, newPassword}.
 * Passwords are never trimmed.
 */
import { z } from "@/lib/validation/zod";
import { tooLong } from "./common";
import { PASSWORD_MAX } from "./login";

/** Enforced minimum, the original storefront's (the advice text says 8). */
export const PASSWORD_MIN_LENGTH = 6;

const currentPassword = z
  .string({ error: "Current password is required" })
  .min(1, "Current password is required")
  .max(PASSWORD_MAX, tooLong("Current password", PASSWORD_MAX));

const newPassword = z
  .string({ error: "New password must be at least 6 characters" })
  .min(PASSWORD_MIN_LENGTH, "New password must be at least 6 characters")
  .max(PASSWORD_MAX, tooLong("New password", PASSWORD_MAX));

/** Body of POST /api/admin/change-password. */
export const changePasswordSchema = z.object({ currentPassword, newPassword });

/** The Change Password form. */
export const changePasswordFormSchema = z
  .object({
    currentPassword,
    newPassword,
    confirmPassword: z
      .string({ error: "Please confirm your new password" })
      .min(1, "Please confirm your new password")
      .max(PASSWORD_MAX, tooLong("Confirmation", PASSWORD_MAX)),
  })
  .refine((v) => v.confirmPassword === "" || v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
    when: (p) => {
      const v = p.value as { newPassword?: unknown; confirmPassword?: unknown } | undefined;
      return typeof v?.newPassword === "string" && typeof v?.confirmPassword === "string";
    },
  });

export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
