"use client";

import { Plus, Send } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { FormProvider, useFieldArray, useForm, useWatch, type Path } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ApiError, NETWORK_ERROR_MESSAGE } from "@/lib/api-client";
import { useQuoteActions } from "@/hooks/admin/use-quotes";
import { formatPrice } from "@/lib/money";
import type { QuoteRequestDetail } from "@/lib/types";
import { QUOTE_LINES_MAX, QUOTE_UNITS, type QuoteDraftInput } from "@/lib/validation/quote";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { draftResolver } from "./draft-resolver";
import { editorValues, emptyLine, fieldPaths, liveTotals, type EditorValues } from "./editor-values";
import { QuoteLineFields, UNITS_LIST_ID } from "./quote-line-fields";
import { QuoteLiveTotals } from "./quote-live-totals";
import { QuoteTermsFields } from "./quote-terms-fields";
import { SendQuoteDialog } from "./send-quote-dialog";

/**
 * The quote being prepared: lines, breaks, freight, terms, live totals.
 * "Save draft" stores it; "Send quote" stores it if it changed, then freezes
 * it as the next version. Mount it keyed by the request.
 */
export function QuoteEditor({ detail }: { detail: QuoteRequestDetail }) {
  const { saveDraft, sendQuote } = useQuoteActions();
  const form = useForm<EditorValues, unknown, QuoteDraftInput>({
    resolver: draftResolver,
    defaultValues: editorValues(detail.draft),
    mode: "onTouched",
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "lines" });
  const values = useWatch({ control: form.control }) as EditorValues;
  const totals = liveTotals(values);
  const [saved, setSaved] = useState(detail.draft.saved);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The parsed draft the confirm step sends, and the send's Idempotency-Key: one per
  // "Send quote" click, so a retry after a lost answer makes no second version.
  const pending = useRef<{ draft: QuoteDraftInput; key: string } | null>(null);
  const addLineButton = useRef<HTMLButtonElement>(null);
  const requested = useMemo(() => new Map(detail.items.map((i) => [i.sku.toLowerCase(), i])), [detail.items]);
  const { isDirty } = form.formState;
  const linesError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message;

  async function store(draft: QuoteDraftInput): Promise<boolean> {
    try {
      const stored = await saveDraft(detail.id, draft);
      form.reset(editorValues(stored));
      setSaved(true);
      return true;
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, NETWORK_ERROR_MESSAGE);
      applyServerFieldErrors(err.errors, fieldPaths(form.getValues()) as Path<EditorValues>[], form.setError);
      toast.error("Draft not saved", { description: err.message });
      return false;
    }
  }

  const onSave = form.handleSubmit(async (draft) => {
    setSaving(true);
    try {
      if (await store(draft)) toast.success("Draft saved");
    } finally {
      setSaving(false);
    }
  });

  function onSend() {
    void form.handleSubmit((draft) => {
      pending.current = { draft, key: crypto.randomUUID() };
      setConfirming(true);
    })();
  }

  async function confirmSend(): Promise<boolean> {
    const send = pending.current;
    if (!send) return true;
    if (isDirty || !saved) {
      if (!(await store(send.draft))) return true; // the fields show why; the dialog is in their way
    }
    try {
      const { version } = await sendQuote(detail.id, send.key);
      pending.current = null;
      toast.success(`Quote version ${version} sent`);
      return true;
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, NETWORK_ERROR_MESSAGE);
      toast.error("Quote not sent", { description: err.message });
      return false;
    }
  }

  const nextVersion = detail.versions.reduce((n, v) => Math.max(n, v.version), 0) + 1;

  return (
    <FormProvider {...form}>
      <form onSubmit={onSave} noValidate className="space-y-6" aria-label="Quote editor">
        <datalist id={UNITS_LIST_ID}>
          {QUOTE_UNITS.map((u) => (
            <option key={u} value={u} />
          ))}
        </datalist>
        <section aria-labelledby="quote-lines-heading" className="space-y-3">
          <h3 id="quote-lines-heading" className="font-semibold">
            Lines
          </h3>
          <ol className="space-y-3">
            {fields.map((f, i) => (
              <QuoteLineFields
                key={f.id}
                index={i}
                lineTotal={totals.lines[i] ?? null}
                canRemove={fields.length > 1}
                requested={requested}
                onRemove={() => {
                  remove(i);
                  addLineButton.current?.focus();
                }}
              />
            ))}
          </ol>
          {linesError && <p className="text-sm text-destructive">{linesError}</p>}
          {fields.length < QUOTE_LINES_MAX && (
            <Button ref={addLineButton} type="button" variant="outline" onClick={() => append(emptyLine())}>
              <Plus aria-hidden /> Add line
            </Button>
          )}
          <p className="text-xs text-muted-foreground">A line may be any product, a substitute included: type its SKU and name.</p>
        </section>
        <section aria-labelledby="quote-terms-heading" className="space-y-3">
          <h3 id="quote-terms-heading" className="font-semibold">
            Freight and terms
          </h3>
          <QuoteTermsFields />
        </section>
        <QuoteLiveTotals totals={totals} />
        <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground" role="status">
            {isDirty ? "Unsaved changes" : saved ? "Draft saved" : "Prefilled from the request; not saved yet"}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="submit" variant="outline" disabled={saving || confirming}>
              {saving ? "Saving..." : "Save draft"}
            </Button>
            <Button type="button" onClick={onSend} disabled={saving || confirming}>
              <Send aria-hidden /> Send quote
            </Button>
          </div>
        </div>
      </form>
      <SendQuoteDialog
        open={confirming}
        onOpenChange={setConfirming}
        detail={detail}
        version={nextVersion}
        email={detail.email}
        total={totals.total === null ? "—" : formatPrice(totals.total)}
        onConfirm={confirmSend}
      />
    </FormProvider>
  );
}
