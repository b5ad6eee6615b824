"use client";

import { useMemo, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { FieldChange, ImportAction, ImportRowReport } from "@/lib/import-report";

export type ReportFilter = "all" | "changes" | "errors";

const FILTERS: { value: ReportFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "changes", label: "Changes" },
  { value: "errors", label: "Errors" },
];

/** Rows drawn at once: a 10,000-row report stays quick, the rest come with "Show more". */
export const REPORT_PAGE_SIZE = 100;

const ACTIONS: Record<ImportAction, { label: string; variant: "default" | "secondary" | "outline" | "destructive" }> = {
  create: { label: "New", variant: "default" },
  update: { label: "Update", variant: "secondary" },
  unchanged: { label: "Unchanged", variant: "outline" },
  error: { label: "Error", variant: "destructive" },
};

const isChange = (r: ImportRowReport) => r.action === "create" || r.action === "update";

function filterRows(rows: readonly ImportRowReport[]): Record<ReportFilter, readonly ImportRowReport[]> {
  return { all: rows, changes: rows.filter(isChange), errors: rows.filter((r) => r.action === "error") };
}

/** The filter shown first: the errors to fix, else the changes to review, else everything. */
function firstFilter(byFilter: Record<ReportFilter, readonly ImportRowReport[]>): ReportFilter {
  if (byFilter.errors.length > 0) return "errors";
  return byFilter.changes.length > 0 ? "changes" : "all";
}

/** The dry run row by row, filtered to All, Changes or Errors. */
export function ImportReportTable({ rows }: { rows: readonly ImportRowReport[] }) {
  const byFilter = useMemo(() => filterRows(rows), [rows]);
  const [filter, setFilter] = useState<ReportFilter>(() => firstFilter(byFilter));
  return (
    <Tabs value={filter} onValueChange={(v) => setFilter(v as ReportFilter)}>
      <TabsList aria-label="Rows to show">
        {FILTERS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label} ({byFilter[value].length.toLocaleString("en-US")})
          </TabsTrigger>
        ))}
      </TabsList>
      {FILTERS.map(({ value }) => (
        <TabsContent key={value} value={value}>
          <ReportRows rows={byFilter[value]} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function ReportRows({ rows }: { rows: readonly ImportRowReport[] }) {
  const [shown, setShown] = useState(REPORT_PAGE_SIZE);
  const countRef = useRef<HTMLParagraphElement>(null);
  if (rows.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">No rows.</p>;
  const visible = rows.slice(0, shown);
  const left = rows.length - visible.length;

  function showMore() {
    setShown((n) => n + REPORT_PAGE_SIZE);
    // The button goes away with the last page; focus stays in the list instead of falling to the page.
    if (left <= REPORT_PAGE_SIZE) countRef.current?.focus();
  }

  return (
    <div className="space-y-2">
      <div className="max-h-[45vh] overflow-auto rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-16">Row</TableHead>
              <TableHead>SKU</TableHead>
              <TableHead>Action</TableHead>
              <TableHead>Details</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {visible.map((r) => (
              <TableRow key={r.row}>
                <TableCell className="align-top tabular-nums">{r.row}</TableCell>
                <TableCell className="align-top font-mono text-xs">{r.sku || "(none)"}</TableCell>
                <TableCell className="align-top">
                  <Badge variant={ACTIONS[r.action].variant}>{ACTIONS[r.action].label}</Badge>
                </TableCell>
                <TableCell className="align-top whitespace-normal">
                  <RowDetails row={r} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <p ref={countRef} tabIndex={-1} className="outline-none">
          Showing {visible.length.toLocaleString("en-US")} of {rows.length.toLocaleString("en-US")} rows
        </p>
        {left > 0 && (
          <Button type="button" variant="outline" size="sm" onClick={showMore}>
            Show {Math.min(left, REPORT_PAGE_SIZE)} more
          </Button>
        )}
      </div>
    </div>
  );
}

/** Longer values (a description) are cut short in the table; the whole text is in the title. */
const SHOWN_LENGTH = 120;

function Value({ value }: { value: string | null }) {
  if (value === null || value === "") return <span className="text-muted-foreground">(empty)</span>;
  if (value.length <= SHOWN_LENGTH) return <>{value}</>;
  return <span title={value}>{value.slice(0, SHOWN_LENGTH)}…</span>;
}

function RowDetails({ row }: { row: ImportRowReport }) {
  if (row.errors && Object.keys(row.errors).length > 0) {
    return (
      <ul className="space-y-0.5 text-destructive">
        {Object.entries(row.errors).map(([field, message]) => (
          <li key={field}>
            <span className="font-mono text-xs">{field}</span>: {message}
          </li>
        ))}
      </ul>
    );
  }
  const changes = Object.entries(row.changes ?? {});
  if (changes.length === 0) return <span className="text-muted-foreground">No changes</span>;
  return (
    <ul className="space-y-0.5">
      {changes.map(([field, change]) => (
        <li key={field} className="break-words">
          <span className="font-mono text-xs">{field}</span>: <ChangeText change={change} isNew={row.action === "create"} />
        </li>
      ))}
    </ul>
  );
}

function ChangeText({ change: [before, after], isNew }: { change: FieldChange; isNew: boolean }) {
  if (isNew) return <Value value={after} />;
  return (
    <>
      <span className="text-muted-foreground">
        <Value value={before} />
      </span>{" "}
      → <Value value={after} />
    </>
  );
}
