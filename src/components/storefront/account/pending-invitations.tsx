"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { ApiError, NETWORK_ERROR_MESSAGE, send } from "@/lib/api-client";
import type { PendingInvitation } from "@/lib/validation/company";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
export const inviterName = (invitedBy: string) => (invitedBy.startsWith("supplier:") ? "Our team" : invitedBy);

/** The company's pending invitations, for its admins: who invited whom and when, each revocable (a plain form without scripts). */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  if (invitations.length === 0) return <p className="text-sm text-muted-foreground">No pending invitations.</p>;

  async function revoke(e: React.FormEvent, invitation: PendingInvitation) {
    e.preventDefault();
    setBusy(invitation.id);
    try {
      await send("DELETE", `/api/account/company/invitations/${invitation.id}`);
      toast.success(`Invitation to ${invitation.email} revoked`);
      router.refresh();
    } catch (err) {
      toast.error((err instanceof ApiError ? err : new ApiError(0, NETWORK_ERROR_MESSAGE)).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <ul aria-label="Pending invitations" className="divide-y rounded border text-sm">
      {invitations.map((i) => (
        <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 p-2">
          <span className="break-all">
            <strong>{i.email}</strong> as {i.role === "admin" ? "admin" : "buyer"}, invited by {inviterName(i.invitedBy)} on{" "}
            {day(i.createdAt)} (until {day(i.expiresAt)})
          </span>
          <form method="post" action={`/api/account/company/invitations/${i.id}`} onSubmit={(e) => void revoke(e, i)}>
            <input type="hidden" name="intent" value="revoke" />
            <Button type="submit" variant="outline" size="sm" disabled={busy === i.id}>
              Revoke invitation to {i.email}
            </Button>
          </form>
        </li>
      ))}
    </ul>
  );
}
