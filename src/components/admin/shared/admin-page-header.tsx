import Link from "next/link";
import type { ReactNode } from "react";
import { ArrowLeft } from "lucide-react";

/**
 * The bar at the top of every admin screen: where you are, the way back to the
 * dashboard, and the screen's main actions. No hooks, so server and client
 * screens can both use it.
 */
export function AdminPageHeader({
  title,
  description,
  actions,
  backHref = "/admin/dashboard",
  backLabel = "Back to Dashboard",
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** null hides the back link (the dashboard itself). */
  backHref?: string | null;
  backLabel?: string;
}) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 sm:px-6 lg:flex-row lg:items-end lg:justify-between lg:px-8">
        <div className="min-w-0 space-y-1">
          {backHref && <BackLink href={backHref} label={backLabel} />}
          <h1 className="text-2xl font-bold tracking-tight break-words">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}

export function BackLink({ href = "/admin/dashboard", label = "Back to Dashboard" }: { href?: string; label?: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </Link>
  );
}

/** The width and padding every admin screen's body shares with its header. */
export function AdminMain({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <main className={`mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 ${className}`}>{children}</main>;
}
