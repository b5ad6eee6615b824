/**
 * A ship-to address of a company's address book: the page's form and the
 * handlers check it with this one schema.
 */
import { z } from "@/lib/validation/zod";
import { optionalText, requiredText, singleLine, tooLong } from "./common";
import { isPhone, isUsStateCode, PHONE_MESSAGE, STATE_MESSAGE, ZIP_MESSAGE } from "./quote-request";

export const ADDRESSES_MAX = 100;
export const ADDRESSES_MAX_MESSAGE = `A company's address book holds at most ${ADDRESSES_MAX} addresses`;

/** 12345, 12345-6789 or 123456789 (stored as 12345-6789, as the quote form takes it). */
const ZIP_RE = /^(\d{5})(?:-?(\d{4}))?$/;

const line = (label: string, max: number) => requiredText(`${label} is required`, max, tooLong(label, max)).check(singleLine(label));
const optionalLine = (label: string, max: number) => optionalText(max, tooLong(label, max)).check(singleLine(label));

/** A checkbox posted by a plain form ("on"), or a boolean from a script; absent is false. */
const flag = z
  .union([z.boolean(), z.enum(["on", "1", "true", "0", "false", ""])], { error: "Must be true or false" })
  .nullish()
  .transform((v) => v === true || v === "on" || v === "1" || v === "true");

export const addressSchema = z.object({
  label: line("Label", 60),
  recipient: line("Recipient", 200),
  companyName: optionalLine("Company", 200),
  street: line("Street", 200),
  street2: optionalLine("Street 2", 200),
  city: line("City", 100),
  /** Two-letter code, any case on input, upper case on output. */
  state: z.string({ error: STATE_MESSAGE }).trim().toUpperCase().refine(isUsStateCode, STATE_MESSAGE),
  zip: z
    .string({ error: ZIP_MESSAGE })
    .trim()
    .regex(ZIP_RE, ZIP_MESSAGE)
    .transform((v) => v.replace(ZIP_RE, (_, five: string, four?: string) => (four ? `${five}-${four}` : five))),
  /** Optional; when given, as the quote form's phone. */
  phone: optionalText(25, tooLong("Phone", 25)).refine((v) => v === "" || isPhone(v), PHONE_MESSAGE),
  isDefault: flag,
});

/** The address book's "Make default" and "Delete" buttons, posted without scripts. */
export const addressIntentSchema = z.object({ intent: z.enum(["default", "delete"], { error: "intent must be default or delete" }) });

export type AddressInput = z.output<typeof addressSchema>;
export type AddressFormValues = z.input<typeof addressSchema>;

/** An address as the account's pages and APIs show it. */
export interface Address extends Omit<AddressInput, "state"> {
  id: number;
  state: string;
}
