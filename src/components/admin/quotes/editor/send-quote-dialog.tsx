"use client";

import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/shared/confirm-dialog";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useQuoteActions } from "@/hooks/admin/use-quotes";
import { ApiError, NETWORK_ERROR_MESSAGE } from "@/lib/api-client";
import { closedDeal, type Closed } from "@/lib/quote-deal";
import type { QuoteRequestDetail } from "@/lib/types";

/** What closed the request's deal, if anything, from the detail as last read (the server decides again on send). */
function closedOf(detail: QuoteRequestDetail): Closed | null {
  const latest = detail.versions.reduce<QuoteRequestDetail["versions"][number] | null>(
    (a, v) => (!a || v.version > a.version ? v : a),
    null,
  );
  const event = latest
    ? [...detail.events].reverse().find((e) => (e.type === "accepted" || e.type === "declined") && e.version === latest.version)
    : undefined;
  return closedDeal({
    status: detail.status,
    latest: latest && { version: latest.version, validUntil: latest.validUntil },
    answer: event ? { type: event.type as "accepted" | "declined", name: event.name, poNumber: event.poNumber } : null,
    expired: detail.expired,
  });
}

/**
 * The last look before a version is frozen and sent. It stays open after a
 * failure so the same send (with the same Idempotency-Key) can be retried.
 * A closed deal (accepted, declined, expired, Won or Lost) is not sent over:
 * the dialog says what closed it and offers to reopen it with a reason, after
 * which it asks to send as usual.
 */
export function SendQuoteDialog({
  open,
  onOpenChange,
  detail,
  version,
  email,
  total,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  detail: QuoteRequestDetail;
  version: number;
  email: string;
  total: string;
  onConfirm: () => Promise<boolean>;
}) {
  const closed = closedOf(detail);
  if (closed) return <ReopenDialog open={open} onOpenChange={onOpenChange} id={detail.id} closed={closed} version={version} />;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Send version ${version}?`}
      description={`Total ${total}. Once sent, version ${version} cannot be changed, and the request becomes Quoted. When e-mail is set up, ${email} gets the link and the PDF.`}
      confirmLabel={`Send version ${version}`}
      busyLabel="Sending..."
      onConfirm={onConfirm}
    />
  );
}

function ReopenDialog({
  open,
  onOpenChange,
  id,
  closed,
  version,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  id: number;
  closed: Closed;
  version: number;
}) {
  const { reopen } = useQuoteActions();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!reason.trim()) {
      setError("Enter the reason for reopening");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await reopen(id, reason);
      setReason("");
      toast.success("Quote reopened", { description: `You can now send version ${version}.` });
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, NETWORK_ERROR_MESSAGE);
      if (err.errors.reason) setError(err.errors.reason);
      else toast.error("Quote not reopened", { description: err.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Reopen before sending version {version}</AlertDialogTitle>
          <AlertDialogDescription>
            <span className="block font-medium text-foreground" role="alert">
              {closed.text} It cannot be replaced silently.
            </span>
            <span className="mt-2 block">
              To send version {version}, reopen the quote with a reason. The buyer sees it on the quote&apos;s page and by e-mail; what they
              answered stays on record, and the request goes back to Contacted until you send.
            </span>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="space-y-2">
          <Label htmlFor={`reopen-reason-${id}`}>Reason for reopening</Label>
          <Textarea
            id={`reopen-reason-${id}`}
            rows={3}
            maxLength={2000}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `reopen-reason-${id}-error` : undefined}
            placeholder="For example: resin prices rose; we must revise the film price"
          />
          {error && (
            <p id={`reopen-reason-${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button onClick={submit} disabled={busy}>
            {busy ? "Reopening..." : "Reopen quote"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
