/**
 * A buyer's company, its members and invitations to join it. Shared by the
 * account's forms and their route handlers. A plain HTML form sends a ticked
 * checkbox as "on" and an unticked one not at all; scripts send booleans.
 */
import { z } from "@/lib/validation/zod";
import { emailField, optionalText, requiredText, singleLine, tooLong } from "./common";
import { EMAIL_MAX, LINK_TOKEN } from "./account";

export const COMPANY_NAME_MAX = 200;
export const STREET_MAX = 300;
export const CITY_MAX = 100;
export const STATE_MAX = 50;
export const ZIP_MAX = 20;
export const CERTIFICATE_MAX = 100;
export const PERSON_NAME_MAX = 200;

export const BUYER_ROLES = ["admin", "buyer"] as const;
export type CompanyRole = (typeof BUYER_ROLES)[number];

const checkbox = z
  .union([z.boolean(), z.enum(["on", "true", "false"])], { error: "Must be true or false" })
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

const line = (label: string, max: number, required: boolean) =>
  (required ? requiredText(`${label} is required`, max, tooLong(label, max)) : optionalText(max, tooLong(label, max))).pipe(
    z.string().check(singleLine(label)),
  );

const companyFields = {
  name: line("Company name", COMPANY_NAME_MAX, true),
  billingStreet: line("Street", STREET_MAX, true),
  billingCity: line("City", CITY_MAX, true),
  billingState: line("State", STATE_MAX, true),
  billingZip: z
    .string({ error: "ZIP code is required" })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "ZIP code must be 5 digits (or ZIP+4)"),
  taxExempt: checkbox,
  taxCertificate: line("Tax-exempt certificate number", CERTIFICATE_MAX, false),
};

const certificateWhenExempt = (v: { taxExempt: boolean; taxCertificate: string }, ctx: z.RefinementCtx) => {
  if (v.taxExempt && v.taxCertificate === "")
    ctx.addIssue({ code: "custom", path: ["taxCertificate"], message: "Enter the certificate number of a tax-exempt company" });
};

export const TERMS_REQUIRED = "Please accept the Terms of Sale";

/** Setting up a company: its details, the buyer's own name, and the Terms of Sale accepted. */
export const companyCreateSchema = z
  .object({
    ...companyFields,
    buyerName: line("Your name", PERSON_NAME_MAX, true),
    acceptTerms: checkbox.refine((v) => v, TERMS_REQUIRED),
  })
  .superRefine(certificateWhenExempt);

export type CompanyCreateValues = z.input<typeof companyCreateSchema>;
export type CompanyCreateInput = z.output<typeof companyCreateSchema>;

/** A company admin editing the company: the same details, all sent again. */
export const companyUpdateSchema = z.object(companyFields).superRefine(certificateWhenExempt);
export type CompanyUpdateValues = z.input<typeof companyUpdateSchema>;
export type CompanyUpdateInput = z.output<typeof companyUpdateSchema>;

const role = z.enum(BUYER_ROLES, { error: 'Role must be "admin" or "buyer"' });

export const invitationSchema = z.object({
  email: emailField("Please enter a valid email", EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
  role: role.default("buyer"),
});
export type InvitationValues = z.input<typeof invitationSchema>;

/** A pending invitation as the company's admins and the supplier's admin see it. */
export interface PendingInvitation {
  id: number;
  email: string;
  role: CompanyRole;
  /** A company admin's address, or "supplier:{admin}". */
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

/** A plain form's revoke: the form names what it does, as the other plain forms do. */
export const invitationRevokeSchema = z.object({ intent: z.literal("revoke", { error: 'intent must be "revoke"' }) });

export const memberRoleSchema = z.object({ role });

/** An invitation's token: 43 url-safe characters (32 random bytes). */
export const invitationTokenSchema = z.object({
  token: z.string({ error: "token is required" }).regex(LINK_TOKEN, "This invitation link is not valid"),
});

export const INVITATION_INVALID = "This invitation has expired or was already used. Ask for a new one.";
export const INVITATION_REVOKED = "This invitation was revoked by the company. Ask its admin for a new one.";
export const INVITATION_EXPIRED = "This invitation has expired. Ask the company's admin for a new one.";
export const INVITATION_ACCEPTED = "This invitation was already accepted. Sign in to see your company.";
export const OTHER_COMPANY = "You already belong to another company. Ask its admin to remove you first, then accept again.";

/** What a plain form's refusal sends back in ?error=: the field, read here into a sentence (never text from the address). */
export const COMPANY_FORM_ERRORS: Record<string, string> = {
  name: "Please enter your company's name.",
  billingStreet: "Please enter the billing street.",
  billingCity: "Please enter the billing city.",
  billingState: "Please enter the billing state.",
  billingZip: "Please enter a 5-digit ZIP code.",
  taxCertificate: "Enter the certificate number of a tax-exempt company.",
  buyerName: "Please enter your name.",
  acceptTerms: `${TERMS_REQUIRED}.`,
  company: "You already belong to a company.",
  email: "Please enter a valid e-mail address.",
  throttled: "Too many invitations sent. Please try again later.",
  mail: "E-mail is not available right now. Please contact us.",
  invitation: INVITATION_INVALID,
  revoked: INVITATION_REVOKED,
  expired: INVITATION_EXPIRED,
  accepted: INVITATION_ACCEPTED,
  other: OTHER_COMPANY,
  "invitation-state": "That invitation is no longer pending: it was accepted, revoked or has expired.",
};
