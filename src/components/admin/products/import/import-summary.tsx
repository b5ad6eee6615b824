import { TriangleAlert } from "lucide-react";
import type { ImportSummary as Summary } from "@/lib/import-report";
import { cn } from "@/lib/utils";

const COUNTS: { key: keyof Summary; label: string }[] = [
  { key: "create", label: "To create" },
  { key: "update", label: "To update" },
  { key: "unchanged", label: "Unchanged" },
  { key: "errors", label: "Errors" },
];

/** The dry run's counts, and the columns the import will ignore. */
export function ImportSummary({ summary, unknownColumns }: { summary: Summary; unknownColumns: readonly string[] }) {
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {COUNTS.map(({ key, label }) => (
          <div
            key={key}
            className={cn("rounded-md border p-2", key === "errors" && summary.errors > 0 && "border-destructive text-destructive")}
          >
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{summary[key].toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
      {unknownColumns.length > 0 && (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Unknown {unknownColumns.length === 1 ? "column" : "columns"}, ignored: {unknownColumns.join(", ")}
          </span>
        </p>
      )}
    </div>
  );
}
