"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, NETWORK_ERROR_MESSAGE, send } from "@/lib/api-client";
import type { OrderStatus } from "@/lib/orders";

const ACTION: Record<OrderStatus, string> = {
  Placed: "Mark Placed",
  Confirmed: "Mark Confirmed",
  Shipped: "Mark Shipped",
  Delivered: "Mark Delivered",
  Cancelled: "Cancel order",
};

/**
 * One form per move the order's status allows. Each sends the status shown
 * (`expected`), so a change made meanwhile is refused (409), not overwritten;
 * the server's answer is shown here, and the page is read again.
 */
export function OrderActions({
  id,
  status,
  next,
  today,
}: {
  id: number;
  status: OrderStatus;
  next: readonly OrderStatus[];
  today: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    try {
      const body = Object.fromEntries(new FormData(e.currentTarget));
      const answer = await send<{ status?: string } | null>("POST", `/api/admin/orders/${id}/status`, body, {
        fallback: (code) => `The change was refused (${code}).`,
      });
      setOutcome({ ok: true, text: `Marked ${answer?.status}. The buyer has been e-mailed.` });
      router.refresh();
    } catch (error) {
      const refused = error instanceof ApiError && error.status > 0;
      setOutcome({ ok: false, text: refused ? error.message : NETWORK_ERROR_MESSAGE });
      // The refusal may come from a change made meanwhile, which the page then shows.
      if (refused) router.refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      {outcome &&
        (outcome.ok ? (
          <p role="status" className="rounded-md border p-3 text-sm">
            {outcome.text}
          </p>
        ) : (
          <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
            {outcome.text}
          </p>
        ))}
      {next.length === 0 && <p className="text-sm text-muted-foreground">This order is {status}: nothing follows.</p>}
      {next.map((to) => (
        <form key={`${status}-${to}`} onSubmit={submit} className="space-y-3 border-t pt-4 first-of-type:border-0 first-of-type:pt-0">
          <input type="hidden" name="status" value={to} />
          <input type="hidden" name="expected" value={status} />
          {to === "Shipped" && (
            <>
              <Field label="Carrier">
                <Input name="carrier" required maxLength={100} autoComplete="off" />
              </Field>
              <Field label="Tracking number">
                <Input name="trackingNumber" required maxLength={100} autoComplete="off" />
              </Field>
              <Field label="Ship date">
                <Input name="shippedOn" type="date" required defaultValue={today} />
              </Field>
            </>
          )}
          {to === "Cancelled" ? (
            <Field label="Reason for cancelling">
              <Textarea name="reason" required maxLength={2000} rows={2} />
            </Field>
          ) : (
            <Field label={`Note (${to})`}>
              <Input name="note" maxLength={2000} autoComplete="off" />
            </Field>
          )}
          <Button type="submit" disabled={busy} variant={to === "Cancelled" ? "destructive" : "default"}>
            {ACTION[to]}
          </Button>
        </form>
      ))}
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      {children}
    </label>
  );
}
