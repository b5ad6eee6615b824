import type { Address } from "./validation/address";

/** GET /api/account/quote-defaults: what the quote form is filled from for a signed-in buyer. */
export interface QuoteDefaults {
  name: string;
  email: string;
  company: string;
  /** The company's address book, its default first (isDefault). */
  addresses: Address[];
}

/** The quote form's contact fields from the account and one address of the book (or none). */
export function quoteFieldsFrom(d: QuoteDefaults, address: Address | undefined) {
  return {
    name: d.name || address?.recipient || "",
    email: d.email,
    company: d.company || address?.companyName || "",
    ...(address?.phone ? { phone: address.phone } : {}),
    ...(address ? { state: address.state, zip: address.zip } : {}),
  };
}
