import { Badge } from "@/components/ui/badge";
import type { WebhookEndpointView } from "@/lib/webhooks";

export const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Enabled, failing (since when) or disabled (and why). */
export function EndpointStatus({ endpoint }: { endpoint: WebhookEndpointView }) {
  if (!endpoint.enabled) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Badge variant="destructive">Disabled</Badge>
        {endpoint.disabledReason && <span className="text-sm text-muted-foreground">{endpoint.disabledReason}</span>}
      </span>
    );
  }
  if (endpoint.failingSince) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">Failing</Badge>
        <span className="text-sm text-muted-foreground">since {when(endpoint.failingSince)}</span>
      </span>
    );
  }
  return <Badge variant="secondary">Enabled</Badge>;
}
