import "server-only";
import { db } from "@/server/db/client";

/** The reason the dispatcher gives an endpoint it disabled; one the admin disabled says who did. */
export const FAILING_DISABLED_REASON = "Every delivery failed for 3 days";

/** Deliveries not delivered yet that will be tried (again): new ones, and failures still within their day of retries. */
export function webhookBacklog(): Promise<number> {
  return db.webhookDelivery.count({ where: { status: "pending" } });
}

/** Endpoints the dispatcher disabled because every delivery failed; they get nothing until the admin enables them. */
export function endpointsDisabledForFailing(): Promise<number> {
  return db.webhookEndpoint.count({ where: { enabled: false, disabledReason: FAILING_DISABLED_REASON } });
}
