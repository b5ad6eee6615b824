"use client";

import { Upload } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useTypedBeforeHydration } from "@/hooks/use-typed-before-hydration";
import { QUICK_ORDER_BYTES_MESSAGE, QUICK_ORDER_MAX_BYTES } from "@/lib/quick-order";

type Props = {
  text: string;
  onText: (text: string) => void;
  onMatch: () => void;
  pending: boolean;
  /** What the server said is wrong with the list (too long, too many lines…). */
  error: string | null;
};

const looksLikeText = (f: File) =>
  f.type === "" || f.type.startsWith("text/") || /\.(csv|tsv|txt)$/i.test(f.name) || f.type === "application/vnd.ms-excel";

/** The pasted list, or a CSV file read here in the browser into it, and the Match button. */
export function QuickOrderListInput({ text, onText, onMatch, pending, error }: Props) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLTextAreaElement>(null);
  // A list pasted before the scripts ran is in the field but not in `text`: Match would stay disabled, and the next render would empty it.
  useTypedBeforeHydration(listRef, (typed) => {
    if (typed !== text) onText(typed);
  });
  const [fileError, setFileError] = useState<string | null>(null);
  const shownError = fileError ?? error;

  function readFile(file: File | undefined) {
    setFileError(null);
    if (!file) return;
    if (!looksLikeText(file)) return setFileError("Choose a CSV or text file");
    if (file.size > QUICK_ORDER_MAX_BYTES) return setFileError(QUICK_ORDER_BYTES_MESSAGE);
    const reader = new FileReader();
    reader.onload = () => onText(String(reader.result ?? ""));
    reader.onerror = () => setFileError("The file could not be read");
    reader.readAsText(file);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    onMatch();
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Quick order list">
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        Paste SKUs and quantities
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        One per line, for example <code>SF-2002 3</code>, <code>5 x SF-2003</code> or <code>sf2004, 10</code>. A spreadsheet&apos;s columns
        paste as they are; a line without a quantity is one of it.
      </p>
      <Textarea
        id={`${id}-text`}
        ref={listRef}
        value={text}
        onChange={(e) => onText(e.target.value)}
        // Ctrl/⌘+Enter matches without leaving the list.
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) submit(e);
        }}
        rows={8}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={shownError ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={shownError ? true : undefined}
        className="min-h-40 font-mono text-sm"
        placeholder={"SF-2002 3\n5 x SF-2003\nsf2004, 10"}
      />
      {shownError && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {shownError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={pending || text.trim() === ""}>
          {pending ? "Matching…" : "Match"}
        </Button>
        <Button type="button" variant="outline" onClick={() => fileRef.current?.click()}>
          <Upload aria-hidden="true" />
          Upload CSV
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/plain"
          // Hidden: the Upload CSV button opens it (and is what the keyboard reaches).
          hidden
          data-testid="quick-order-file"
          onChange={(e) => {
            readFile(e.target.files?.[0]);
            // The same file chosen again (after an edit) is read again.
            e.target.value = "";
          }}
        />
      </div>
    </form>
  );
}
