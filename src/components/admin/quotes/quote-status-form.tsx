"use client";

import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-client";
import { useQuoteActions } from "@/hooks/admin/use-quotes";
import { QUOTE_STATUSES, type QuoteRequest, type QuoteStatus } from "@/lib/types";

/**
 * The statuses the admin may pick by hand (the server checks the same): a Won
 * or Lost deal keeps its status (it is reopened, with a reason, from Send
 * quote); once a quote was sent, the status follows it, and by hand it may
 * only be closed as Won or Lost.
 */
function choices(quote: QuoteRequest): readonly QuoteStatus[] {
  if (quote.status === "Won" || quote.status === "Lost") return [quote.status];
  if (quote.quoteValidUntil !== null) return [...new Set<QuoteStatus>([quote.status, "Won", "Lost"])];
  return QUOTE_STATUSES;
}

/**
 * The request's status and the admins' internal notes. Mount it keyed by the
 * request and its status, so it starts from the stored values.
 */
export function QuoteStatusForm({
  quote,
  onSaved,
  footer,
  saveLabel = "Save",
}: {
  quote: QuoteRequest;
  onSaved?: () => void;
  footer?: ReactNode;
  saveLabel?: string;
}) {
  const { update } = useQuoteActions();
  const [status, setStatus] = useState<QuoteStatus>(quote.status);
  const [notes, setNotes] = useState(quote.adminNotes);
  const [saving, setSaving] = useState(false);
  const options = choices(quote);
  const locked = options.length === 1;

  async function save() {
    setSaving(true);
    try {
      await update(quote.id, { status, adminNotes: notes });
      toast.success("Quote request updated");
      onSaved?.();
    } catch (e) {
      toast.error("Failed to update quote request", { description: e instanceof ApiError ? e.message : "Please try again" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <div className="space-y-2">
          <Label htmlFor={`quote-status-${quote.id}`}>Status</Label>
          <Select value={status} onValueChange={(v) => setStatus(v as QuoteStatus)} disabled={locked}>
            <SelectTrigger
              id={`quote-status-${quote.id}`}
              className="w-full"
              aria-describedby={locked ? `quote-status-${quote.id}-hint` : undefined}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((s) => (
                <SelectItem key={s} value={s}>
                  {s}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {locked && (
            <p id={`quote-status-${quote.id}-hint`} className="text-xs text-muted-foreground">
              A {quote.status} deal keeps its status. To make a new offer, reopen it with a reason from Send quote.
            </p>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor={`quote-notes-${quote.id}`}>Internal notes</Label>
          <Textarea
            id={`quote-notes-${quote.id}`}
            rows={3}
            value={notes}
            maxLength={5000}
            onChange={(e) => setNotes(e.target.value)}
            placeholder="Only admins see these notes"
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {footer ?? <span />}
        <Button onClick={save} disabled={saving}>
          {saving ? "Saving..." : saveLabel}
        </Button>
      </div>
    </div>
  );
}
