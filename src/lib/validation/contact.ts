/** Public contact form and POST /api/contact. */
import { z } from "@/lib/validation/zod";
import { emailField, honeypot, HONEYPOT_FIELD, withoutHoneypot, requiredText, singleLine, tooLong } from "./common";

export { HONEYPOT_FIELD, HONEYPOT_MESSAGE, isHoneypotFilled } from "./common";

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_COMPANY_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

export const contactSchema = z
  .object({
    firstName: requiredText("First name is required", CONTACT_NAME_MAX, tooLong("First name", CONTACT_NAME_MAX)).check(
      singleLine("First name"),
    ),
    lastName: requiredText("Last name is required", CONTACT_NAME_MAX, tooLong("Last name", CONTACT_NAME_MAX)).check(
      singleLine("Last name"),
    ),
    email: emailField("Please enter a valid email", CONTACT_EMAIL_MAX, tooLong("Email", CONTACT_EMAIL_MAX)),
    /** Optional; blank or absent becomes null. */
    company: z
      .string({ error: "Company must be text" })
      .trim()
      .max(CONTACT_COMPANY_MAX, tooLong("Company", CONTACT_COMPANY_MAX))
      .check(singleLine("Company"))
      .nullish()
      .transform((v): string | null => (v ? v : null)),
    message: requiredText("Message is required", CONTACT_MESSAGE_MAX, tooLong("Message", CONTACT_MESSAGE_MAX)),
    [HONEYPOT_FIELD]: honeypot,
  })
  .transform(withoutHoneypot);

export type ContactInput = z.output<typeof contactSchema>;
export type ContactFormValues = z.input<typeof contactSchema>;
