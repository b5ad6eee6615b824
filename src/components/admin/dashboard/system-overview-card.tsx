import { Database, HardDrive, Globe, Server } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { SystemStatus } from "@/lib/admin-types";

// The server renders this, so the zone is named rather than left to the server's locale.
const dateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

function StatusDot({ ok }: { ok: boolean }) {
  return <span aria-hidden className={`inline-block size-2.5 shrink-0 rounded-full ${ok ? "bg-green-600" : "bg-destructive"}`} />;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 text-muted-foreground" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-sm font-medium">{label}</dt>
        <dd className="text-sm break-words text-muted-foreground">{children}</dd>
      </div>
    </div>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">System Overview</h2>
        </CardTitle>
        <CardDescription>Checked on the server each time this page loads.</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function SystemOverviewCard({ facts }: { facts: SystemStatus }) {
  const { database } = facts;
  return (
    <Frame>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact icon={<Database className="size-4" />} label="Database">
          <span className="inline-flex items-center gap-2">
            <StatusDot ok={database.reachable} />
            {database.reachable ? `Connected (answered in ${database.latencyMs} ms)` : `Not reachable: ${database.error}`}
          </span>
        </Fact>
        <Fact icon={<Server className="size-4" />} label="Database engine">
          {facts.provider}
        </Fact>
        <Fact icon={<HardDrive className="size-4" />} label="Last backup">
          {facts.lastBackupAt ? (
            <time dateTime={facts.lastBackupAt}>{dateTime.format(new Date(facts.lastBackupAt))}</time>
          ) : (
            "No backup yet"
          )}
          <span className="block text-xs">{facts.backupSchedule}</span>
        </Fact>
        <Fact icon={<Globe className="size-4" />} label="Site address">
          {facts.siteUrl}
        </Fact>
      </dl>
      <p className="mt-4 text-xs text-muted-foreground">
        Checked <time dateTime={facts.checkedAt}>{dateTime.format(new Date(facts.checkedAt))}</time>
      </p>
    </Frame>
  );
}

export function SystemOverviewSkeleton() {
  return (
    <Frame>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="Checking the system">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    </Frame>
  );
}
