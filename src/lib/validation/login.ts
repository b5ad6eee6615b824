/** Admin login: POST /api/admin/login and the login form. */
import { z } from "@/lib/validation/zod";
import { requiredText, tooLong } from "./common";

export const USERNAME_MAX = 100;
export const PASSWORD_MAX = 200;

export const loginSchema = z.object({
  username: requiredText("Username is required", USERNAME_MAX, tooLong("Username", USERNAME_MAX)),
  // Passwords are never trimmed.
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX, tooLong("Password", PASSWORD_MAX)),
});

export type LoginInput = z.output<typeof loginSchema>;
export type LoginFormValues = z.input<typeof loginSchema>;
