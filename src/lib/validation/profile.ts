/** Admin profile: POST /api/admin/update-profile and the profile form. */
import { z } from "@/lib/validation/zod";
import { emailField, requiredText, singleLine, tooLong } from "./common";
import { USERNAME_MAX } from "./login";

export const EMAIL_MAX = 254;

export const profileSchema = z.object({
  username: requiredText("Username is required", USERNAME_MAX, tooLong("Username", USERNAME_MAX)).check(singleLine("Username")),
  email: emailField("Valid email is required", EMAIL_MAX, tooLong("Email", EMAIL_MAX)),
});

export type ProfileInput = z.output<typeof profileSchema>;
export type ProfileFormValues = z.input<typeof profileSchema>;
