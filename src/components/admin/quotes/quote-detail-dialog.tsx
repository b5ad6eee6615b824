"use client";

import { Mail } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/hooks/admin/api";
import { useQuoteActions } from "@/hooks/admin/use-quotes";
import { QUOTE_STATUSES, type QuoteRequest, type QuoteStatus } from "@/lib/types";

function replyHref(q: QuoteRequest): string {
  const subject = `Re: Your quote request ${q.reference}`;
  const body = `Hi ${q.name},\n\nThank you for your quote request ${q.reference}.\n\n`;
  return `mailto:${q.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A request's details, items, status and internal notes. Opening it marks it read. */
export function QuoteDetailDialog({ quote, onClose }: { quote: QuoteRequest | null; onClose: () => void }) {
  return (
    <Dialog open={quote !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">{quote && <QuoteDetail key={quote.id} quote={quote} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

/** Keyed by request: its status and notes fields start from that request. */
function QuoteDetail({ quote, onClose }: { quote: QuoteRequest; onClose: () => void }) {
  const { update, markRead } = useQuoteActions();
  const [status, setStatus] = useState<QuoteStatus>(quote.status);
  const [notes, setNotes] = useState(quote.adminNotes);
  const [saving, setSaving] = useState(false);
  const wasUnread = !quote.isRead;

  useEffect(() => {
    // A failed mark leaves the card unread, which the inbox already shows: nothing to report.
    if (wasUnread) markRead(quote.id).catch(() => {});
    // Once, when this request is opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function save() {
    setSaving(true);
    try {
      await update(quote.id, { status, adminNotes: notes });
      toast.success("Quote request updated");
      onClose();
    } catch (e) {
      toast.error("Failed to update quote request", { description: e instanceof ApiError ? e.message : "Please try again" });
    } finally {
      setSaving(false);
    }
  }

  return (
          <>
            <DialogHeader>
              <DialogTitle>Quote request {quote.reference}</DialogTitle>
              <DialogDescription>Received {new Date(quote.createdAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Name</dt>
              <dd>{quote.name}</dd>
              <dt className="text-muted-foreground">Company</dt>
              <dd>{quote.company || "—"}</dd>
              <dt className="text-muted-foreground">Email</dt>
              <dd>
                <a className="text-primary underline" href={`mailto:${quote.email}`}>
                  {quote.email}
                </a>
              </dd>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>
                <a className="text-primary underline" href={`tel:${quote.phone}`}>
                  {quote.phone}
                </a>
              </dd>
              <dt className="text-muted-foreground">Ship to</dt>
              <dd>
                {quote.state} {quote.zip}
              </dd>
              <dt className="text-muted-foreground">Notes</dt>
              <dd className="whitespace-pre-wrap">{quote.notes || "—"}</dd>
            </dl>
            <table className="w-full text-sm">
              <caption className="sr-only">Requested items</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th className="py-1 font-medium">Item</th>
                  <th className="py-1 font-medium">SKU</th>
                  <th className="py-1 font-medium">Price</th>
                  <th className="py-1 text-right font-medium">Qty</th>
                </tr>
              </thead>
              <tbody>
                {quote.items.map((i) => (
                  <tr key={i.sku} className="border-b last:border-0">
                    <td className="py-1">{i.name}</td>
                    <td className="py-1 font-mono text-xs">{i.sku}</td>
                    <td className="py-1">
                      {i.priceText}
                      {i.unitOfSale && <span className="text-muted-foreground"> {i.unitOfSale}</span>}
                    </td>
                    <td className="py-1 text-right">{i.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
              <div className="space-y-2">
                <Label htmlFor="quote-status">Status</Label>
                <Select value={status} onValueChange={(v) => setStatus(v as QuoteStatus)}>
                  <SelectTrigger id="quote-status" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {QUOTE_STATUSES.map((s) => (
                      <SelectItem key={s} value={s}>
                        {s}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="space-y-2">
                <Label htmlFor="quote-notes">Internal notes</Label>
                <Textarea id="quote-notes" rows={3} value={notes} maxLength={5000} onChange={(e) => setNotes(e.target.value)} placeholder="Only admins see these notes" />
              </div>
            </div>
            {quote.emailStatus === "failed" && <p className="text-sm text-destructive">The notification e-mail could not be sent yet; it is retried automatically.</p>}
            <DialogFooter className="gap-2 sm:justify-between">
              <Button variant="outline" asChild>
                <a href={replyHref(quote)}>
                  <Mail aria-hidden /> Reply via Email
                </a>
              </Button>
              <Button onClick={save} disabled={saving}>
                {saving ? "Saving..." : "Save"}
              </Button>
            </DialogFooter>
          </>
  );
}
