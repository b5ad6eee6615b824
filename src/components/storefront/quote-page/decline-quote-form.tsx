"use client";

import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import type { z } from "zod";
import type { DeclineQuoteInput, declineQuoteSchema } from "@/lib/validation/quote";
import { lazyZodResolver } from "@/lib/validation/lazy-zod-resolver";
import { ApiError } from "@/lib/api-client";
import { useHydrated } from "@/hooks/use-hydrated";
import { postQuoteAnswer } from "./quote-api";

const resolver = lazyZodResolver(() => import("@/lib/validation/quote").then((m) => m.declineQuoteSchema));

type Values = z.input<typeof declineQuoteSchema>;

/**
 * Declines the quote, with an optional reason. A decline cannot be taken back
 * online, so the first "Decline quote" asks again before anything is sent.
 */
export function DeclineQuoteForm({ token, onDeclined, onReload }: { token: string; onDeclined: () => void; onReload: () => void }) {
  const form = useForm<Values, unknown, DeclineQuoteInput>({ resolver, defaultValues: { reason: "" } });
  // `focus`: the step changed on the buyer's click, so focus follows it (not on the first render).
  const [step, setStep] = useState({ confirming: false, focus: false });
  const confirming = step.confirming;
  const [refusal, setRefusal] = useState<{ message: string; reload: boolean } | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const sending = form.formState.isSubmitting;
  const hydrated = useHydrated();

  useEffect(() => {
    if (step.focus) (step.confirming ? confirmRef : askRef).current?.focus();
  }, [step]);

  const ask = (next: boolean) => setStep({ confirming: next, focus: true });

  async function submit(values: DeclineQuoteInput) {
    setRefusal(null);
    try {
      await postQuoteAnswer(token, "decline", values);
    } catch (answer) {
      if (!(answer instanceof ApiError)) throw answer;
      if (answer.errors.reason) form.setError("reason", { message: answer.errors.reason });
      else setRefusal({ message: answer.message, reload: answer.status === 409 });
      ask(false);
      return;
    }
    onDeclined();
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4" aria-label="Decline this quote">
        <FormField
          control={form.control}
          name="reason"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Reason (optional)</FormLabel>
              <FormControl>
                <Textarea
                  rows={3}
                  placeholder="For example: price, lead time, found another supplier"
                  {...field}
                  value={field.value ?? ""}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {refusal && (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="text-destructive">{refusal.message}</p>
            {refusal.reload && (
              <Button type="button" variant="outline" size="sm" onClick={onReload} className="w-fit">
                Reload the quote
              </Button>
            )}
          </div>
        )}
        {confirming ? (
          <div className="flex flex-col gap-3 rounded-lg border bg-muted/50 p-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm font-medium" id="decline-confirm">
              Decline this quote? We will let the supplier know.
            </p>
            <div className="flex gap-2">
              <Button ref={confirmRef} type="submit" variant="destructive" disabled={sending} aria-describedby="decline-confirm">
                {sending ? "Declining..." : "Decline quote"}
              </Button>
              <Button type="button" variant="outline" onClick={() => ask(false)} disabled={sending}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <Button ref={askRef} type="button" variant="outline" className="w-full sm:w-auto" onClick={() => ask(true)} disabled={!hydrated}>
            <X aria-hidden="true" />
            Decline quote
          </Button>
        )}
      </form>
    </Form>
  );
}
