import { Suspense } from "react";
import { SystemOverviewCard, SystemOverviewSkeleton } from "@/components/admin/dashboard/system-overview-card";
import { getSystemStatus } from "@/server/admin/system-status";

/** Its own boundary: the rest of the dashboard need not wait for the checks. */
export function SystemOverview() {
  return (
    <Suspense fallback={<SystemOverviewSkeleton />}>
      <MeasuredSystemOverview />
    </Suspense>
  );
}

async function MeasuredSystemOverview() {
  return <SystemOverviewCard facts={await getSystemStatus()} />;
}
