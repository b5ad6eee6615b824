"use client";

import { useRef, useState, type FormEvent } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, send } from "@/lib/api-client";
import { BREAKS_CELL_MESSAGE, breaksCell, breaksText, parseBreaksCell, type CompanyPriceRow } from "@/lib/company-prices";
import type { ImportReport } from "@/lib/import-report";
import { formatPrice } from "@/lib/money";
import { AdminMain, AdminPageHeader } from "../shared/admin-page-header";

type ListAnswer = { company: { id: number; name: string }; prices: CompanyPriceRow[] };
type Draft = { sku: string; unitPrice: string; breaks: string; expiresOn: string };
const emptyDraft: Draft = { sku: "", unitPrice: "", breaks: "", expiresOn: "" };

/**
 * One company's prices: each product (typed by SKU) at the company's unit
 * price, its quantity breaks ("100:9.50;500:9.00") and its last day; add,
 * edit, delete, and the CSV export and import (checked first, then applied).
 */
export function CompanyPricesScreen({ companyId }: { companyId: number }) {
  const base = `/api/admin/companies/${companyId}/prices`;
  const { data, error, isLoading, mutate } = useSWR<ListAnswer>(base);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [report, setReport] = useState<ImportReport | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  async function save(e: FormEvent) {
    e.preventDefault();
    const breaks = parseBreaksCell(draft.breaks);
    if (breaks === null) {
      setErrors({ breaks: BREAKS_CELL_MESSAGE });
      return;
    }
    const body = { sku: draft.sku, unitPrice: draft.unitPrice, breaks, expiresOn: draft.expiresOn };
    try {
      if (editing === null) await send("POST", base, body);
      else await send("PUT", `${base}/${editing}`, body);
    } catch (err) {
      if (err instanceof ApiError) {
        // "breaks.1.minQuantity" is shown under the breaks field, which holds all of them.
        const byField: Record<string, string> = {};
        for (const [path, message] of Object.entries(err.errors)) byField[path.split(".")[0]] ??= message;
        setErrors(Object.keys(byField).length > 0 ? byField : { form: err.message });
        return;
      }
      throw err;
    }
    toast.success(editing === null ? "Price added" : "Price saved");
    setErrors({});
    setDraft(emptyDraft);
    setEditing(null);
    void mutate();
  }

  async function remove(p: CompanyPriceRow) {
    if (!window.confirm(`Delete this company's price for ${p.sku}?`)) return;
    try {
      await send("DELETE", `${base}/${p.id}`);
    } catch (err) {
      toast.error("Failed to delete the price", { description: err instanceof Error ? err.message : undefined });
      return;
    }
    toast.success("Price deleted");
    void mutate();
  }

  async function importFile(dryRun: boolean) {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      toast.error("Choose a CSV file first");
      return;
    }
    const form = new FormData();
    form.set("file", file);
    const isReport = (answer: unknown): answer is ImportReport => typeof answer === "object" && answer !== null && "summary" in answer;
    let answer: unknown;
    try {
      answer = await send("POST", `${base}/import${dryRun ? "?dryRun=1" : ""}`, form, {
        fallback: (status) => `Import failed (${status})`,
      });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // A file with bad rows is refused with its report, which lists them.
      setReport(isReport(err.body) ? err.body : null);
      toast.error(err.message);
      return;
    }
    setReport(isReport(answer) ? answer : null);
    if (!dryRun) {
      toast.success("Prices imported");
      void mutate();
    }
  }

  const field = (name: keyof Draft, label: string, hint?: string) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`price-${name}`}>{label}</Label>
      <Input
        id={`price-${name}`}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `price-${name}-error` : undefined}
        placeholder={hint}
      />
      {errors[name] && (
        <p id={`price-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <>
      <AdminPageHeader
        title={data ? `Prices for ${data.company.name}` : "Company Prices"}
        description="What this company's signed-in buyers see as their price, and what the quote editor starts their requests from."
        backHref={`/admin/companies/${companyId}`}
        backLabel="Back to Company"
        actions={
          <Button asChild variant="outline">
            <a href={`${base}/export`}>Export CSV</a>
          </Button>
        }
      />
      <AdminMain>
        <form
          onSubmit={save}
          aria-label={editing === null ? "Add a price" : "Edit the price"}
          className="mb-6 grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-5 sm:items-end"
        >
          {field("sku", "SKU")}
          {field("unitPrice", "Unit price", "45.00")}
          {field("breaks", "Quantity breaks", "100:9.50;500:9.00")}
          {field("expiresOn", "Last day", "YYYY-MM-DD")}
          <div className="flex gap-2">
            <Button type="submit">{editing === null ? "Add Price" : "Save Price"}</Button>
            {editing !== null && (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setEditing(null);
                  setDraft(emptyDraft);
                  setErrors({});
                }}
              >
                Cancel
              </Button>
            )}
          </div>
          {errors.form && <p className="text-sm text-destructive sm:col-span-5">{errors.form}</p>}
        </form>

        <section aria-labelledby="price-import-heading" className="mb-6 flex flex-col gap-2 rounded-xl border bg-card p-4">
          <h2 id="price-import-heading" className="font-semibold">
            Import CSV
          </h2>
          <p className="text-sm text-muted-foreground">
            Columns sku, unitPrice, breaks, expiresOn (as the export writes them). Check shows what would change; a file with any bad row
            changes nothing.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Input ref={fileRef} type="file" accept=".csv,text/csv" aria-label="Price file" className="max-w-xs" />
            <Button type="button" variant="outline" onClick={() => void importFile(true)}>
              Check File
            </Button>
            <Button type="button" onClick={() => void importFile(false)}>
              Import
            </Button>
          </div>
          {report && (
            <div role="status" className="text-sm">
              <p>
                {report.summary.create} new, {report.summary.update} changed, {report.summary.unchanged} unchanged, {report.summary.errors}{" "}
                with errors{report.applied ? ": imported" : ""}.
              </p>
              <ul className="mt-1 list-disc pl-5 text-destructive">
                {report.rows
                  .filter((r) => r.errors)
                  .slice(0, 50)
                  .map((r) => (
                    <li key={r.row}>
                      Line {r.row}:{" "}
                      {Object.entries(r.errors ?? {})
                        .map(([c, m]) => `${c}: ${m}`)
                        .join("; ")}
                    </li>
                  ))}
              </ul>
            </div>
          )}
        </section>

        {isLoading ? (
          <p aria-busy="true">Loading prices…</p>
        ) : error || !data ? (
          <p className="text-destructive">Prices could not be loaded.</p>
        ) : data.prices.length === 0 ? (
          <p className="text-muted-foreground">No prices for this company yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border bg-card">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b">
                  <th className="px-3 py-2">SKU</th>
                  <th className="px-3 py-2">Product</th>
                  <th className="px-3 py-2">Public price</th>
                  <th className="px-3 py-2">Company price</th>
                  <th className="px-3 py-2">Breaks</th>
                  <th className="px-3 py-2">Last day</th>
                  <th className="px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.prices.map((p) => (
                  <tr key={p.id} className="border-b last:border-0">
                    <td className="px-3 py-2 font-mono">{p.sku}</td>
                    <td className="px-3 py-2">{p.name}</td>
                    <td className="px-3 py-2 text-muted-foreground">{p.publicPrice}</td>
                    <td className="px-3 py-2 font-semibold">{formatPrice(p.unitPrice)}</td>
                    <td className="px-3 py-2">{breaksText(p.breaks) || "—"}</td>
                    <td className="px-3 py-2">
                      {p.expiresOn ?? "—"} {p.expired && <Badge variant="destructive">Expired</Badge>}
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Edit ${p.sku}`}
                          onClick={() => {
                            setEditing(p.id);
                            setErrors({});
                            setDraft({ sku: p.sku, unitPrice: p.unitPrice, breaks: breaksCell(p.breaks), expiresOn: p.expiresOn ?? "" });
                          }}
                        >
                          Edit
                        </Button>
                        <Button variant="outline" size="sm" aria-label={`Delete ${p.sku}`} onClick={() => void remove(p)}>
                          Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminMain>
    </>
  );
}
