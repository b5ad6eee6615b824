/**
 * A quantity with its unit of sale, as a quote prints it: "25 rolls",
 * "1 case of 4 rolls", "25+ rolls" (a break's minimum), "3 × 1,000 bags".
 * Units are the admin's free text (at most 40 characters): the first word is
 * made plural by English rules unless it is an abbreviation, already plural
 * or a unit with no plural ("each"); a unit that starts with a number is a
 * pack size and is multiplied instead. Browser-safe.
 */

const QUANTITY = new Intl.NumberFormat("en-US");

/** Words and abbreviations that read the same after any number. */
const INVARIABLE = new Set([
  "each",
  "ea",
  "pc",
  "pcs",
  "lb",
  "lbs",
  "kg",
  "g",
  "oz",
  "ft",
  "in",
  "m",
  "mm",
  "cm",
  "yd",
  "gal",
  "l",
  "ml",
  "sq",
  "cwt",
  "mil",
  "msi",
  "dz",
  "doz",
  "ct",
  "cs",
  "bx",
  "pk",
  "rl",
  "pr",
  "bdl",
  "plt",
  "sets",
]);

function plural(word: string): string {
  const lower = word.toLowerCase();
  if (INVARIABLE.has(lower.replace(/\.$/, "")) || /[^a-z]/.test(lower) || lower.length < 3) return word;
  if (/[^s]s$/.test(lower)) return word; // "rolls", "bags": already plural
  const upper = word === word.toUpperCase();
  let ending: string;
  let stem = word;
  if (/(?:s|x|z|ch|sh)$/.test(lower)) ending = "es";
  else if (/[^aeiou]y$/.test(lower)) {
    stem = word.slice(0, -1);
    ending = "ies";
  } else ending = "s";
  return stem + (upper ? ending.toUpperCase() : ending);
}

/** "roll" → "rolls", "case of 4 rolls" → "cases of 4 rolls", "box" → "boxes"; 1 keeps the unit as it is. */
export function unitFor(n: number, unit: string): string {
  const u = unit.trim();
  if (n === 1 || u === "") return u;
  const at = u.search(/\s/);
  return at < 0 ? plural(u) : plural(u.slice(0, at)) + u.slice(at);
}

/**
 * "25 rolls"; with `orMore`, a break's minimum: "25+ rolls". A unit that is a
 * pack size ("1,000 bags") is counted in packs: "25+ × 1,000 bags".
 */
export function quantityWithUnit(n: number, unit: string, opts: { orMore?: boolean } = {}): string {
  const count = `${QUANTITY.format(n)}${opts.orMore ? "+" : ""}`;
  const u = unit.trim();
  if (u === "") return count;
  if (/^\d/.test(u)) return `${count} × ${u}`;
  // "1+ rolls": one or more.
  return `${count} ${unitFor(opts.orMore ? 2 : n, u)}`;
}
