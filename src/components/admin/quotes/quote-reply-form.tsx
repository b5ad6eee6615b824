"use client";

import { Send } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useQuoteActions } from "@/hooks/admin/use-quotes";
import { ApiError, NETWORK_ERROR_MESSAGE } from "@/lib/api-client";
import type { QuoteRequestDetail } from "@/lib/types";

/**
 * The admin's answer to the buyer: shown on the buyer's quote page with their
 * own messages, and e-mailed to them with the link. The buyer's page opens
 * with the first version, so before one is sent there is nowhere to reply.
 */
export function QuoteReplyForm({ detail }: { detail: QuoteRequestDetail }) {
  const { reply } = useQuoteActions();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = `quote-reply-${detail.id}`;

  if (!detail.quoteUrl) {
    return <p className="text-sm text-muted-foreground">Replies reach the buyer on the quote&apos;s page: send a quote first.</p>;
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!message.trim()) {
      setError("Enter a message");
      return;
    }
    setSending(true);
    setError(null);
    try {
      await reply(detail.id, message);
      setMessage("");
      toast.success("Reply sent", { description: `${detail.email} can read it on the quote's page.` });
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(0, NETWORK_ERROR_MESSAGE);
      if (e.errors.message) setError(e.errors.message);
      else toast.error("Reply not sent", { description: e.message });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label="Reply to the buyer">
      <Label htmlFor={id}>Reply to the buyer</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={5000}
        value={message}
        onChange={(e) => {
          setMessage(e.target.value);
          if (error) setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        placeholder="The buyer sees this on the quote's page and gets it by e-mail"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Shown on the buyer&apos;s quote page and e-mailed to {detail.email} with the link.
        </p>
      )}
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        <Send aria-hidden /> {sending ? "Sending..." : "Send reply"}
      </Button>
    </form>
  );
}
