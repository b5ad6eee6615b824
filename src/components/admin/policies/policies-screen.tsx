"use client";

import { useState } from "react";
import { toast } from "sonner";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, NETWORK_ERROR_MESSAGE, send } from "@/lib/api-client";
import { POLICY_BODY_MAX, policySchema, type PolicySlug, type PolicyView } from "@/lib/policies";
import { AdminMain, AdminPageHeader } from "../shared/admin-page-header";

function PolicyEditor({ policy, onSaved }: { policy: PolicyView; onSaved: () => void }) {
  const [body, setBody] = useState(policy.body);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save(e: React.FormEvent) {
    e.preventDefault();
    const parsed = policySchema.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the text");
    setError(null);
    setBusy(true);
    try {
      await send("PUT", `/api/admin/policies/${policy.slug}`, parsed.data);
      toast.success(`${policy.title} saved`);
      onSaved();
    } catch (err) {
      toast.error(`${policy.title} not saved`, {
        description: (err instanceof ApiError ? err : new ApiError(0, NETWORK_ERROR_MESSAGE)).message,
      });
    } finally {
      setBusy(false);
    }
  }
  const id = `policy-${policy.slug}`;
  return (
    <form onSubmit={save} noValidate className="space-y-2 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Label htmlFor={id} className="text-lg font-semibold">
          {policy.title}
        </Label>
        <span className="text-sm text-muted-foreground">
          {policy.slug === "terms-of-sale" ? `Version ${policy.version} · ` : ""}
          {policy.updatedAt ? `Saved ${new Date(policy.updatedAt).toLocaleString("en-US")}` : "Default text"} ·{" "}
          <a href={`/${policy.slug}`} target="_blank" rel="noreferrer" className="text-primary hover:underline">
            View page
          </a>
        </span>
      </div>
      <Textarea
        id={id}
        rows={14}
        maxLength={POLICY_BODY_MAX}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        className="font-mono text-sm"
      />
      {error && <p className="text-sm text-destructive">{error}</p>}
      <Button type="submit" disabled={busy}>
        Save {policy.title}
      </Button>
    </form>
  );
}

/** The policy pages' Markdown. Saving the Terms of Sale makes a new version; companies keep the one they accepted. */
export function PoliciesScreen() {
  const { data, error, isLoading, mutate } = useSWR<{ policies: PolicyView[] }>("/api/admin/policies");
  return (
    <>
      <AdminPageHeader
        title="Policies"
        description="Privacy Policy, Terms of Sale, Shipping Info and Returns, written in Markdown (headings with ##, lists with -, **bold**, [links](https://…))."
      />
      <AdminMain className="space-y-6">
        {isLoading ? (
          <Skeleton className="h-64" />
        ) : error || !data ? (
          <p className="text-destructive">Policies could not be loaded.</p>
        ) : (
          data.policies.map((p: PolicyView & { slug: PolicySlug }) => (
            <PolicyEditor key={`${p.slug}-${p.updatedAt ?? "default"}`} policy={p} onSaved={() => void mutate()} />
          ))
        )}
      </AdminMain>
    </>
  );
}
