import { Fragment } from "react";
import { cn } from "@/lib/utils";

/** Key/value pairs as a description list (a product card's first specifications). */
export function SpecList({ entries, className }: { entries: [string, string][]; className?: string }) {
  if (entries.length === 0) return null;
  return (
    <dl className={cn("grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm", className)}>
      {entries.map(([key, value]) => (
        <Fragment key={key}>
          <dt className="text-muted-foreground">{key}</dt>
          <dd className="min-w-0 font-medium break-words">{value || "—"}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
