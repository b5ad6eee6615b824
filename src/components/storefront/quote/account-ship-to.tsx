"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { ApiError, getJson } from "@/lib/api-client";
import { quoteFieldsFrom, type QuoteDefaults } from "@/lib/quote-defaults";
import type { Address } from "@/lib/validation/address";
import type { QuoteRequestFormValues, QuoteRequestInput } from "@/lib/validation/quote-request";

type QuoteForm = UseFormReturn<QuoteRequestFormValues, unknown, QuoteRequestInput>;

/** The account's defaults for the quote form while it is open: null for a guest, or until the private API answers. */
export function useQuoteDefaults(open: boolean): QuoteDefaults | null {
  const [defaults, setDefaults] = useState<QuoteDefaults | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    // Whatever fails, the form stays a guest's; a refusal (signed out meanwhile) also drops defaults shown before.
    getJson<{ defaults: QuoteDefaults | null } | null>("/api/account/quote-defaults", { cache: "no-store" })
      .then((data) => {
        if (live) setDefaults(data?.defaults ?? null);
      })
      .catch((error: unknown) => {
        if (live && error instanceof ApiError && error.status > 0) setDefaults(null);
      });
    return () => {
      live = false;
    };
  }, [open]);
  return defaults;
}

/**
 * For a signed-in buyer, fills the quote form from the account (their name and
 * e-mail, their company's name and default address) once the private defaults
 * API has answered, leaving anything already typed; then offers the company's
 * other addresses. A guest's form stays as it was, and this shows nothing.
 */
export function AccountShipTo({ form, defaults }: { form: QuoteForm; defaults: QuoteDefaults | null }) {
  const [chosen, setChosen] = useState("");
  const filled = useRef<QuoteDefaults | null>(null);
  const id = useId();

  useEffect(() => {
    if (!defaults || filled.current === defaults) return;
    filled.current = defaults;
    const address = defaults.addresses.find((a) => a.isDefault);
    fill(form, quoteFieldsFrom(defaults, address), true);
    setChosen(address ? String(address.id) : "");
  }, [defaults, form]);

  if (!defaults || defaults.addresses.length === 0) return null;

  function choose(value: string) {
    setChosen(value);
    const address: Address | undefined = defaults?.addresses.find((a) => String(a.id) === value);
    if (defaults && address) fill(form, quoteFieldsFrom(defaults, address), false);
  }

  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        Ship to
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(e) => choose(e.target.value)}
        className="h-9 w-full rounded-md border border-input bg-transparent px-3 shadow-xs"
      >
        {chosen === "" && <option value="">Choose an address of your company</option>}
        {defaults.addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {a.label}: {a.street}, {a.city}, {a.state} {a.zip}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Sets the fields; on the first fill only those the buyer has not typed in yet. */
function fill(
  form: QuoteForm,
  fields: Partial<Record<"name" | "email" | "company" | "phone" | "state" | "zip", string>>,
  onlyUntouched: boolean,
) {
  for (const [name, value] of Object.entries(fields) as [keyof typeof fields, string][]) {
    if (onlyUntouched && (form.getFieldState(name).isDirty || form.getValues(name))) continue;
    form.setValue(name, value, { shouldDirty: !onlyUntouched, shouldValidate: form.formState.isSubmitted });
  }
}
