"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Minus, Plus } from "lucide-react";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/storefront/toasts/toast";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { priceWithUnit } from "@/lib/money";
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

const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/**
 * The quote request (DECISIONS D16): the buyer's details plus the cart's items,
 * whose quantities stay editable here. One Idempotency-Key is kept until the
 * request is accepted, so a retry after a lost answer never files it twice.
 */
export function QuoteRequestForm({
  items,
  onQuantity,
  onSubmitted,
}: {
  items: CartItem[];
  onQuantity: (id: number, quantity: number) => void;
  onSubmitted: (quote: SubmittedQuote) => void;
}) {
  const form = useForm<QuoteRequestFormValues, unknown, QuoteRequestInput>({
    resolver: zodResolver(quoteRequestSchema),
    defaultValues: { ...EMPTY, items: [] },
  });
  const idempotencyKey = useRef(newKey());
  const honeypot = useRef<HTMLInputElement>(null);
  const sending = form.formState.isSubmitting;

  async function submit(values: QuoteRequestInput) {
    const body = { ...values, items: items.map((i) => ({ productId: i.id, sku: i.sku, name: i.name, quantity: i.quantity })), [HONEYPOT_FIELD]: honeypot.current?.value ?? "" };
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
      for (const [field, message] of Object.entries(data?.errors ?? {})) {
        if (CONTACT_FIELDS.includes(field as ContactField)) form.setError(field as ContactField, { message });
      }
      toast.error("Quote request not sent", { description: data?.message ?? "Please check the form and try again." });
      return;
    }
    idempotencyKey.current = newKey();
    onSubmitted({ reference: data.reference, email: values.email, items: items.map((i) => ({ name: i.name, sku: i.sku, quantity: i.quantity })) });
  }

  // The items come from the cart, not the form state; the schema still checks them.
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    form.setValue("items", items.map((i) => ({ productId: i.id, sku: i.sku, name: i.name, quantity: i.quantity })));
    return form.handleSubmit(submit)(e);
  };

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Request a quote">
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">Items ({items.length})</legend>
          {items.length === 0 ? (
            <p className="text-sm text-muted-foreground">Your cart is empty. Add products to request a quote.</p>
          ) : (
            <ul className="divide-y rounded-md border">
              {items.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 p-2 text-sm">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{item.name}</p>
                    <p className="text-xs text-muted-foreground">
                      SKU: {item.sku} · {priceWithUnit(item.priceMin, item.priceMax, item.unitOfSale)}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <Button type="button" variant="outline" size="icon-xs" aria-label={`Decrease quantity of ${item.name}`} onClick={() => onQuantity(item.id, item.quantity - 1)}>
                      <Minus aria-hidden />
                    </Button>
                    <Input
                      aria-label={`Quantity of ${item.name}`}
                      className="h-7 w-16 text-center"
                      inputMode="numeric"
                      value={item.quantity}
                      onChange={(e) => {
                        const n = Number.parseInt(e.target.value, 10);
                        if (Number.isFinite(n)) onQuantity(item.id, Math.min(n, 100_000));
                      }}
                    />
                    <Button type="button" variant="outline" size="icon-xs" aria-label={`Increase quantity of ${item.name}`} onClick={() => onQuantity(item.id, Math.min(item.quantity + 1, 100_000))}>
                      <Plus aria-hidden />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {form.formState.errors.items && <p className="text-sm text-destructive">{form.formState.errors.items.message ?? "Check the quantities"}</p>}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
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
        <Button type="submit" className="w-full" disabled={sending || items.length === 0}>
          {sending ? "Sending..." : "Send Quote Request"}
        </Button>
      </form>
    </Form>
  );
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
