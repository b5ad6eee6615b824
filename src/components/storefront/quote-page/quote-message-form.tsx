"use client";

import { Send } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import type { z } from "zod";
import type { QuoteMessageInput, quoteMessageSchema } from "@/lib/validation/quote";
import { lazyZodResolver } from "@/lib/validation/lazy-zod-resolver";
import { ApiError } from "@/lib/api-client";
import { useHydrated } from "@/hooks/use-hydrated";
import { postQuoteAnswer } from "./quote-api";

const resolver = lazyZodResolver(() => import("@/lib/validation/quote").then((m) => m.quoteMessageSchema));

type Values = z.input<typeof quoteMessageSchema>;

/**
 * A question or a change request about the quote: it lands on the request's
 * timeline in the back office, and the page's data is read again so it shows
 * in the conversation.
 */
export function QuoteMessageForm({ token }: { token: string }) {
  const router = useRouter();
  const form = useForm<Values, unknown, QuoteMessageInput>({ resolver, defaultValues: { message: "" } });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = form.formState.isSubmitting;
  const hydrated = useHydrated();

  async function submit(values: QuoteMessageInput) {
    setSent(false);
    setFailure(null);
    try {
      await postQuoteAnswer(token, "messages", values);
    } catch (answer) {
      if (!(answer instanceof ApiError)) throw answer;
      if (answer.errors.message) form.setError("message", { message: answer.errors.message });
      else setFailure(answer.message);
      return;
    }
    form.reset({ message: "" });
    setSent(true);
    router.refresh();
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4" aria-label="Message about this quote">
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Ask a question or request changes</FormLabel>
              <FormControl>
                <Textarea
                  rows={4}
                  aria-required="true"
                  placeholder="For example: can you quote 2,000 instead of 1,000?"
                  {...field}
                  onChange={(e) => {
                    if (sent) setSent(false);
                    field.onChange(e);
                  }}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" className="w-full sm:w-auto" disabled={sending || !hydrated}>
            <Send aria-hidden="true" />
            {sending ? "Sending..." : "Send message"}
          </Button>
          <p role="status" className="text-sm font-medium text-green-700">
            {sent ? "Message sent" : ""}
          </p>
        </div>
      </form>
    </Form>
  );
}
