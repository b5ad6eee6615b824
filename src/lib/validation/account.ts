/**
 * A buyer's account: signing in with a link e-mailed to them. Shared by the
 * sign-in form and its route handler.
 */
import { z } from "@/lib/validation/zod";
import { emailField } from "./common";

export const EMAIL_MAX = 254;

/** Every e-mailed link's token (sign-in, address change, invitation): 43 url-safe characters (32 random bytes). */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const signInSchema = z.object({
  email: emailField("Please enter a valid email", EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
});

export type SignInValues = z.input<typeof signInSchema>;

/** A sign-in link's token: 43 url-safe characters (32 random bytes). */
export const signInTokenSchema = z.object({
  token: z.string({ error: "token is required" }).regex(LINK_TOKEN, "This sign-in link is not valid"),
});

/** Signing out: `everywhere` (true, or "1" from a form) ends every session of the buyer, not only this browser's. */
export const signOutSchema = z.object({ everywhere: z.union([z.boolean(), z.enum(["1", "0"])]).optional() });

/** What the buyer reads once they asked for a link, whether or not the address is known. */
export const SIGN_IN_SENT_MESSAGE = "If that address can sign in, a sign-in link is on its way. It works once, for 15 minutes.";
export const SIGN_IN_LINK_INVALID = "This sign-in link has expired or was already used. Ask for a new one.";

/** Changing the account's address: the new one, which must prove itself by a link e-mailed to it. */
export const emailChangeSchema = z.object({
  email: emailField("Please enter a valid email", EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
});
export type EmailChangeValues = z.input<typeof emailChangeSchema>;

/** An e-mail change link's token: 43 url-safe characters (32 random bytes). */
export const emailChangeTokenSchema = z.object({
  token: z.string({ error: "token is required" }).regex(LINK_TOKEN, "This confirmation link is not valid"),
});

export const EMAIL_SAME = "That is already your address";
export const EMAIL_TAKEN = "Another account uses that address";
export const EMAIL_CHANGE_LINK_INVALID = "This confirmation link has expired or was already used. Ask for a new one from your account.";
export const emailChangeSentMessage = (email: string) =>
  `A confirmation link is on its way to ${email}. Your address changes when you open it (it works once, for 15 minutes).`;

/** What a plain form's refusal or outcome sends back in ?email=: read here into a sentence (never text from the address). */
export const EMAIL_CHANGE_OUTCOMES: Record<string, string> = {
  sent: "A confirmation link is on its way to your new address. Your address changes when you open it (it works once, for 15 minutes).",
  changed: "Your e-mail address was changed. Every other browser was signed out.",
  invalid: "Please enter a valid e-mail address.",
  same: `${EMAIL_SAME}.`,
  taken: `${EMAIL_TAKEN}.`,
  throttled: "Too many changes asked for. Please try again later.",
  mail: "E-mail is not available right now. Please contact us.",
};
