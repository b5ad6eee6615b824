/** A listing's page number from a URL segment: digits only, 1 to 100,000 (anything else is no page). */
export function parsePageNumber(raw: string): number | null {
  if (!/^[1-9][0-9]{0,5}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 100_000 ? n : null;
}
