"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { CircleDollarSign, FileText, FolderTree, Hourglass, Mail, Package, PencilLine, Trophy } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useDashboardStats } from "@/hooks/admin/use-dashboard";
import { formatPrice } from "@/lib/money";

function StatCard({
  label,
  value,
  icon,
  href,
  hint,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  href?: string;
  hint?: ReactNode;
}) {
  const card = (
    <Card className={`h-full gap-2 py-5 ${href ? "transition-shadow group-hover:shadow-md" : ""}`}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-5">
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
        <span className="text-primary" aria-hidden>
          {icon}
        </span>
      </CardHeader>
      <CardContent className="px-5">
        <p className="text-3xl font-bold tabular-nums">{value}</p>
        {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
      </CardContent>
    </Card>
  );
  if (!href) return card;
  return (
    <Link href={href} className="group block rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
      {card}
    </Link>
  );
}

/** Counts from the dashboard stats call: "..." while loading, 0 when a count is missing. */
export function DashboardStatCards() {
  const { data, error, isLoading } = useDashboardStats();
  const count = (n: number | undefined) => (isLoading ? "..." : (n ?? 0));
  const hint = error ? "Counts could not be loaded" : undefined;
  return (
    <div className="space-y-3 sm:space-y-4">
      <section aria-label="Store at a glance" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Total Products"
          value={count(data?.totalProducts)}
          icon={<Package className="size-5" />}
          href="/admin/products"
          hint={hint}
        />
        <StatCard
          label="Categories"
          value={count(data?.totalCategories)}
          icon={<FolderTree className="size-5" />}
          href="/admin/categories"
          hint={hint}
        />
        <StatCard
          label="Unread Messages"
          value={count(data?.unreadMessages)}
          icon={<Mail className="size-5" />}
          href="/admin/contact-messages"
          hint={hint}
        />
        <StatCard
          label="New Quote Requests"
          value={count(data?.newQuoteRequests)}
          icon={<FileText className="size-5" />}
          href="/admin/quote-requests"
          hint={hint}
        />
      </section>
      <QuoteStatCards />
    </div>
  );
}

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0 });

/** The quote loop at a glance: whose turn it is, what was won this month, and how often quotes win. */
function QuoteStatCards() {
  const { data, error, isLoading } = useDashboardStats();
  const q = data?.quotes;
  const shown = (v: ReactNode) => (isLoading ? "..." : q ? v : "—");
  const failed = error ? "Figures could not be loaded" : undefined;
  const rate = q?.winRate90Days;
  return (
    <section aria-label="Quotes at a glance" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Awaiting quote"
        value={shown(q?.awaitingQuote)}
        icon={<PencilLine className="size-5" />}
        href="/admin/quote-requests"
        hint={failed ?? "New or Contacted"}
      />
      <StatCard
        label="Awaiting buyer"
        value={shown(q?.awaitingBuyer)}
        icon={<Hourglass className="size-5" />}
        href="/admin/quote-requests"
        hint={failed ?? "Quoted, not expired"}
      />
      <StatCard
        label="Won this month"
        value={shown(q?.wonThisMonth.count)}
        icon={<CircleDollarSign className="size-5" />}
        hint={failed ?? (q ? `${formatPrice(q.wonThisMonth.value)} in quotes won` : undefined)}
      />
      <StatCard
        label="Win rate (90 days)"
        value={shown(rate && rate.rate !== null ? percent.format(rate.rate) : "—")}
        icon={<Trophy className="size-5" />}
        hint={failed ?? (rate ? (rate.rate === null ? "No quote won or lost yet" : `${rate.won} won, ${rate.lost} lost`) : undefined)}
      />
    </section>
  );
}
