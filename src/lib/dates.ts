/**
 * Calendar dates as "YYYY-MM-DD" text. Quotes are valid to the end of a day in
 * the business's time zone, so "today" is always asked for in a zone.
 */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== "string" || !ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Today's date in a time zone (the browser's own when none is given). */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The date `days` after an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "2026-12-25" -> "December 25, 2026" (no time zone shift: it is a calendar date). */
export function formatIsoDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
}

/** Midnight at the start of `isoDate` in `timeZone`. */
export function startOfDayIn(isoDate: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  // The zone's offset at the guess, then at the corrected instant (they differ only across a DST change).
  const first = utcMidnight - offsetMs(utcMidnight, timeZone);
  return new Date(utcMidnight - offsetMs(first, timeZone));
}

/** How far ahead of UTC the wall clock in `timeZone` is at `instant`. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(instant / 1000) * 1000;
}
