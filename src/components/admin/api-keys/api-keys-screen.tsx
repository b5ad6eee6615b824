"use client";

import { useState } from "react";
import { KeyRound, Plus } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { revokeApiKey, useApiKeys, useRefreshApiKeys } from "@/hooks/admin/use-api-keys";
import type { ApiKeyStatus, ApiKeySummary } from "@/lib/api-keys";
import { formatIsoDate } from "@/lib/dates";
import { AdminMain, AdminPageHeader } from "../shared/admin-page-header";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { CreateApiKeyDialog } from "./create-api-key-dialog";

const STATUS: Record<ApiKeyStatus, { label: string; variant: "default" | "secondary" | "destructive" }> = {
  active: { label: "Active", variant: "default" },
  expired: { label: "Expired", variant: "secondary" },
  revoked: { label: "Revoked", variant: "destructive" },
};

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** The keys other systems use for the admin API: create one (shown once), see when each was last used, revoke. */
export function ApiKeysScreen() {
  const { data, error, isLoading } = useApiKeys();
  const refresh = useRefreshApiKeys();
  const [createOpen, setCreateOpen] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const [revokeOpen, setRevokeOpen] = useState(false);

  async function confirmRevoke(): Promise<boolean> {
    if (!revoking) return true;
    try {
      await revokeApiKey(revoking.id);
    } catch (e) {
      toast.error("Failed to revoke the key", { description: e instanceof Error ? e.message : undefined });
      return false;
    }
    toast.success(`${revoking.name} revoked`);
    void refresh();
    return true;
  }

  return (
    <>
      <AdminPageHeader
        title="API Keys"
        description="Keys let another system, such as an ERP or a CRM, use the admin API within the scopes you give them. A key never manages keys or settings."
        actions={
          <Button onClick={() => setCreateOpen(true)}>
            <Plus aria-hidden />
            Create API Key
          </Button>
        }
      />
      <AdminMain>
        {isLoading ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading API keys">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        ) : error || !data ? (
          <p className="text-destructive">API keys could not be loaded.</p>
        ) : data.length === 0 ? (
          <p className="text-muted-foreground">No API keys yet.</p>
        ) : (
          <ul aria-label="API keys" className="divide-y rounded-xl border bg-card">
            {data.map((k) => (
              <li key={k.id} aria-label={k.name} className="flex flex-col gap-3 p-4 lg:flex-row lg:items-start lg:justify-between">
                <div className="min-w-0 space-y-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <KeyRound className="size-4 text-muted-foreground" aria-hidden />
                    <p className="font-medium break-words">{k.name}</p>
                    <Badge variant={STATUS[k.status].variant}>{STATUS[k.status].label}</Badge>
                  </div>
                  <p className="font-mono text-xs break-all text-muted-foreground">{k.prefix}_…</p>
                  <ul aria-label="Scopes" className="flex flex-wrap gap-1">
                    {k.scopes.map((s) => (
                      <li key={s}>
                        <Badge variant="outline" className="font-mono">
                          {s}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
                    <dt className="text-muted-foreground">Created</dt>
                    <dd>
                      {dateTime(k.createdAt)} by {k.createdBy}
                    </dd>
                    <dt className="text-muted-foreground">Last used</dt>
                    <dd>{k.lastUsedAt ? dateTime(k.lastUsedAt) : "Never"}</dd>
                    <dt className="text-muted-foreground">Expires</dt>
                    <dd>{k.expiresOn ? `End of ${formatIsoDate(k.expiresOn)}` : "Never"}</dd>
                    {k.revokedAt && (
                      <>
                        <dt className="text-muted-foreground">Revoked</dt>
                        <dd>{dateTime(k.revokedAt)}</dd>
                      </>
                    )}
                  </dl>
                </div>
                {k.status !== "revoked" && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="self-start"
                    onClick={() => {
                      setRevoking(k);
                      setRevokeOpen(true);
                    }}
                    aria-label={`Revoke ${k.name}`}
                  >
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </AdminMain>
      <CreateApiKeyDialog open={createOpen} onOpenChange={setCreateOpen} />
      <ConfirmDialog
        open={revokeOpen}
        onOpenChange={setRevokeOpen}
        title={`Revoke ${revoking?.name ?? "key"}`}
        description="Every request with this key is refused from now on. The system using it stops working until it gets a new key. This cannot be undone."
        confirmLabel="Revoke Key"
        busyLabel="Revoking..."
        destructive
        onConfirm={confirmRevoke}
      />
    </>
  );
}
