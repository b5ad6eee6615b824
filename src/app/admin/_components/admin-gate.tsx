import { Suspense, type ReactNode } from "react";
import type { SessionAdmin } from "@/server/auth/session";
import { requireAdminPage } from "@/server/auth/page-session";

/**
 * Every admin page renders inside this: the server checks the session cookie
 * itself and redirects to /admin/login without one (the proxy is never the only check). It reads
 * cookies, so it sits in Suspense (cacheComponents).
 */
export function AdminGate({ children, fallback }: { children: (admin: SessionAdmin) => ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback ?? <p className="p-8 text-muted-foreground">Loading...</p>}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

async function Gate({ children }: { children: (admin: SessionAdmin) => ReactNode }) {
  const session = await requireAdminPage();
  return <>{children(session.admin)}</>;
}
