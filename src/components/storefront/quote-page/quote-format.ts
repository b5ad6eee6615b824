/** How the quote page writes its dates and quantities (browser-safe, no time zone of the browser's own). */
import { formatIsoDate } from "@/lib/dates";
import { formatCount } from "@/lib/count";

/** "2026-12-25" -> "December 25, 2026". */
export const formatDay = formatIsoDate;

/** A moment (ISO timestamp) as the calendar day it was in `timeZone`: "November 25, 2026". */
export function formatMoment(iso: string, timeZone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString("en-US", { timeZone, year: "numeric", month: "long", day: "numeric" });
}

/** 1200 -> "1,200". */
export const formatQuantity = (n: number) => formatCount(n);
