"use client";

import { CircleCheck, CircleX } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AcceptQuoteForm } from "./accept-quote-form";
import { DeclineQuoteForm } from "./decline-quote-form";

type Answer = { type: "accepted"; version: number } | { type: "declined" };

/**
 * The buyer's answer to the version on screen: accept (unless the quote has
 * expired) or decline, while the quote is `answerable`. Once the server takes
 * it, the page's data is read again so the decision comes from the server; the
 * forms give way to a confirmation in their place, which takes the focus (on a
 * phone the page's own notice is screens away, and the button pressed is gone).
 */
export function QuoteAnswer({
  token,
  version,
  canAccept,
  answerable = true,
}: {
  token: string;
  version: number;
  canAccept: boolean;
  answerable?: boolean;
}) {
  const router = useRouter();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const reload = () => router.refresh();

  useEffect(() => {
    // Focusing scrolls it into view, where the form was.
    if (answer) confirmation.current?.focus();
  }, [answer]);

  function answered(a: Answer) {
    setAnswer(a);
    router.refresh();
  }

  if (answer) {
    return (
      <p
        ref={confirmation}
        tabIndex={-1}
        role="status"
        className="flex items-center gap-3 rounded-xl border bg-card p-4 font-medium focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {answer.type === "accepted" ? (
          <>
            <CircleCheck className="size-5 shrink-0 text-green-700" aria-hidden="true" />
            You accepted version {answer.version}
          </>
        ) : (
          <>
            <CircleX className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            You declined this quote
          </>
        )}
      </p>
    );
  }

  if (!answerable) return null;

  return (
    <div className="flex flex-col gap-6">
      {canAccept && (
        <Card className="border-primary/40">
          <CardHeader>
            <CardTitle className="text-xl">
              <h2>Accept this quote</h2>
            </CardTitle>
            <CardDescription>Tell us to go ahead at these prices. We will confirm your order and arrange delivery.</CardDescription>
          </CardHeader>
          <CardContent>
            <AcceptQuoteForm
              token={token}
              version={version}
              onAccepted={(v) => answered({ type: "accepted", version: v })}
              onReload={reload}
            />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">
            <h2>Not going ahead?</h2>
          </CardTitle>
          <CardDescription>Tell us why if you like: it helps us quote better next time.</CardDescription>
        </CardHeader>
        <CardContent>
          <DeclineQuoteForm token={token} onDeclined={() => answered({ type: "declined" })} onReload={reload} />
        </CardContent>
      </Card>
    </div>
  );
}
