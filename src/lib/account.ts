/** One of the buyer's requests as their account lists it. */
export interface AccountQuote {
  reference: string;
  /** The business's date it was sent, YYYY-MM-DD. */
  date: string;
  items: number;
  /** What the buyer reads of its state. */
  state: string;
  /** The private quote page, once a quote was sent. */
  url: string | null;
}
