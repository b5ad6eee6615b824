"use client";

import { ExternalLink, SearchX, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSearchInsights, type SearchInsight } from "@/hooks/admin/use-search-insights";
import { searchHref } from "@/lib/search-url";

/** A query that found nothing then, which a synonym entry now sends somewhere. */
function SynonymNote({ target }: { target: string }) {
  return (
    <span
      className="ml-auto min-w-0 truncate rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground"
      title={`A synonym now matches: ${target}`}
    >
      Synonym now matches: {target}
    </span>
  );
}

/** One ranked list of queries, each opening the storefront's results in a new tab (the admin stays on the dashboard). */
function QueryList({ label, rows, unit }: { label: string; rows: SearchInsight[]; unit: string }) {
  return (
    <ol aria-label={label} className="divide-y">
      {rows.map((r) => (
        <li key={r.query} className="flex items-center justify-between gap-3 py-2 text-sm">
          <a
            href={searchHref(r.query) ?? "/search"}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-w-0 items-center gap-1.5 font-medium break-all hover:underline focus-visible:underline focus-visible:outline-none"
          >
            {r.query}
            <ExternalLink aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
            <span className="sr-only">(opens the search in a new tab)</span>
          </a>
          {r.synonym && <SynonymNote target={r.synonym} />}
          <span className="shrink-0 text-muted-foreground tabular-nums" title={`${r.count} ${unit}`}>
            {r.count}
            <span className="sr-only"> {unit}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function InsightCard({
  id,
  title,
  icon,
  description,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} role="region" className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <span className="text-primary" aria-hidden>
            {icon}
          </span>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** What the list shows while loading, on failure, when empty, or the rows. */
function Body({
  rows,
  loading,
  failed,
  empty,
  label,
  unit,
}: {
  rows?: SearchInsight[];
  loading: boolean;
  failed: boolean;
  empty: string;
  label: string;
  unit: string;
}) {
  if (loading) {
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Loading searches">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-6" />
        ))}
      </div>
    );
  }
  if (failed || !rows) return <p className="text-sm text-destructive">Searches could not be loaded.</p>;
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return <QueryList label={label} rows={rows} unit={unit} />;
}

/**
 * What buyers searched for in the last 30 days: the searches that found
 * nothing (products or wording the catalogue lacks) beside the most searched.
 */
export function SearchInsightsCard() {
  const { data, error, isLoading } = useSearchInsights();
  const state = { loading: isLoading, failed: Boolean(error) };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <InsightCard
        id="search-insights-zero"
        title="Searches with no results"
        icon={<SearchX className="size-5" />}
        description="Last 30 days, top 20: how many searches found nothing."
      >
        <Body
          {...state}
          rows={data?.zeroResults}
          label="Searches with no results"
          unit="searches without results"
          empty="No searches without results in the last 30 days."
        />
      </InsightCard>
      <InsightCard
        id="search-insights-top"
        title="Top searches"
        icon={<TrendingUp className="size-5" />}
        description="Last 30 days, top 20: how many times each was searched."
      >
        <Body {...state} rows={data?.top} label="Top searches" unit="searches" empty="No searches in the last 30 days." />
      </InsightCard>
    </div>
  );
}
