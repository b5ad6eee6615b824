import Link from "next/link";
import { Settings, Store } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AdminPageHeader } from "../shared/admin-page-header";
import { LogoutButton } from "../shared/logout-button";
import { HelpGuideDialog } from "./help-guide-dialog";

export function DashboardHeader({ username }: { username: string }) {
  return (
    <AdminPageHeader
      backHref={null}
      title={<>Welcome, {username}</>}
      description="Manage your catalogue, website content and customer enquiries."
      actions={
        <>
          <Button variant="ghost" asChild>
            <Link href="/">
              <Store aria-hidden />
              View Store
            </Link>
          </Button>
          <HelpGuideDialog />
          <Button variant="outline" asChild>
            <Link href="/admin/settings">
              <Settings aria-hidden />
              Settings
            </Link>
          </Button>
          <LogoutButton />
        </>
      }
    />
  );
}
