"use client";

import { useSyncExternalStore } from "react";

// US short date with hour and minute.
const format = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "short" });

const subscribe = () => () => {};

/**
 * Formatted in the browser so it shows the admin's own time zone; the server
 * render (which would use the server's zone) leaves it blank instead of
 * showing a time that then jumps.
 */
export function MessageDate({ iso, className }: { iso: string; className?: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () => format.format(new Date(iso)),
    () => "",
  );
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
