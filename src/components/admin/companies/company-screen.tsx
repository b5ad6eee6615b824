"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import {
  formatWinRate,
  PAYMENT_TERMS_MAX,
  paymentTermsSchema,
  type AdminCompanyDetail,
  type PaymentTermsValues,
} from "@/lib/admin-companies";
import { ApiError, NETWORK_ERROR_MESSAGE, send } from "@/lib/api-client";
import { formatPrice } from "@/lib/money";
import { EMAIL_MAX } from "@/lib/validation/account";
import { AdminMain, AdminPageHeader } from "../shared/admin-page-header";

const errorOf = (e: unknown) => (e instanceof ApiError ? e : new ApiError(0, NETWORK_ERROR_MESSAGE));

function PaymentTermsForm({ company, onSaved }: { company: AdminCompanyDetail; onSaved: () => void }) {
  const form = useForm<PaymentTermsValues, unknown, { paymentTerms: string }>({
    resolver: zodResolver(paymentTermsSchema) as Resolver<PaymentTermsValues, unknown, { paymentTerms: string }>,
    defaultValues: { paymentTerms: company.paymentTerms },
  });
  const message = form.formState.errors.paymentTerms?.message;
  async function onSubmit(values: { paymentTerms: string }) {
    try {
      await send("PATCH", `/api/admin/companies/${company.id}`, values);
    } catch (e) {
      toast.error("Payment terms not saved", { description: errorOf(e).message });
      return;
    }
    toast.success("Payment terms saved");
    onSaved();
  }
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1">
        <Label htmlFor="payment-terms">Payment terms</Label>
        <Input id="payment-terms" maxLength={PAYMENT_TERMS_MAX} placeholder="Net 30" {...form.register("paymentTerms")} />
        {message && <p className="text-sm text-destructive">{message}</p>}
      </div>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        Save payment terms
      </Button>
    </form>
  );
}

function InviteBuyerForm({ companyId, onSent }: { companyId: number; onSent: () => void }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"buyer" | "admin">("buyer");
  const [busy, setBusy] = useState(false);
  async function invite(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const answer = await send<{ invitation: unknown; message?: string }>("POST", `/api/admin/companies/${companyId}/invitations`, {
        email,
        role,
      });
      if (answer.invitation === null) toast.error("Invitation not sent", { description: answer.message });
      else {
        toast.success(`Invitation sent to ${email}`);
        setEmail("");
        onSent();
      }
    } catch (err) {
      toast.error("Invitation not sent", { description: errorOf(err).message });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={invite} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1">
        <Label htmlFor="invite-buyer-email">Buyer&apos;s email</Label>
        <Input id="invite-buyer-email" type="email" maxLength={EMAIL_MAX} value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="invite-buyer-role">Role</Label>
        <select
          id="invite-buyer-role"
          className="h-9 rounded-md border px-2"
          value={role}
          onChange={(e) => setRole(e.target.value === "admin" ? "admin" : "buyer")}
        >
          <option value="buyer">Buyer</option>
          <option value="admin">Admin</option>
        </select>
      </div>
      <Button type="submit" disabled={busy}>
        Invite buyer
      </Button>
    </form>
  );
}

function PendingInvitationsList({ company, onChanged }: { company: AdminCompanyDetail; onChanged: () => void }) {
  const [busy, setBusy] = useState<number | null>(null);
  if (company.invitations.length === 0) return <p className="text-sm text-muted-foreground">No pending invitations.</p>;
  async function revoke(id: number, email: string) {
    setBusy(id);
    try {
      await send("DELETE", `/api/admin/companies/${company.id}/invitations/${id}`);
      toast.success(`Invitation to ${email} revoked`);
      onChanged();
    } catch (err) {
      toast.error("Invitation not revoked", { description: errorOf(err).message });
    } finally {
      setBusy(null);
    }
  }
  return (
    <ul aria-label="Pending invitations" className="divide-y rounded-xl border bg-card text-sm">
      {company.invitations.map((i) => (
        <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <span className="break-all">
            {i.email} as {i.role === "admin" ? "admin" : "buyer"} · invited by {i.invitedBy.replace(/^supplier:/, "")} on{" "}
            {new Date(i.createdAt).toLocaleString("en-US")} · until {new Date(i.expiresAt).toLocaleDateString("en-US")}
          </span>
          <Button type="button" variant="outline" size="sm" disabled={busy === i.id} onClick={() => void revoke(i.id, i.email)}>
            Revoke invitation to {i.email}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** One company: its details, buyers with roles, requests; the admin edits its payment terms and invites a buyer. */
export function CompanyScreen({ id }: { id: number }) {
  const { data, error, isLoading, mutate } = useSWR<{ company: AdminCompanyDetail }>(`/api/admin/companies/${id}`);
  const c = data?.company;
  return (
    <>
      <AdminPageHeader
        title={c?.name ?? "Company"}
        backHref="/admin/companies"
        backLabel="Back to Companies"
        actions={
          <Link href={`/admin/companies/${id}/prices`} className="text-sm font-medium text-primary hover:underline">
            Company prices
          </Link>
        }
      />
      <AdminMain className="space-y-8">
        {isLoading ? (
          <Skeleton className="h-40" />
        ) : error || !c ? (
          <p className="text-destructive">This company could not be loaded.</p>
        ) : (
          <>
            <section aria-label="Details" className="grid gap-1 text-sm">
              <p>{[c.billingStreet, c.billingCity, c.billingState, c.billingZip].filter(Boolean).join(", ") || "No billing address"}</p>
              <p>{c.taxExempt ? `Tax-exempt, certificate ${c.taxCertificate}` : "Not tax-exempt"}</p>
              <p>
                Terms of Sale version {c.termsVersion} accepted {new Date(c.termsAcceptedAt).toLocaleString("en-US")}
              </p>
              <p>
                {c.requests} requests · win rate {formatWinRate(c.winRate)} · won {formatPrice(c.wonValue)}
              </p>
            </section>
            <section aria-labelledby="terms-heading" className="space-y-2">
              <h2 id="terms-heading" className="text-lg font-semibold">
                Payment terms
              </h2>
              <PaymentTermsForm key={c.paymentTerms} company={c} onSaved={() => void mutate()} />
            </section>
            <section aria-labelledby="buyers-heading" className="space-y-2">
              <h2 id="buyers-heading" className="text-lg font-semibold">
                Buyers
              </h2>
              <ul className="divide-y rounded-xl border bg-card text-sm">
                {c.members.map((m) => (
                  <li key={m.id} className="flex flex-wrap justify-between gap-2 p-3">
                    <span className="break-all">
                      {m.name || "—"} &lt;{m.email}&gt;
                    </span>
                    <span className="text-muted-foreground">{m.role === "admin" ? "Admin" : "Buyer"}</span>
                  </li>
                ))}
              </ul>
              <InviteBuyerForm companyId={c.id} onSent={() => void mutate()} />
            </section>
            <section aria-labelledby="invitations-heading" className="space-y-2">
              <h2 id="invitations-heading" className="text-lg font-semibold">
                Pending invitations
              </h2>
              <PendingInvitationsList company={c} onChanged={() => void mutate()} />
            </section>
            <section aria-labelledby="requests-heading" className="space-y-2">
              <h2 id="requests-heading" className="text-lg font-semibold">
                Quote requests
              </h2>
              {c.quoteRequests.length === 0 ? (
                <p className="text-sm text-muted-foreground">No requests yet.</p>
              ) : (
                <ul className="divide-y rounded-xl border bg-card text-sm">
                  {c.quoteRequests.map((q) => (
                    <li key={q.id} className="flex flex-wrap justify-between gap-2 p-3">
                      <Link href={`/admin/quote-requests/${q.id}`} className="font-medium text-primary hover:underline">
                        {q.reference}
                      </Link>
                      <span className="break-all text-muted-foreground">{q.email}</span>
                      <span>{q.status}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </AdminMain>
    </>
  );
}
