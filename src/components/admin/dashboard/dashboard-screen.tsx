import type { ReactNode } from "react";
import { AdminMain } from "../shared/admin-page-header";
import { DashboardHeader } from "./dashboard-header";
import { DashboardNavigation } from "./dashboard-navigation";
import { DashboardStatCards } from "./dashboard-stat-cards";
import { RememberAdminUser } from "./remember-admin-user";
import { SearchInsightsCard } from "./search-insights-card";

/** `systemOverview` comes from the page: it is measured on the server, which components here never import. */
export function DashboardScreen({ username, email, systemOverview }: { username: string; email: string; systemOverview: ReactNode }) {
  return (
    <>
      <RememberAdminUser username={username} email={email} />
      <DashboardHeader username={username} />
      <AdminMain className="space-y-8">
        <DashboardStatCards />
        <section aria-labelledby="dashboard-manage" className="space-y-3">
          <h2 id="dashboard-manage" className="text-lg font-semibold">
            Manage your site
          </h2>
          <DashboardNavigation />
        </section>
        <SearchInsightsCard />
        {systemOverview}
      </AdminMain>
    </>
  );
}
