"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Eye, Power, RefreshCw, RotateCcw, Send, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import {
  deleteWebhookEndpoint,
  redeliverWebhook,
  revealWebhookSecret,
  sendWebhookTest,
  setWebhookEnabled,
  useWebhookDeliveries,
  useWebhookEndpoint,
  WEBHOOKS_KEY,
} from "@/hooks/admin/use-webhooks";
import type { WebhookDeliveryView } from "@/lib/webhooks";
import { AdminMain, AdminPageHeader } from "../shared/admin-page-header";
import { ConfirmDeleteDialog } from "../shared/confirm-dialog";
import { EndpointStatus, when } from "./endpoint-status";
import { SecretBox } from "./secret-box";

const failMessage = (e: unknown) => (e instanceof Error ? e.message : undefined);

const STATUS_BADGE: Record<WebhookDeliveryView["status"], "secondary" | "outline" | "destructive"> = {
  succeeded: "secondary",
  pending: "outline",
  failed: "destructive",
};

/** One endpoint: its secret, test event, enable/disable, delete, and its recent deliveries to redeliver. */
export function WebhookEndpointScreen({ id }: { id: number }) {
  const router = useRouter();
  const { mutate: mutateKey } = useSWRConfig();
  const { data: endpoint, error, mutate } = useWebhookEndpoint(id);
  const { data: deliveries, mutate: refreshDeliveries } = useWebhookDeliveries(id);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function act(what: () => Promise<unknown>, success: string, failure: string) {
    setBusy(true);
    try {
      await what();
      toast.success(success);
      await Promise.all([mutate(), refreshDeliveries()]);
    } catch (e) {
      toast.error(failure, { description: failMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  if (error) {
    return (
      <>
        <AdminPageHeader title="Webhook Endpoint" backHref="/admin/webhooks" backLabel="Back to Webhooks" />
        <AdminMain>
          <p className="text-destructive">
            {error.message.startsWith("404") ? "This endpoint does not exist." : "The endpoint could not be loaded."}
          </p>
        </AdminMain>
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title={endpoint ? <span className="break-all">{endpoint.url}</span> : "Webhook Endpoint"}
        description={endpoint?.description || undefined}
        backHref="/admin/webhooks"
        backLabel="Back to Webhooks"
        actions={
          endpoint && (
            <>
              <Button
                variant="outline"
                disabled={busy || !endpoint.enabled}
                onClick={() => act(() => sendWebhookTest(id), "Test event queued", "Failed to send a test event")}
              >
                <Send aria-hidden />
                Send test event
              </Button>
              <Button
                variant="outline"
                disabled={busy}
                onClick={() =>
                  act(
                    () => setWebhookEnabled(id, !endpoint.enabled),
                    endpoint.enabled ? "Endpoint disabled" : "Endpoint enabled",
                    "Failed to change the endpoint",
                  )
                }
              >
                <Power aria-hidden />
                {endpoint.enabled ? "Disable" : "Enable"}
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => setDeleteOpen(true)}>
                <Trash2 aria-hidden />
                Delete
              </Button>
            </>
          )
        }
      />
      <AdminMain>
        {!endpoint ? (
          <Skeleton className="h-24" aria-label="Loading endpoint" />
        ) : (
          <div className="space-y-6">
            <section aria-labelledby="endpoint-details" className="space-y-3 rounded-xl border bg-card p-4">
              <h2 id="endpoint-details" className="font-semibold">
                Details
              </h2>
              <EndpointStatus endpoint={endpoint} />
              <p className="text-sm">
                <span className="text-muted-foreground">Events: </span>
                <span className="font-mono break-words">{endpoint.events.join(", ")}</span>
              </p>
              {secret ? (
                <SecretBox secret={secret} />
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={async () => {
                    try {
                      setSecret(await revealWebhookSecret(id));
                    } catch (e) {
                      toast.error("Failed to reveal the secret", { description: failMessage(e) });
                    }
                  }}
                >
                  <Eye aria-hidden />
                  Reveal secret
                </Button>
              )}
            </section>
            <section aria-labelledby="recent-deliveries" className="space-y-3">
              <div className="flex items-center justify-between gap-2">
                <h2 id="recent-deliveries" className="font-semibold">
                  Recent deliveries
                </h2>
                <Button variant="outline" size="sm" onClick={() => void Promise.all([mutate(), refreshDeliveries()])}>
                  <RefreshCw aria-hidden />
                  Refresh
                </Button>
              </div>
              {!deliveries ? (
                <Skeleton className="h-24" aria-label="Loading deliveries" />
              ) : deliveries.length === 0 ? (
                <p className="text-muted-foreground">Nothing sent yet.</p>
              ) : (
                <div className="overflow-x-auto rounded-xl border bg-card">
                  <Table aria-label="Deliveries">
                    <TableHeader>
                      <TableRow>
                        <TableHead>Event</TableHead>
                        <TableHead>Status</TableHead>
                        <TableHead>Time</TableHead>
                        <TableHead>Response</TableHead>
                        <TableHead>
                          <span className="sr-only">Actions</span>
                        </TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {deliveries.map((d) => (
                        <TableRow key={d.id}>
                          <TableCell className="align-top">
                            <span className="block font-mono text-sm">{d.eventType}</span>
                            <span className="block font-mono text-xs text-muted-foreground">{d.eventId}</span>
                          </TableCell>
                          <TableCell className="align-top">
                            <Badge variant={STATUS_BADGE[d.status]}>{d.status}</Badge>
                            <span className="block text-xs text-muted-foreground">
                              {d.attempts} attempt{d.attempts === 1 ? "" : "s"}
                              {d.nextAttemptAt && d.attempts > 0 ? ` · next ${when(d.nextAttemptAt)}` : ""}
                            </span>
                          </TableCell>
                          <TableCell className="align-top text-sm whitespace-nowrap">
                            {when(d.deliveredAt ?? d.lastAttemptAt ?? d.createdAt)}
                          </TableCell>
                          <TableCell className="max-w-xs align-top text-sm">
                            {d.responseStatus !== null && <span className="font-mono">{d.responseStatus}</span>}
                            {d.error && <span className="block text-destructive">{d.error}</span>}
                            {d.responseBody && (
                              <span className="block truncate font-mono text-xs text-muted-foreground" title={d.responseBody}>
                                {d.responseBody.slice(0, 120)}
                              </span>
                            )}
                          </TableCell>
                          <TableCell className="align-top">
                            <Button
                              variant="outline"
                              size="sm"
                              disabled={busy || d.status === "pending" || !endpoint.enabled}
                              onClick={() => act(() => redeliverWebhook(id, d.id), "Delivery queued again", "Failed to redeliver")}
                              aria-label={`Redeliver ${d.eventType} ${d.eventId}`}
                            >
                              <RotateCcw aria-hidden />
                              Redeliver
                            </Button>
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              )}
            </section>
          </div>
        )}
      </AdminMain>
      <ConfirmDeleteDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title="Delete endpoint"
        description="No more events are sent to it, and its deliveries are forgotten."
        onConfirm={async () => {
          try {
            await deleteWebhookEndpoint(id);
          } catch (e) {
            toast.error("Failed to delete endpoint", { description: failMessage(e) });
            return false;
          }
          toast.success("Endpoint deleted");
          await mutateKey(WEBHOOKS_KEY);
          router.push("/admin/webhooks");
          return true;
        }}
      />
    </>
  );
}
