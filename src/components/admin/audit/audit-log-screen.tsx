"use client";

import { useState } from "react";
import useSWR from "swr";
import { RotateCcw } from "lucide-react";
import { toast } from "sonner";
import { AdminPageHeader } from "@/components/admin/shared/admin-page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { AuditEntry } from "@/lib/admin-types";
import { send } from "@/lib/api-client";

const PAGE_SIZE = 50;
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "medium" });

function pretty(text: string | null): string {
  if (text === null) return "—";
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The `name` in an entry's recorded values, even when the text was cut short. */
function recordedName(text: string | null): string | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === "object" && "name" in v && typeof v.name === "string" ? v.name : null;
  } catch {
    // Long values are stored cut at 20,000 characters; the name comes early.
    const m = /^\{(?:"id":\d+,)?"name":("(?:[^"\\]|\\.)*")/.exec(text);
    return m ? (JSON.parse(m[1]) as string) : null;
  }
}

/** What an entry is about, by name where it has one: a deleted product is still "Product “Clear Liners” #29", not just "Product #29". */
export function auditSubject(e: Pick<AuditEntry, "entity" | "entityId" | "before" | "after">): string {
  const name = recordedName(e.after) ?? recordedName(e.before);
  const id = e.entityId ? ` #${e.entityId}` : "";
  return name ? `${e.entity} \u201c${name}\u201d${id}` : `${e.entity}${id}`;
}

/** Brings a deleted product or category back from its entry, then has the list read again. */
function RestoreButton({ entry, onRestored }: { entry: AuditEntry; onRestored: () => void }) {
  const [busy, setBusy] = useState(false);
  async function restore() {
    setBusy(true);
    try {
      const result = await send<{ entity: string; id: number; note?: string }>("POST", `/api/admin/audit-log/${entry.id}/restore`);
      toast.success(`Restored ${auditSubject({ ...entry, entityId: String(result.id) })}`, { description: result.note });
      onRestored();
    } catch (e) {
      toast.error("Could not restore it", { description: e instanceof Error ? e.message : undefined });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={restore} disabled={busy} aria-label={`Restore ${auditSubject(entry)}`}>
      <RotateCcw aria-hidden />
      {busy ? "Restoring..." : "Restore"}
    </Button>
  );
}

/** Who changed what, when, with the values before and after; deleted products and categories can be restored for 30 days. */
export function AuditLogScreen() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSWR<{ entries: AuditEntry[]; total: number }>(
    `/api/admin/audit-log?page=${page}&pageSize=${PAGE_SIZE}`,
  );
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <>
      <AdminPageHeader title="Audit Log" description="Every change made in the back office, newest first." />
      <main className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6 lg:px-8">
        {isLoading && <p className="text-muted-foreground">Loading...</p>}
        {error && <p className="text-destructive">Failed to load the audit log</p>}
        {data && data.entries.length === 0 && <p className="text-muted-foreground">No changes recorded yet.</p>}
        <ul className="space-y-2">
          {data?.entries.map((e) => (
            <li key={e.id} className="flex items-start gap-2 rounded-lg border bg-background p-3 text-sm">
              <details className="min-w-0 flex-1">
                <summary className="flex cursor-pointer flex-wrap items-center gap-2">
                  <time dateTime={e.createdAt} className="text-muted-foreground">
                    {dateFormat.format(new Date(e.createdAt))}
                  </time>
                  <Badge variant="secondary">{e.action}</Badge>
                  <span className="font-medium">{auditSubject(e)}</span>
                  <span className="text-muted-foreground">by {e.actor}</span>
                </summary>
                <div className="mt-2 grid gap-2 md:grid-cols-2">
                  <div>
                    <p className="text-xs font-semibold text-muted-foreground uppercase">Before</p>
                    <pre className="max-h-64 overflow-auto rounded bg-muted p-2 text-xs">{pretty(e.before)}</pre>
                  </div>
                  <div>
                    <p className="text-xs font-semibold text-muted-foreground uppercase">After</p>
                    <pre className="max-h-64 overflow-auto rounded bg-muted p-2 text-xs">{pretty(e.after)}</pre>
                  </div>
                </div>
              </details>
              {e.restorable && <RestoreButton entry={e} onRestored={() => void mutate()} />}
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav aria-label="Audit log pages" className="flex items-center justify-between">
            <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span className="text-sm text-muted-foreground">
              Page {page} of {pages}
            </span>
            <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </nav>
        )}
      </main>
    </>
  );
}
