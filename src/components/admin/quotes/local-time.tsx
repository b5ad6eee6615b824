"use client";

// The admin's own locale and time zone: these screens render in the browser only (their data comes from SWR).
const format = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A moment, written the way the admin's browser writes dates and times. */
export function LocalTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}
