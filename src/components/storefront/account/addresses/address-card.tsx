"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Address } from "@/lib/validation/address";
import { AddressForm } from "./address-form";

/** One address of the book; Make default and Delete are plain forms, Edit needs scripts. */
export function AddressCard({ address }: { address: Address }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <AddressForm address={address} onDone={() => setEditing(false)} />;
  const a = address;
  return (
    <article aria-label={a.label} className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <h3 className="flex items-center gap-2 font-semibold">
          {a.label} {a.isDefault && <Badge variant="secondary">Default</Badge>}
        </h3>
        <p>{a.recipient}</p>
        {a.companyName && <p>{a.companyName}</p>}
        <p>{a.street}</p>
        {a.street2 && <p>{a.street2}</p>}
        <p>
          {a.city}, {a.state} {a.zip}
        </p>
        {a.phone && <p>{a.phone}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${a.label}`}>
          Edit
        </Button>
        {!a.isDefault && (
          <form method="post" action={`/api/account/addresses/${a.id}`}>
            <input type="hidden" name="intent" value="default" />
            <Button type="submit" variant="outline" size="sm" aria-label={`Make ${a.label} the default`}>
              Make default
            </Button>
          </form>
        )}
        <form method="post" action={`/api/account/addresses/${a.id}`}>
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="ghost" size="sm" aria-label={`Delete ${a.label}`}>
            Delete
          </Button>
        </form>
      </div>
    </article>
  );
}
