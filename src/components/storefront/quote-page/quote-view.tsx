import { ChevronRight, CircleCheck, CircleX, Clock, FileDown, Lock, Mail, MapPin, Phone, RotateCcw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPrice } from "@/lib/money";
import type { BuyerQuoteView, QuoteContent, QuoteReopening, Supplier } from "@/lib/types";
import { quoteApiPath } from "./quote-api";
import { QuoteAnswer } from "./quote-answer";
import { formatDay, formatMoment } from "./quote-format";
import { VersionDecision, VersionReopenings } from "./quote-history";
import { QuoteLinesTable } from "./quote-lines-table";
import { QuoteMessageForm } from "./quote-message-form";
import { QuoteConditions, QuoteTotals } from "./quote-totals";
import { QuoteThread } from "./quote-thread";
import { RequestAgainButton } from "./request-again-button";
import { ReorderButton } from "@/components/orders/reorder-button";

function SupplierCard({ supplier }: { supplier: Supplier }) {
  const tel = supplier.phone.replace(/[^\d+]/g, "");
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-sm font-medium text-muted-foreground">
          <h2>From</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <p className="text-base font-semibold">{supplier.name}</p>
        {supplier.address && (
          <p className="flex gap-2 text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="whitespace-pre-line">{supplier.address}</span>
          </p>
        )}
        {supplier.phone && (
          <a href={`tel:${tel}`} className="flex w-fit items-center gap-2 text-primary hover:underline">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {supplier.phone}
          </a>
        )}
        {supplier.email && (
          <a href={`mailto:${supplier.email}`} className="flex w-fit items-center gap-2 break-all text-primary hover:underline">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {supplier.email}
          </a>
        )}
      </CardContent>
    </Card>
  );
}

function PreparedForCard({ preparedFor }: { preparedFor: string }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-sm font-medium text-muted-foreground">
          <h2>Prepared for</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <p className="text-base font-semibold">{preparedFor}</p>
      </CardContent>
    </Card>
  );
}

/** A version's body: its lines, totals, lead time and terms. */
function QuoteBody({ content, caption }: { content: QuoteContent; caption: string }) {
  return (
    <div className="flex flex-col gap-6">
      <QuoteLinesTable lines={content.lines} caption={caption} />
      <QuoteTotals quote={content} />
      <QuoteConditions quote={content} />
    </div>
  );
}

/** The latest version's reopenings while no new version has followed them. */
const pendingReopening = (quote: BuyerQuoteView): QuoteReopening | null =>
  quote.status === "Quoted" ? null : (quote.versions[0]?.reopened.at(-1) ?? null);

function StatusBadge({ quote }: { quote: BuyerQuoteView }) {
  if (pendingReopening(quote))
    return (
      <Badge variant="outline" className="px-3 py-1 text-sm">
        Reopened
      </Badge>
    );
  if (quote.decision?.type === "accepted") return <Badge className="bg-green-700 px-3 py-1 text-sm">Accepted</Badge>;
  if (quote.decision?.type === "declined")
    return (
      <Badge variant="secondary" className="px-3 py-1 text-sm">
        Declined
      </Badge>
    );
  if (quote.expired)
    return (
      <Badge variant="destructive" className="px-3 py-1 text-sm">
        Expired
      </Badge>
    );
  if (!quote.answerable)
    return (
      <Badge variant="secondary" className="px-3 py-1 text-sm">
        Closed
      </Badge>
    );
  return null;
}

/** The supplier reopened the quote: why, and what comes next. What the buyer answered before stays shown. */
function ReopenedNotice({ reopening, supplierName, timeZone }: { reopening: QuoteReopening; supplierName: string; timeZone: string }) {
  return (
    <section aria-label="Reopened" className="flex gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4">
      <RotateCcw className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">
          {supplierName || "We"} reopened this quote on {formatMoment(reopening.at, timeZone)}
        </p>
        <p className="text-sm break-words whitespace-pre-line">Reason: {reopening.reason}</p>
        <p className="text-sm text-muted-foreground">A revised quote will follow; until then this one cannot be accepted.</p>
      </div>
    </section>
  );
}

/** Closed by the supplier (Won or Lost) without an answer on this page. */
function ClosedNotice() {
  return (
    <section aria-label="Closed" className="flex gap-3 rounded-xl border bg-muted/60 p-4">
      <Lock className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm">
        <span className="font-semibold">This quote is closed and can no longer be accepted.</span> Send us a message below if you need a new
        quote.
      </p>
    </section>
  );
}

/** What the page says first under the header: a reopening, the buyer's answer, the end of validity, or a close. */
function StateNotice({ quote, timeZone }: { quote: BuyerQuoteView; timeZone: string }) {
  const reopening = pendingReopening(quote);
  return (
    <>
      {reopening && <ReopenedNotice reopening={reopening} supplierName={quote.supplier.name} timeZone={timeZone} />}
      {quote.decision ? (
        <DecisionNotice decision={quote.decision} timeZone={timeZone} />
      ) : quote.expired ? (
        <ValidityEndedNotice />
      ) : (
        !quote.answerable && !reopening && <ClosedNotice />
      )}
    </>
  );
}

/** The buyer's answer, as the server has it. */
function DecisionNotice({ decision, timeZone }: { decision: NonNullable<BuyerQuoteView["decision"]>; timeZone: string }) {
  const on = formatMoment(decision.at, timeZone);
  if (decision.type === "accepted") {
    return (
      <section aria-label="Your answer" className="flex gap-3 rounded-xl border border-green-700/30 bg-green-50 p-4">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">You accepted version {decision.version}</p>
          <p className="text-sm text-muted-foreground">
            {decision.name ? `Accepted by ${decision.name} on ${on}` : `Accepted on ${on}`}
            {decision.poNumber ? ` · PO ${decision.poNumber}` : ""}. We will confirm your order and arrange delivery.
          </p>
        </div>
      </section>
    );
  }
  return (
    <section aria-label="Your answer" className="flex gap-3 rounded-xl border bg-muted/60 p-4">
      <CircleX className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">You declined this quote</p>
        <p className="text-sm text-muted-foreground">Declined on {on}.</p>
        {decision.reason && <p className="text-sm whitespace-pre-line">Reason: {decision.reason}</p>}
      </div>
    </section>
  );
}

/** Shown once the validity has ended (the word itself is on the badge, once, so it stays easy to find). */
function ValidityEndedNotice() {
  return (
    <section aria-label="Validity" className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4">
      <Clock className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <p className="text-sm">
        <span className="font-semibold">This quote can no longer be accepted.</span> Its prices were held until the date above. Send us a
        message for a new quote, or put these items back in your cart with Request again.
      </p>
    </section>
  );
}

function EarlierVersions({
  versions,
  supplierName,
  timeZone,
}: {
  versions: BuyerQuoteView["versions"];
  supplierName: string;
  timeZone: string;
}) {
  if (versions.length === 0) return null;
  return (
    <section aria-labelledby="earlier-versions" className="flex flex-col gap-3">
      <h2 id="earlier-versions" className="text-xl font-semibold">
        Earlier versions
      </h2>
      {versions.map((v) => (
        <div key={v.version} className="flex flex-col gap-2">
          <details className="group rounded-xl border bg-card shadow-sm">
            <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3 text-sm marker:content-none hover:bg-muted/50">
              <ChevronRight
                className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
                aria-hidden="true"
              />
              <span className="font-semibold">Version {v.version}</span>
              {v.decision?.type === "accepted" && <Badge className="bg-green-700">Accepted</Badge>}
              {v.decision?.type === "declined" && <Badge variant="secondary">Declined</Badge>}
              <Badge variant="outline">Superseded</Badge>
              <span className="text-muted-foreground">Sent {formatMoment(v.createdAt, timeZone)}</span>
              <span className="ml-auto font-medium tabular-nums">
                <span className="sr-only">Total </span>
                {/* The server's own total: the page never adds money up. */}
                {formatPrice(v.total)}
              </span>
            </summary>
            <div className="flex flex-col gap-4 border-t px-4 py-4">
              <dl className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
                <dt>Valid until</dt>
                <dd>{formatDay(v.validUntil)}</dd>
              </dl>
              <QuoteBody content={v} caption={`Lines of version ${v.version}`} />
            </div>
          </details>
          {/* Outside the folded body: what was agreed, and why it was reopened, are always in view. */}
          {(v.decision || v.reopened.length > 0) && (
            <div className="flex flex-col gap-1 px-4">
              {v.decision && <VersionDecision decision={v.decision} timeZone={timeZone} />}
              <VersionReopenings reopened={v.reopened} supplierName={supplierName} timeZone={timeZone} />
            </div>
          )}
        </div>
      ))}
    </section>
  );
}

/**
 * The buyer's private quote page (/quotes/{token}): the latest version sent,
 * the buyer's answer or the forms to give one, and the earlier versions.
 * `timeZone` is the business's, in which dates are written.
 */
export function QuoteView({ quote, token, timeZone }: { quote: BuyerQuoteView; token: string; timeZone: string }) {
  const earlier = quote.versions.filter((v) => v.version !== quote.version);
  const canRequestAgain = quote.decision?.type === "accepted" || quote.expired;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">Quote {quote.reference}</h1>
          <StatusBadge quote={quote} />
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          <p className="font-medium text-foreground">Version {quote.version}</p>
          <p>Sent {formatMoment(quote.date, timeZone)}</p>
          <p className={quote.expired ? "font-medium text-destructive" : undefined}>Valid until {formatDay(quote.validUntil)}</p>
          <p>
            Sold under our{" "}
            <a href="/terms-of-sale" className="text-primary underline">
              Terms of Sale
            </a>
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={quoteApiPath(token, "pdf")}>
              <FileDown aria-hidden="true" />
              Download PDF
            </a>
          </Button>
          {canRequestAgain && <RequestAgainButton lines={quote.lines} />}
          {quote.decision?.type === "accepted" && <ReorderButton endpoint={`${quoteApiPath(token)}/reorder`} body={{}} />}
        </div>
      </header>

      <StateNotice quote={quote} timeZone={timeZone} />

      <div className="grid gap-4 sm:grid-cols-2">
        <SupplierCard supplier={quote.supplier} />
        <PreparedForCard preparedFor={quote.preparedFor} />
      </div>

      <Card role="region" aria-labelledby="quoted-items">
        <CardHeader className="max-sm:px-4">
          <CardTitle className="text-xl">
            <h2 id="quoted-items">Quoted items</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="max-sm:px-4">
          <QuoteBody content={quote} caption={`Lines of version ${quote.version}`} />
        </CardContent>
      </Card>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <QuoteAnswer key={quote.version} token={token} version={quote.version} canAccept={!quote.expired} answerable={quote.answerable} />
        <Card className={quote.answerable ? undefined : "lg:col-span-2"}>
          <CardHeader>
            <CardTitle className="text-lg">
              <h2>Questions about this quote?</h2>
            </CardTitle>
            <CardDescription>Ask us anything or tell us what to change. We respond within 24 hours.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <QuoteThread messages={quote.messages} supplierName={quote.supplier.name} timeZone={timeZone} />
            <QuoteMessageForm token={token} />
          </CardContent>
        </Card>
      </div>

      <EarlierVersions versions={earlier} supplierName={quote.supplier.name} timeZone={timeZone} />
    </div>
  );
}
