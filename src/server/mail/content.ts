import "server-only";

/**
 * What an e-mail says, as data: every mail the product sends is one of these,
 * and both of its parts, the plain text (render-text.ts) and the HTML
 * (render-html.tsx), are written from it, so they cannot say different things.
 * Strings are plain text: the HTML part escapes them, never reads them as markup.
 */
export interface MailContent {
  subject: string;
  /** The line mail apps show beside the subject; the first paragraph when absent. */
  preview?: string;
  blocks: MailBlock[];
}

export type MailBlock =
  /** A paragraph. */
  | { type: "text"; text: string }
  /** Labelled values, one a line ("Ship to: TX 75001"). */
  | { type: "facts"; rows: { label: string; value: string }[] }
  /** A list of lines (items of a request), each a title and details under it. */
  | { type: "items"; heading: string; items: { title: string; details: string[] }[] }
  /** Someone's words kept as they were written (a message, notes), line breaks and all. */
  | { type: "quote"; label: string; text: string }
  /** The one thing to do next: a button in HTML, the address on its own line in text. */
  | { type: "action"; label: string; url: string }
  /** Who writes: the last line. */
  | { type: "signature"; text: string };

/** What sendMail sends: the content and its two renderings. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}
