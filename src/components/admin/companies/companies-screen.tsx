"use client";

import Link from "next/link";
import useSWR from "swr";
import { Skeleton } from "@/components/ui/skeleton";
import { formatWinRate, type AdminCompanyRow } from "@/lib/admin-companies";
import { formatPrice } from "@/lib/money";
import { AdminMain, AdminPageHeader } from "../shared/admin-page-header";

/** Buyer companies at a glance: who buys, how often they ask, how often they take the quote, and what it was worth. */
export function CompaniesScreen() {
  const { data, error, isLoading } = useSWR<{ companies: AdminCompanyRow[] }>("/api/admin/companies");
  return (
    <>
      <AdminPageHeader
        title="Companies"
        description="Buyer companies, their buyers and deals, and the payment terms agreed with each."
        actions={
          <Link href="/admin/policies" className="text-sm font-medium text-primary hover:underline">
            Policy pages (Terms of Sale…)
          </Link>
        }
      />
      <AdminMain>
        {isLoading ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading companies">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : error || !data ? (
          <p className="text-destructive">Companies could not be loaded.</p>
        ) : data.companies.length === 0 ? (
          <p className="text-muted-foreground">No buyer has set up a company yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border bg-card">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Companies</caption>
              <thead>
                <tr className="border-b">
                  {["Company", "Buyers", "Requests", "Win rate", "Won value", "Payment terms"].map((h) => (
                    <th key={h} scope="col" className="p-3">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.companies.map((c) => (
                  <tr key={c.id} className="border-b last:border-0">
                    <td className="p-3 font-medium">
                      <Link href={`/admin/companies/${c.id}`} className="text-primary hover:underline">
                        {c.name}
                      </Link>
                    </td>
                    <td className="p-3">{c.buyers}</td>
                    <td className="p-3">{c.requests}</td>
                    <td className="p-3">{formatWinRate(c.winRate)}</td>
                    <td className="p-3">{formatPrice(c.wonValue)}</td>
                    <td className="p-3">{c.paymentTerms || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminMain>
    </>
  );
}
