"use client";

import Link from "next/link";
import { useState } from "react";
import { ChevronRight, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useWebhookEndpoints } from "@/hooks/admin/use-webhooks";
import { AdminMain, AdminPageHeader } from "../shared/admin-page-header";
import { EndpointFormDialog } from "./endpoint-form";
import { EndpointStatus } from "./endpoint-status";
import { SecretBox } from "./secret-box";

/** The webhook endpoints: each with its status and deliveries, and the way to add one. */
export function WebhooksScreen() {
  const { data, error, isLoading, mutate } = useWebhookEndpoints();
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<{ id: number; secret: string } | null>(null);
  const disabled = (data ?? []).filter((e) => !e.enabled && e.disabledReason && !e.disabledReason.startsWith("Disabled by"));

  return (
    <>
      <AdminPageHeader
        title="Webhooks"
        description="Your other systems are told, signed, when quote requests, quotes and products change."
        actions={
          <Button onClick={() => setFormOpen(true)}>
            <Plus aria-hidden />
            Add Endpoint
          </Button>
        }
      />
      <AdminMain>
        {disabled.length > 0 && (
          <div role="status" className="mb-4 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
            {disabled.length === 1 ? "An endpoint was" : `${disabled.length} endpoints were`} disabled after failing for 3 days:{" "}
            {disabled.map((e) => e.url).join(", ")}. Fix the receiver, then enable it again.
          </div>
        )}
        {isLoading ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading endpoints">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : error || !data ? (
          <p className="text-destructive">Endpoints could not be loaded.</p>
        ) : data.length === 0 ? (
          <p className="text-muted-foreground">No endpoints yet. Add one to start sending events.</p>
        ) : (
          <ul aria-label="Webhook endpoints" className="divide-y rounded-xl border bg-card">
            {data.map((e) => (
              <li key={e.id}>
                <Link
                  href={`/admin/webhooks/${e.id}`}
                  className="flex items-center gap-3 p-4 hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <span className="min-w-0 flex-1 space-y-1">
                    <span className="block font-medium break-all">{e.url}</span>
                    {e.description && <span className="block text-sm text-muted-foreground">{e.description}</span>}
                    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                      <EndpointStatus endpoint={e} />
                      <span>
                        {e.events.length} event{e.events.length === 1 ? "" : "s"} · {e.deliveries.succeeded} delivered ·{" "}
                        {e.deliveries.pending} pending · {e.deliveries.failed} failed
                      </span>
                    </span>
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AdminMain>
      <EndpointFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        onCreated={(id, secret) => {
          setFormOpen(false);
          setCreated({ id, secret });
          void mutate();
        }}
      />
      <Dialog open={created !== null} onOpenChange={(open) => !open && setCreated(null)}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Endpoint added</DialogTitle>
            <DialogDescription>
              Give this secret to the receiver: it verifies every request with it. You can reveal it again on the endpoint&apos;s page.
            </DialogDescription>
          </DialogHeader>
          {created && <SecretBox secret={created.secret} />}
          <DialogFooter>
            {created && (
              <Button asChild variant="outline">
                <Link href={`/admin/webhooks/${created.id}`}>Open endpoint</Link>
              </Button>
            )}
            <Button onClick={() => setCreated(null)}>Done</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
