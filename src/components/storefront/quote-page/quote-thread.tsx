import type { QuoteMessage } from "@/lib/types";
import { formatMoment } from "./quote-format";

/** The conversation about the quote, oldest first: the buyer's own messages and the supplier's replies. */
export function QuoteThread({ messages, supplierName, timeZone }: { messages: QuoteMessage[]; supplierName: string; timeZone: string }) {
  if (messages.length === 0) return null;
  return (
    <ol aria-label="Conversation" className="flex flex-col gap-3">
      {messages.map((m, i) => {
        const mine = m.from === "buyer";
        return (
          <li
            key={i}
            className={`flex flex-col gap-1 rounded-xl border p-3 text-sm ${mine ? "ml-6 bg-muted/60 sm:ml-12" : "mr-6 border-primary/30 bg-primary/5 sm:mr-12"}`}
          >
            <p className="text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">{mine ? "You" : supplierName || "Supplier"}</span> ·{" "}
              {formatMoment(m.at, timeZone)}
            </p>
            <p className="break-words whitespace-pre-line">{m.message}</p>
          </li>
        );
      })}
    </ol>
  );
}
