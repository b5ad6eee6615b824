"use client";

import { ExternalLink, Mail } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useQuoteActions } from "@/hooks/admin/use-quotes";
import type { QuoteRequest } from "@/lib/types";
import { QuoteRequestSummary } from "./quote-request-summary";
import { QuoteStatusForm } from "./quote-status-form";
import { replyHref } from "./reply-href";

/** A quick look at a request from the inbox; its full page is where a quote is prepared. Opening it marks it read. */
export function QuoteDetailDialog({ quote, onClose }: { quote: QuoteRequest | null; onClose: () => void }) {
  return (
    <Dialog open={quote !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {quote && <QuoteDetail key={quote.id} quote={quote} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

/** Keyed by request: its status and notes fields start from that request. */
function QuoteDetail({ quote, onClose }: { quote: QuoteRequest; onClose: () => void }) {
  const { markRead } = useQuoteActions();
  const wasUnread = !quote.isRead;

  useEffect(() => {
    // A failed mark leaves the card unread, which the inbox already shows: nothing to report.
    if (wasUnread) markRead(quote.id).catch(() => {});
    // Once, when this request is opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <DialogHeader>
        <DialogTitle>Quote request {quote.reference}</DialogTitle>
        <DialogDescription>
          Received {new Date(quote.createdAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}
        </DialogDescription>
      </DialogHeader>
      <Button variant="secondary" asChild className="w-fit">
        <Link href={`/admin/quote-requests/${quote.id}`}>
          <ExternalLink aria-hidden /> Open full page to quote
        </Link>
      </Button>
      <QuoteRequestSummary quote={quote} />
      <QuoteStatusForm
        quote={quote}
        onSaved={onClose}
        footer={
          <Button variant="outline" asChild>
            <a href={replyHref(quote)}>
              <Mail aria-hidden /> Reply via Email
            </a>
          </Button>
        }
      />
    </>
  );
}
