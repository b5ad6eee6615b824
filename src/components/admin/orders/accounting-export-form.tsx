"use client";

import { Download } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError, getBlob } from "@/lib/api-client";
import { accountingExportQuerySchema, accountingFileName, type AccountingExportQuery } from "@/lib/validation/accounting-export";
import { fieldErrors } from "@/lib/validation/errors";

const ACTION = "/api/admin/exports/accounting";

/** The name the answer's Content-Disposition gives, else the one the range makes. */
function fileNameOf(headers: Headers, range: AccountingExportQuery): string {
  const m = /filename="([^"]+)"/.exec(headers.get("content-disposition") ?? "");
  return m?.[1] ?? accountingFileName(range);
}

/**
 * "Export for accounting" on the orders screen: the accepted orders of a range
 * of days as CSV. A plain GET form, so without scripts the browser downloads
 * the answer itself; with them the range is checked here first (each field
 * says what is wrong) and the file is fetched, so a refusal is shown beside
 * the fields and in a toast rather than as a page of JSON. The file of at most
 * a year of orders is held in memory once, as a Blob, to be saved.
 */
export function AccountingExportForm({ defaultFrom, defaultTo }: { defaultFrom: string; defaultTo: string }) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = accountingExportQuerySchema.safeParse({ from: data.get("from"), to: data.get("to") });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      toast.error("Check the dates", { description: Object.values(found)[0] });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      let file: { blob: Blob; headers: Headers };
      try {
        file = await getBlob(`${ACTION}?${new URLSearchParams(parsed.data)}`, { fallback: (status) => `Export failed (${status})` });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status > 0) setErrors(error.errors);
        toast.error(error.message);
        return;
      }
      const name = fileNameOf(file.headers, parsed.data);
      const href = URL.createObjectURL(file.blob);
      const link = document.createElement("a");
      link.href = href;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      // The download has taken the Blob by the next task; a second later it is surely safe to let it go.
      setTimeout(() => URL.revokeObjectURL(href), 1000);
      toast.success(`Downloaded ${name}`);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: "from" | "to", label: string, defaultValue: string) => {
    const error = errors[name];
    return (
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <Input
          id={`${id}-${name}`}
          name={name}
          type="date"
          required
          defaultValue={defaultValue}
          className="w-auto"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      method="get"
      action={ACTION}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-lg border bg-background p-4"
    >
      <h2 id={`${id}-title`} className="font-medium">
        Export for accounting
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        Orders accepted in these days, cancelled ones left out: one CSV row per line, with freight and the order total on each.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {field("from", "From", defaultFrom)}
        {field("to", "To", defaultTo)}
        <Button type="submit" variant="outline" disabled={busy} className="sm:mt-6">
          <Download aria-hidden />
          {busy ? "Exporting…" : "Download CSV"}
        </Button>
      </div>
    </form>
  );
}
