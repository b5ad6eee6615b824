"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, NETWORK_ERROR_MESSAGE, send } from "@/lib/api-client";
import { CSV_MAX_BYTES, CSV_TOO_LARGE_MESSAGE } from "@/lib/requisition-csv";
import { toast } from "@/lib/toast";

/**
 * Sends a chosen CSV file (sku,quantity) as it is; the server checks it and
 * saves all of it or nothing. Each refused row is listed with its line number.
 */
export function ImportCsv({ listId }: { listId: number }) {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  async function upload() {
    if (!file) return;
    setProblems([]);
    if (file.size > CSV_MAX_BYTES) {
      setProblems([CSV_TOO_LARGE_MESSAGE]);
      return;
    }
    setBusy(true);
    try {
      const data = await send<{ added?: number; updated?: number } | null>("POST", `/api/account/lists/${listId}/import`, file, {
        headers: { "Content-Type": "text/csv" },
      });
      toast.success("List imported", { description: `${data?.added ?? 0} added, ${data?.updated ?? 0} updated.` });
      setFile(null);
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) setProblems([NETWORK_ERROR_MESSAGE]);
      else {
        const rows = Object.entries(error.errors).map(([k, m]) => `Line ${k.replace(/^line\./, "")}: ${m}`);
        setProblems(rows.length > 0 ? ["Nothing imported.", ...rows] : [error.message]);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-muted-foreground">
        One product a row: <code>sku,quantity</code> (a header row is optional). A file with any bad row is not imported.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label className="flex flex-col gap-1 font-medium">
          CSV file
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblems([]);
            }}
          />
        </label>
        <Button type="button" variant="outline" onClick={upload} disabled={!file || busy}>
          {busy ? "Importing..." : "Import"}
        </Button>
      </div>
      {problems.length > 0 && (
        <div role="alert" className="text-destructive">
          <ul className="list-inside list-disc">
            {problems.slice(0, 50).map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
          {problems.length > 50 && <p>and {problems.length - 50} more</p>}
        </div>
      )}
    </div>
  );
}
