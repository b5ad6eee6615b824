"use client";

import { FileUp, Upload } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useRefreshProducts } from "@/hooks/admin/use-products";
import { changeCount, type ImportReport, type ImportSummary as Summary } from "@/lib/import-report";
import { cn } from "@/lib/utils";
import { countFileRows, fileProblem, IMPORT_ACCEPT } from "./import/file-rows";
import { ImportProgress } from "./import/import-progress";
import { ImportReportTable } from "./import/import-report-table";
import { ImportSummary } from "./import/import-summary";
import { uploadImport, type UploadProgress } from "./import/upload-import";

type Purpose = "check" | "apply";
type Problem = { message: string; errors: Record<string, string> };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "1 updated, 2 created, 57 unchanged": what an apply did, for its toast. */
export function appliedText(s: Summary): string {
  return `${s.update.toLocaleString("en-US")} updated, ${s.create.toLocaleString("en-US")} created, ${s.unchanged.toLocaleString("en-US")} unchanged`;
}

/** The products screen's Import button and its dialog; the product list is refetched after an import. */
export function ImportProductsButton() {
  const [open, setOpen] = useState(false);
  const refreshProducts = useRefreshProducts();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden />
          Import
        </Button>
      </DialogTrigger>
      {/* Mounted only while open, so each opening starts afresh and closing aborts a check under way. */}
      {open && <ImportProductsDialog onClose={() => setOpen(false)} onImported={() => void refreshProducts()} />}
    </Dialog>
  );
}

/**
 * Import products from a file: choose or drop it, check it (a dry run on the
 * server, shown row by row), then apply it. Nothing changes before Apply.
 */
export function ImportProductsDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [rowCount, setRowCount] = useState<number | null>(null);
  const [sending, setSending] = useState<{ purpose: Purpose; progress: UploadProgress } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<File | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    // A file dropped beside the dialog would otherwise make the browser leave the admin to open it.
    const keep = (e: globalThis.DragEvent) => {
      if (e.dataTransfer?.types.includes("Files")) e.preventDefault();
    };
    window.addEventListener("dragover", keep);
    window.addEventListener("drop", keep);
    return () => {
      window.removeEventListener("dragover", keep);
      window.removeEventListener("drop", keep);
    };
  }, []);
  // Focus follows the step, so a keyboard or screen reader user is not left on a button that went away.
  const isSending = sending !== null;
  useEffect(() => {
    if (isSending) progressRef.current?.focus();
  }, [isSending]);
  useEffect(() => {
    if (report) resultsRef.current?.focus();
  }, [report]);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const applying = sending?.purpose === "apply";

  function choose(chosen: File) {
    const why = fileProblem(chosen);
    fileRef.current = why ? null : chosen;
    setFile(fileRef.current);
    setReport(null);
    setRowCount(null);
    setProblem(why ? { message: why, errors: {} } : null);
    if (why) return;
    countFileRows(chosen)
      .then((n) => fileRef.current === chosen && setRowCount(n))
      .catch(() => undefined);
  }

  async function send(purpose: Purpose) {
    if (!file) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setProblem(null);
    setSending({ purpose, progress: { stage: "uploading", percent: 0 } });
    let outcome;
    try {
      outcome = await uploadImport(file, {
        dryRun: purpose === "check",
        signal: controller.signal,
        onProgress: (progress) => setSending({ purpose, progress }),
      });
    } catch {
      return; // Aborted: the dialog closed.
    }
    setSending(null);
    if (outcome.ok && purpose === "apply") {
      toast.success("Products imported", { description: appliedText(outcome.report.summary) });
      onImported();
      onClose();
      return;
    }
    if (outcome.ok) {
      setReport(outcome.report);
      return;
    }
    if (outcome.report) setReport(outcome.report);
    setProblem({ message: outcome.error.message, errors: outcome.error.errors });
  }

  function onDragOver(e: DragEvent) {
    if (!e.dataTransfer.types.includes("Files")) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = isSending ? "none" : "copy";
    setDragging(true);
  }

  function onDragLeave(e: DragEvent) {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
  }

  function onDrop(e: DragEvent) {
    if (!e.dataTransfer.types.includes("Files")) return;
    e.preventDefault();
    setDragging(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped && !isSending) choose(dropped);
  }

  const working = applying
    ? `Applying ${plural(report ? changeCount(report.summary) : 0, "change", "changes")}…`
    : rowCount !== null
      ? `Checking ${plural(rowCount, "row", "rows")}…`
      : "Checking the rows…";

  return (
    <DialogContent
      className={cn("max-h-[92vh] overflow-y-auto sm:max-w-4xl", dragging && "ring-2 ring-primary")}
      showCloseButton={!applying}
      // Once an apply is sent the server finishes it anyway: closing would only hide its result.
      onEscapeKeyDown={(e) => applying && e.preventDefault()}
      onInteractOutside={(e) => applying && e.preventDefault()}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <DialogHeader>
        <DialogTitle>Import products</DialogTitle>
        <DialogDescription>
          Add and update products from a CSV or XLSX file, such as an export. The SKU finds each product. Nothing changes until you apply.
        </DialogDescription>
      </DialogHeader>

      <div
        className={cn("flex flex-wrap items-center gap-3 rounded-md border border-dashed p-4", dragging && "border-primary bg-primary/5")}
      >
        <FileUp className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <p className="min-w-0 flex-1 text-sm">
          {file ? (
            <>
              <span className="font-medium break-all">{file.name}</span>
              <span className="text-muted-foreground">
                {" "}
                ({sizeText(file.size)}
                {rowCount !== null && `, ${plural(rowCount, "row", "rows")}`})
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">Drop a .csv or .xlsx file here, or choose one.</span>
          )}
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={IMPORT_ACCEPT}
          className="hidden"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) choose(chosen);
            e.target.value = ""; // Choosing the same file again, after editing it, is a change too.
          }}
        />
        <Button type="button" variant="outline" onClick={() => inputRef.current?.click()} disabled={isSending}>
          {file ? "Choose another file" : "Choose file"}
        </Button>
      </div>

      {problem && (
        <div
          ref={problemRef}
          role="alert"
          tabIndex={-1}
          className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm text-destructive outline-none"
        >
          <p>{problem.message}</p>
          {Object.entries(problem.errors)
            .filter(([, m]) => m !== problem.message)
            .map(([field, message]) => (
              <p key={field}>{message}</p>
            ))}
        </div>
      )}

      {sending && <ImportProgress ref={progressRef} progress={sending.progress} working={working} />}

      {report && !sending && (
        <section aria-labelledby="import-results" className="space-y-3">
          <h3 id="import-results" ref={resultsRef} tabIndex={-1} className="font-semibold outline-none">
            Check results
          </h3>
          <ImportSummary summary={report.summary} unknownColumns={report.unknownColumns} />
          <ImportReportTable rows={report.rows} />
        </section>
      )}

      <DialogFooter className="items-center">
        {report && !sending && <ApplyNote summary={report.summary} />}
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={applying}>
            Cancel
          </Button>
        </DialogClose>
        {report ? (
          <Button
            type="button"
            onClick={() => send("apply")}
            disabled={isSending || report.summary.errors > 0 || changeCount(report.summary) === 0}
          >
            Apply {plural(changeCount(report.summary), "change", "changes")}
          </Button>
        ) : (
          <Button type="button" onClick={() => send("check")} disabled={!file || isSending}>
            Check file
          </Button>
        )}
      </DialogFooter>
    </DialogContent>
  );
}

/** Why Apply is disabled, when it is. */
function ApplyNote({ summary }: { summary: Summary }) {
  let note: string | null = null;
  if (summary.errors > 0) note = `Fix the ${plural(summary.errors, "row", "rows")} with errors in the file and check it again.`;
  else if (changeCount(summary) === 0) note = "Nothing to change: the file matches the catalogue.";
  return note && <p className="mr-auto text-sm text-muted-foreground">{note}</p>;
}
