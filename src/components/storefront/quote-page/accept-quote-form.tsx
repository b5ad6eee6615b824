"use client";

import { Check, RotateCw } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { z } from "zod";
import type { AcceptQuoteInput, acceptQuoteSchema } from "@/lib/validation/quote";
import { lazyZodResolver } from "@/lib/validation/lazy-zod-resolver";
import { ApiError } from "@/lib/api-client";
import { useHydrated } from "@/hooks/use-hydrated";
import { postQuoteAnswer } from "./quote-api";

// On the page's first paint: zod and the schema load when the form first validates.
const resolver = lazyZodResolver(() => import("@/lib/validation/quote").then((m) => m.acceptQuoteSchema));

type Values = z.input<typeof acceptQuoteSchema>;
const FIELDS = ["name", "poNumber"] as const;

/**
 * Accepts the version on screen: the server refuses (409) when a newer one was
 * sent meanwhile, when the quote has expired or was already answered; its
 * message is shown with a way to load the quote again.
 */
export function AcceptQuoteForm({
  token,
  version,
  onAccepted,
  onReload,
}: {
  token: string;
  version: number;
  onAccepted: (version: number) => void;
  onReload: () => void;
}) {
  const form = useForm<Values, unknown, AcceptQuoteInput>({ resolver, defaultValues: { name: "", poNumber: "", version } });
  const [refusal, setRefusal] = useState<{ message: string; reload: boolean } | null>(null);
  const sending = form.formState.isSubmitting;
  const hydrated = useHydrated();

  async function submit(values: AcceptQuoteInput) {
    setRefusal(null);
    try {
      await postQuoteAnswer(token, "accept", { ...values, version });
    } catch (answer) {
      if (!(answer instanceof ApiError)) throw answer;
      let named = false;
      for (const field of FIELDS) {
        const message = answer.errors[field];
        if (message) {
          form.setError(field, { message });
          named = true;
        }
      }
      if (!named) setRefusal({ message: answer.message, reload: answer.status === 409 });
      return;
    }
    onAccepted(version);
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4" aria-label="Accept this quote">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Your name</FormLabel>
                <FormControl>
                  <Input autoComplete="name" aria-required="true" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="poNumber"
            render={({ field }) => (
              <FormItem>
                <FormLabel>PO number (optional)</FormLabel>
                <FormControl>
                  <Input autoComplete="off" {...field} value={field.value ?? ""} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        {refusal && (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="text-destructive">{refusal.message}</p>
            {refusal.reload && (
              <Button type="button" variant="outline" size="sm" onClick={onReload} className="w-fit">
                <RotateCw aria-hidden="true" />
                Reload the quote
              </Button>
            )}
          </div>
        )}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending || !hydrated}>
          <Check aria-hidden="true" />
          {sending ? "Accepting..." : "Accept quote"}
        </Button>
      </form>
    </Form>
  );
}
