"use client";

import Link from "next/link";
import { AlertTriangle } from "lucide-react";
import { AdminMain, AdminPageHeader } from "@/components/admin/shared/admin-page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { usePageContent } from "@/hooks/admin/use-page-content";
import { PageContentEditor } from "./page-content-editor";

/** /admin/product-management: loads the page content, then the editor. */
export function PageContentScreen() {
  const { content, error, isLoading } = usePageContent();

  if (content) return <PageContentEditor content={content} />;

  return (
    <>
      <AdminPageHeader title="Product Page Management" description="Content of the PE Stretch Film product page" />
      <AdminMain>
        {error && !isLoading ? (
          <div role="alert" className="mx-auto flex max-w-md flex-col items-center rounded-xl border bg-card p-8 text-center shadow-sm">
            <AlertTriangle className="mb-3 size-10 text-destructive" aria-hidden="true" />
            <h2 className="mb-2 text-lg font-semibold">Error Loading Content</h2>
            <p className="mb-6 text-sm text-muted-foreground">Failed to load product page content. Please try refreshing the page.</p>
            <Button asChild>
              <Link href="/admin/dashboard">Back to Dashboard</Link>
            </Button>
          </div>
        ) : (
          <div aria-busy="true" className="space-y-4">
            <p className="text-sm text-muted-foreground">Loading product page content...</p>
            <Skeleton className="h-9 w-full" />
            <div className="space-y-4 rounded-xl border bg-card p-6">
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-28 w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          </div>
        )}
      </AdminMain>
    </>
  );
}
