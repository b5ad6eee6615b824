"use client";

import Link from "next/link";
import { useEffect } from "react";
import { AdminMain, AdminPageHeader } from "@/components/admin/shared/admin-page-header";
import { useQuoteActions, useQuoteRequestDetail } from "@/hooks/admin/use-quotes";
import type { QuoteRequestDetail } from "@/lib/types";
import { QuoteEditor } from "./editor/quote-editor";
import { LocalTime } from "./local-time";
import { QuoteBuyerLink } from "./quote-buyer-link";
import { QuoteReplyForm } from "./quote-reply-form";
import { QuoteRequestSummary } from "./quote-request-summary";
import { QuoteStatusBadges } from "./quote-status-badge";
import { QuoteStatusForm } from "./quote-status-form";
import { QuoteTimeline } from "./quote-timeline";
import { QuoteVersions } from "./quote-versions";

const INBOX = { backHref: "/admin/quote-requests", backLabel: "Back to Quote Requests" };

/** /admin/quote-requests/{id}: the request, its timeline, and the quote being prepared and sent. Opening it marks it read. */
export function QuoteRequestScreen({ id }: { id: number }) {
  const { data, error, isLoading } = useQuoteRequestDetail(id);
  const { markRead } = useQuoteActions();
  const unread = data ? !data.isRead : false;

  useEffect(() => {
    // A failed mark leaves the request unread, which the inbox shows: nothing to report.
    if (unread) markRead(id).catch(() => {});
    // Each time it is found unread here (a buyer's message makes it unread again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, unread]);

  if (isLoading) return <AdminPageHeader {...INBOX} title="Quote request" description="Loading..." />;
  if (error || !data) {
    const missing = error instanceof Error && error.message.startsWith("404");
    return (
      <>
        <AdminPageHeader {...INBOX} title="Quote request" />
        <AdminMain>
          <p className="text-destructive">{missing ? "This quote request does not exist." : "Failed to fetch the quote request"}</p>
        </AdminMain>
      </>
    );
  }
  return <QuoteRequestPage detail={data} />;
}

function QuoteRequestPage({ detail }: { detail: QuoteRequestDetail }) {
  return (
    <>
      <AdminPageHeader
        {...INBOX}
        title={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="font-mono">{detail.reference}</span>
            <QuoteStatusBadges quote={detail} />
          </span>
        }
        description={
          <>
            {detail.company || detail.name} · received <LocalTime iso={detail.createdAt} />
            {detail.order && (
              <>
                {" · "}
                <Link href={`/admin/orders/${detail.order.id}`} className="font-medium text-primary underline">
                  Order {detail.order.number}
                </Link>
              </>
            )}
          </>
        }
      />
      <AdminMain className="space-y-6">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Panel id="quote-request" title="Request">
            <QuoteRequestSummary quote={detail} />
            <div className="mt-6 border-t pt-4">
              <QuoteStatusForm key={`${detail.id}-${detail.status}`} quote={detail} saveLabel="Save status and notes" />
            </div>
          </Panel>
          <Panel id="quote-timeline" title="Timeline">
            <QuoteTimeline events={detail.events} />
            <div className="mt-6 border-t pt-4">
              <QuoteReplyForm key={detail.id} detail={detail} />
            </div>
          </Panel>
        </div>
        <Panel id="quote-quote" title="Quote">
          <div className="space-y-6">
            {detail.quoteUrl && <QuoteBuyerLink url={detail.quoteUrl} />}
            <QuoteEditor key={detail.id} detail={detail} />
            <section aria-labelledby="quote-versions-heading" className="space-y-3 border-t pt-4">
              <h3 id="quote-versions-heading" className="font-semibold">
                Sent versions
              </h3>
              <QuoteVersions versions={detail.versions} />
            </section>
          </div>
        </Panel>
      </AdminMain>
    </>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border bg-background p-4 shadow-xs sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
