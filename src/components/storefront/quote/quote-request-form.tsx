"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/storefront/toasts/toast";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { priceWithUnit } from "@/lib/money";
import { CartQuantity } from "../shell/cart-quantity";
import type { CartItem } from "@/lib/types";
import { HONEYPOT_FIELD, quoteRequestSchema, US_STATES, type QuoteRequestFormValues, type QuoteRequestInput } from "@/lib/validation/quote-request";

export interface SubmittedQuote {
  reference: string;
  items: { name: string; sku: string; quantity: number }[];
  email: string;
}

type ContactField = "name" | "company" | "email" | "phone" | "state" | "zip" | "notes";
const CONTACT_FIELDS: readonly ContactField[] = ["name", "company", "email", "phone", "state", "zip", "notes"];
const EMPTY = { name: "", company: "", email: "", phone: "", state: "", zip: "", notes: "" };

/** A refused row's key in the server's answer: `items.{index}` (the product is gone) or `items.{index}.{field}`. */
const ITEM_ERROR = /^items\.(\d+)(?:\.(\w+))?$/;
export const NONE_AVAILABLE_MESSAGE = "None of the items in your cart is available any more. Remove them and add products to request a quote.";
const goneMessage = (name: string) => `${name} is no longer available. Remove it to send your request.`;

const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/**
 * The quote request (DECISIONS D16): the buyer's details plus the cart's items,
 * whose quantities stay editable here. Items the catalogue no longer has are
 * shown apart and not sent; the cart is checked again just before sending. A
 * row the server still refuses is named next to it. One Idempotency-Key is
 * kept until the request is accepted, so a retry after a lost answer never
 * files it twice.
 */
export function QuoteRequestForm({
  items,
  unavailable,
  onQuantity,
  onRemove,
  checkCatalog,
  onSubmitted,
}: {
  items: CartItem[];
  /** Ids of the items the catalogue no longer has. */
  unavailable: ReadonlySet<number>;
  onQuantity: (id: number, quantity: number) => void;
  onRemove: (id: number) => void;
  /** Checks the cart against the catalogue; resolves to the available items, or null when the check failed. */
  checkCatalog: () => Promise<CartItem[] | null>;
  onSubmitted: (quote: SubmittedQuote) => void;
}) {
  const form = useForm<QuoteRequestFormValues, unknown, QuoteRequestInput>({
    resolver: zodResolver(quoteRequestSchema),
    defaultValues: { ...EMPTY, items: [] },
  });
  const idempotencyKey = useRef(newKey());
  const honeypot = useRef<HTMLInputElement>(null);
  const sending = form.formState.isSubmitting;
  /** Rows the server refused, by cart item id: its message, and whether the product is gone. */
  const [refused, setRefused] = useState<Record<number, { message: string; gone: boolean }>>({});
  const isGone = (id: number) => unavailable.has(id) || refused[id]?.gone === true;
  const available = items.filter((i) => !isGone(i.id));

  async function submit(values: QuoteRequestInput) {
    setRefused({});
    const checked = await checkCatalog();
    const sent = checked ?? available;
    if (sent.length === 0) {
      form.setError("items", { message: NONE_AVAILABLE_MESSAGE });
      return;
    }
    const body = { ...values, items: sent.map(toQuoteItem), [HONEYPOT_FIELD]: honeypot.current?.value ?? "" };
    let res: Response;
    try {
      res = await fetch("/api/quote-requests", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey.current },
        body: JSON.stringify(body),
      });
    } catch {
      toast.error("Quote request not sent", { description: "Network error. Please try again." });
      return;
    }
    const data = (await res.json().catch(() => null)) as { reference?: string; message?: string; errors?: Record<string, string> } | null;
    if (!res.ok || !data?.reference) {
      const rows: Record<number, { message: string; gone: boolean }> = {};
      for (const [field, message] of Object.entries(data?.errors ?? {})) {
        const row = ITEM_ERROR.exec(field);
        const item = row ? sent[Number(row[1])] : undefined;
        if (row && item) rows[item.id] = row[2] ? { message, gone: false } : { message: goneMessage(item.name), gone: true };
        else if (CONTACT_FIELDS.includes(field as ContactField)) form.setError(field as ContactField, { message });
        else if (field === "items") form.setError("items", { message });
      }
      const named = sent.filter((i) => rows[i.id]).map((i) => i.name);
      setRefused(rows);
      if (named.length > 0) void checkCatalog();
      const description =
        named.length > 0 ? `Check ${named.join(", ")}: the reason is shown next to ${named.length === 1 ? "it" : "each"}.` : (data?.message ?? "Please check the form and try again.");
      toast.error("Quote request not sent", { description });
      return;
    }
    idempotencyKey.current = newKey();
    onSubmitted({ reference: data.reference, email: values.email, items: sent.map((i) => ({ name: i.name, sku: i.sku, quantity: i.quantity })) });
  }

  // The items come from the cart, not the form state; the schema still checks them.
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    form.setValue("items", available.map(toQuoteItem));
    return form.handleSubmit(submit)(e);
  };

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Request a quote">
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">Items ({available.length})</legend>
          {items.length === 0 ? (
            <p className="text-sm text-muted-foreground">Your cart is empty. Add products to request a quote.</p>
          ) : (
            <ul className="divide-y rounded-md border">
              {items.map((item) => {
                const gone = isGone(item.id);
                const problem = refused[item.id];
                return (
                  <li key={item.id} className="space-y-1 p-2 text-sm">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="truncate font-medium">{item.name}</p>
                        <p className="text-xs text-muted-foreground">
                          SKU: {item.sku} · {gone ? "No longer available: not included in this request" : priceWithUnit(item.priceMin, item.priceMax, item.unitOfSale)}
                        </p>
                      </div>
                      {gone ? (
                        <Button type="button" variant="outline" size="sm" className="shrink-0" onClick={() => onRemove(item.id)} aria-label={`Remove ${item.name} from cart`}>
                          Remove
                        </Button>
                      ) : (
                        <CartQuantity compact name={item.name} quantity={item.quantity} onQuantity={(n) => onQuantity(item.id, n)} className="shrink-0" />
                      )}
                    </div>
                    {problem && (
                      <p role="alert" className="text-sm text-destructive">
                        {problem.message}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {form.formState.errors.items && <p className="text-sm text-destructive">{form.formState.errors.items.message ?? "Check the quantities"}</p>}
        </fieldset>

        {/* Fields start at the top of their row: one showing its message does not push its neighbour down. */}
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField form={form} name="name" label="Name" autoComplete="name" placeholder="Jane Smith" />
          <TextField form={form} name="company" label="Company" autoComplete="organization" placeholder="Acme Logistics" />
          <TextField form={form} name="email" label="Email" type="email" autoComplete="email" placeholder="jane@company.com" />
          <TextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" placeholder="(555) 123-4567" />
          <FormField
            control={form.control}
            name="state"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Ship-to state</FormLabel>
                <Select value={field.value} onValueChange={field.onChange}>
                  <FormControl>
                    <SelectTrigger className="w-full">
                      <SelectValue placeholder="Select a state" />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent className="max-h-72">
                    {US_STATES.map((s) => (
                      <SelectItem key={s.code} value={s.code}>
                        {s.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
          <TextField form={form} name="zip" label="Ship-to ZIP" autoComplete="postal-code" inputMode="numeric" placeholder="75001" />
        </div>
        <FormField
          control={form.control}
          name="notes"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Notes</FormLabel>
              <FormControl>
                <Textarea rows={3} placeholder="Delivery dates, sizes, colors, quantities per month…" {...field} value={field.value ?? ""} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="quote-website">Website</label>
          <input ref={honeypot} id="quote-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <p className="text-xs text-muted-foreground">Final pricing will be provided during order confirmation. We respond within 24 hours.</p>
        <Button type="submit" className="w-full" disabled={sending || available.length === 0}>
          {sending ? "Sending..." : "Send Quote Request"}
        </Button>
      </form>
    </Form>
  );
}

const toQuoteItem = (i: CartItem) => ({ productId: i.id, sku: i.sku, name: i.name, quantity: i.quantity });

function TextField({
  form,
  name,
  label,
  ...input
}: {
  form: ReturnType<typeof useForm<QuoteRequestFormValues, unknown, QuoteRequestInput>>;
  name: Exclude<ContactField, "state" | "notes">;
  label: string;
} & Omit<React.ComponentProps<typeof Input>, "name" | "form">) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...input} {...field} value={field.value ?? ""} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
