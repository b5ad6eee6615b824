/**
 * The honeypot field's name on its own, without zod: client
 * forms render the field on first paint, before zod has been downloaded.
 */
export const HONEYPOT_FIELD = "website";
