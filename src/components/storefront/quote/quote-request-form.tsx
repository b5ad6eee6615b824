"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, send } from "@/lib/api-client";
import { todayIn } from "@/lib/dates";
import { parseMoney, priceWithUnit } from "@/lib/money";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { toast } from "@/lib/toast";
import { CartQuantity } from "../shell/cart-quantity";
import type { CartItem } from "@/lib/types";
import type { QuoteDefaults } from "@/lib/quote-defaults";
import { AccountShipTo } from "./account-ship-to";
import { QuoteItemOptions, type ItemOptions } from "./quote-item-options";
import {
  HONEYPOT_FIELD,
  quoteRequestSchema,
  US_STATES,
  type QuoteRequestFormValues,
  type QuoteRequestInput,
} from "@/lib/validation/quote-request";

export interface SubmittedQuote {
  reference: string;
  /** `unitOfSale` is the product's ("per case of 4 rolls"): what the quantity and the target price count. */
  items: { name: string; sku: string; quantity: number; unitOfSale: string; targetPrice: string | null; substitutesOk: boolean }[];
  email: string;
  neededBy: string | null;
}

type ContactField = "name" | "company" | "email" | "phone" | "state" | "zip" | "notes" | "neededBy";
const CONTACT_FIELDS: readonly ContactField[] = ["name", "company", "email", "phone", "state", "zip", "notes", "neededBy"];
const EMPTY = { name: "", company: "", email: "", phone: "", state: "", zip: "", notes: "", neededBy: "" };

/** A refused row's key in the server's answer: `items.{index}` (the product is gone) or `items.{index}.{field}`. */
const ITEM_ERROR = /^items\.(\d+)(?:\.(\w+))?$/;
export const NONE_AVAILABLE_MESSAGE =
  "None of the items in your cart is available any more. Remove them and add products to request a quote.";
const goneMessage = (name: string) => `${name} is no longer available. Remove it to send your request.`;

const optionsOf = (i: CartItem): ItemOptions => ({ targetPrice: i.targetPrice ?? "", substitutesOk: i.substitutesOk ?? false });

const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/**
 * The quote request: the buyer's details plus the cart's items,
 * whose quantities stay editable here. Items the catalogue no longer has are
 * shown apart and not sent; the cart is checked again just before sending. A
 * row the server still refuses is named next to it, a refused target price
 * under its own field. Target prices and "Substitutes OK" are kept with the
 * cart's items (onOptions), so closing the form or reloading the page loses
 * none of them; sending the request or clearing the cart forgets them. One
 * Idempotency-Key is kept until the request is accepted, so a retry after a
 * lost answer never files it twice.
 */
export function QuoteRequestForm({
  items,
  unavailable,
  onQuantity,
  onOptions,
  onRemove,
  checkCatalog,
  onSubmitted,
  accountDefaults = null,
}: {
  items: CartItem[];
  /** Ids of the items the catalogue no longer has. */
  unavailable: ReadonlySet<number>;
  onQuantity: (id: number, quantity: number) => void;
  /** Keeps an item's target price and "Substitutes OK" (with the cart). */
  onOptions: (id: number, options: ItemOptions) => void;
  onRemove: (id: number) => void;
  /** Checks the cart against the catalogue; resolves to the available items, or null when the check failed. */
  checkCatalog: () => Promise<CartItem[] | null>;
  onSubmitted: (quote: SubmittedQuote) => void;
  /** A signed-in buyer's name, company and addresses to start from (null for a guest). */
  accountDefaults?: QuoteDefaults | null;
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
  /** Target price messages by cart item id (the form's check and the server's answer both land here). */
  const [priceErrors, setPriceErrors] = useState<Record<number, string>>({});
  const isGone = (id: number) => unavailable.has(id) || refused[id]?.gone === true;
  const available = items.filter((i) => !isGone(i.id));
  const toQuoteItem = (i: CartItem) => {
    const { targetPrice, substitutesOk } = optionsOf(i);
    const price = parseMoney(targetPrice);
    // Sent as the form checked it ("12.5" as "12.50", blank as null); text it refused goes as typed, for the server to name.
    return {
      productId: i.id,
      sku: i.sku,
      name: i.name,
      quantity: i.quantity,
      targetPrice: price.ok ? price.value : targetPrice,
      substitutesOk,
    };
  };

  function changeOptions(id: number, next: ItemOptions) {
    onOptions(id, next);
    // A shown message follows the field as it is corrected, like the other fields after a failed send.
    if (priceErrors[id] !== undefined) {
      const checked = parseMoney(next.targetPrice);
      setPriceErrors((all) => {
        const rest = { ...all };
        delete rest[id];
        return checked.ok ? rest : { ...rest, [id]: checked.message };
      });
    }
  }

  async function submit(values: QuoteRequestInput) {
    setRefused({});
    setPriceErrors({});
    const checked = await checkCatalog();
    const sent = checked ?? available;
    if (sent.length === 0) {
      form.setError("items", { message: NONE_AVAILABLE_MESSAGE });
      return;
    }
    const body = { ...values, items: sent.map(toQuoteItem), [HONEYPOT_FIELD]: honeypot.current?.value ?? "" };
    let data: { reference?: string } | null;
    let refusal: ApiError | null = null;
    try {
      data = await send<{ reference?: string } | null>("POST", "/api/quote-requests", body, {
        headers: { "Idempotency-Key": idempotencyKey.current },
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 0) {
        toast.error("Quote request not sent", { description: error.message });
        return;
      }
      data = null;
      refusal = error;
    }
    if (!data?.reference) {
      const errors = refusal?.errors ?? {};
      // Rows are named by their place in the list sent; the rest are the form's own fields.
      const rows: Record<number, { message: string; gone: boolean }> = {};
      const prices: Record<number, string> = {};
      for (const [field, message] of Object.entries(errors)) {
        const row = ITEM_ERROR.exec(field);
        const item = row ? sent[Number(row[1])] : undefined;
        if (row && item && row[2] === "targetPrice") prices[item.id] = message;
        else if (row && item) rows[item.id] = row[2] ? { message, gone: false } : { message: goneMessage(item.name), gone: true };
      }
      applyServerFieldErrors(errors, [...CONTACT_FIELDS, "items"], form.setError);
      const named = sent.filter((i) => rows[i.id] || prices[i.id]).map((i) => i.name);
      setRefused(rows);
      setPriceErrors(prices);
      if (named.length > 0) void checkCatalog();
      const description =
        named.length > 0
          ? `Check ${named.join(", ")}: the reason is shown next to ${named.length === 1 ? "it" : "each"}.`
          : (refusal?.message ?? "Please check the form and try again.");
      toast.error("Quote request not sent", { description });
      return;
    }
    idempotencyKey.current = newKey();
    onSubmitted({
      reference: data.reference,
      email: values.email,
      neededBy: values.neededBy,
      items: sent.map((i) => {
        const { name, sku, quantity, targetPrice, substitutesOk } = toQuoteItem(i);
        return { name, sku, quantity, unitOfSale: i.unitOfSale, targetPrice, substitutesOk };
      }),
    });
  }

  // The items come from the cart, not the form state; the schema still checks them.
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const listed = available;
    form.setValue("items", listed.map(toQuoteItem));
    return form.handleSubmit(submit, (errors) => {
      // The schema names an item by its place in the list sent; the fields are found by cart item.
      const prices: Record<number, string> = {};
      listed.forEach((item, n) => {
        const message = itemErrors(errors)[n]?.targetPrice?.message;
        if (message) prices[item.id] = message;
      });
      setPriceErrors(prices);
    })(e);
  };
  const itemsMessage = itemsProblem(form.formState.errors);
  const today = todayIn();

  return (
    <Form {...form}>
      {/* min-w-0: the dialog is a grid, and a fieldset is at least as wide as its content: the items' row must wrap, not widen the dialog on a phone. */}
      <form onSubmit={onSubmit} noValidate className="min-w-0 space-y-5" aria-label="Request a quote">
        <fieldset className="min-w-0 space-y-2">
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
                        <p className="font-medium break-words">{item.name}</p>
                        <p className="text-xs text-muted-foreground">
                          SKU: {item.sku} ·{" "}
                          {gone
                            ? "No longer available: not included in this request"
                            : priceWithUnit(item.priceMin, item.priceMax, item.unitOfSale)}
                        </p>
                      </div>
                      {gone ? (
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          className="shrink-0"
                          onClick={() => onRemove(item.id)}
                          aria-label={`Remove ${item.name} from cart`}
                        >
                          Remove
                        </Button>
                      ) : (
                        <CartQuantity
                          compact
                          name={item.name}
                          quantity={item.quantity}
                          onQuantity={(n) => onQuantity(item.id, n)}
                          className="shrink-0"
                        />
                      )}
                    </div>
                    {problem && (
                      <p role="alert" className="text-sm text-destructive">
                        {problem.message}
                      </p>
                    )}
                    {!gone && (
                      <QuoteItemOptions
                        name={item.name}
                        unitOfSale={item.unitOfSale}
                        options={optionsOf(item)}
                        error={priceErrors[item.id]}
                        onChange={(o) => changeOptions(item.id, o)}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {itemsMessage && <p className="text-sm text-destructive">{itemsMessage}</p>}
        </fieldset>

        <AccountShipTo form={form} defaults={accountDefaults} />
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
          <TextField form={form} name="neededBy" label="Needed by (optional)" type="date" min={today} />
        </div>
        <FormField
          control={form.control}
          name="notes"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Notes</FormLabel>
              <FormControl>
                <Textarea
                  rows={3}
                  placeholder="Delivery dates, sizes, colors, quantities per month…"
                  {...field}
                  value={field.value ?? ""}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="quote-website">Website</label>
          <input ref={honeypot} id="quote-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <p className="text-xs text-muted-foreground">
          Final pricing will be provided during order confirmation. We respond within 24 hours.
        </p>
        <Button type="submit" className="w-full" disabled={sending || available.length === 0}>
          {sending ? "Sending..." : "Send Quote Request"}
        </Button>
      </form>
    </Form>
  );
}

type ItemErrors = { quantity?: { message?: string }; targetPrice?: { message?: string } } | undefined;

function itemErrors(errors: FieldErrors<QuoteRequestFormValues>): ItemErrors[] {
  return Array.isArray(errors.items) ? (errors.items as ItemErrors[]) : [];
}

/**
 * The message for the list as a whole: its own (empty, too long, none available),
 * or "Check the quantities" when a quantity is refused. A refused target price
 * is shown under its field instead.
 */
function itemsProblem(errors: FieldErrors<QuoteRequestFormValues>): string | undefined {
  const items = errors.items;
  if (!items) return undefined;
  if (items.message) return items.message;
  if (items.root?.message) return items.root.message;
  const rows = itemErrors(errors).filter(Boolean);
  return rows.some((r) => r && Object.keys(r).some((k) => k !== "targetPrice")) ? "Check the quantities" : undefined;
}

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
