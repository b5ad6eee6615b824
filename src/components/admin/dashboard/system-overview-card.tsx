import { AlertTriangle, Database, Globe, HardDrive, Layers, Mail, Server, Webhook } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { SystemStatus } from "@/lib/admin-types";

/** A backup older than this is flagged: the daily one is a day apart, plus two hours' slack. */
const BACKUP_WARNING_HOURS = 26;

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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function WebhooksFact({ webhooks }: { webhooks: SystemStatus["webhooks"] }) {
  if (webhooks === null) return "Unknown: the count failed";
  const { backlog, disabledForFailing } = webhooks;
  return (
    <>
      {backlog === 0 ? "No deliveries waiting" : `${plural(backlog, "delivery", "deliveries")} waiting to be sent`}
      {disabledForFailing > 0 && (
        <span className="flex items-center gap-2 font-medium text-destructive">
          <StatusDot ok={false} />
          <Link href="/admin/webhooks" className="underline underline-offset-2">
            {plural(disabledForFailing, "endpoint", "endpoints")} disabled for failing
          </Link>
        </span>
      )}
    </>
  );
}

function instancesText(instances: SystemStatus["instances"]): string {
  if (instances === "none") return "One (no Redis: instances are not shared)";
  if (instances === "down") return "Unknown: Redis is not reachable";
  return `${instances} seen in Redis in the last 30 s`;
}

export function SystemOverviewCard({ facts }: { facts: SystemStatus }) {
  const { database, serverErrors } = facts;
  const backupHours = facts.lastBackupAt ? (Date.parse(facts.checkedAt) - Date.parse(facts.lastBackupAt)) / 3_600_000 : null;
  const backupLate = backupHours !== null && backupHours > BACKUP_WARNING_HOURS;
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
          {backupLate && (
            <span className="flex items-center gap-2 font-medium text-destructive">
              <StatusDot ok={false} />
              Older than {BACKUP_WARNING_HOURS} hours ({Math.floor(backupHours)} h)
            </span>
          )}
          <span className="block text-xs">{facts.backupSchedule}</span>
        </Fact>
        <Fact icon={<Globe className="size-4" />} label="Site address">
          {facts.siteUrl}
        </Fact>
        <Fact icon={<Layers className="size-4" />} label="Instances">
          {instancesText(facts.instances)}
        </Fact>
        <Fact icon={<Mail className="size-4" />} label="E-mail backlog">
          {facts.emailBacklog === null
            ? "Unknown: the count failed"
            : facts.emailBacklog === 0
              ? "None waiting"
              : `${facts.emailBacklog} quote request(s) waiting to be sent`}
        </Fact>
        <Fact icon={<Webhook className="size-4" />} label="Webhook backlog">
          <WebhooksFact webhooks={facts.webhooks} />
        </Fact>
        <Fact icon={<AlertTriangle className="size-4" />} label="Server errors (24 h, this instance)">
          <span className="inline-flex items-center gap-2">
            <StatusDot ok={serverErrors.count === 0} />
            {serverErrors.count === 0 ? "None" : `${serverErrors.count} logged`}
          </span>
          {serverErrors.last && (
            <span className="block text-xs">
              Last: {serverErrors.last.message} (
              <time dateTime={serverErrors.last.at}>{dateTime.format(new Date(serverErrors.last.at))}</time>)
            </span>
          )}
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
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    </Frame>
  );
}
