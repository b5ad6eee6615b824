import type { QuoteEvent } from "@/lib/types";
import { LocalTime } from "./local-time";
import { eventActor, eventDetail, eventTitle, timelineOrder } from "./timeline-text";

/** The request's history, oldest first: received, opened, versions sent, viewed, messages, the buyer's answer. */
export function QuoteTimeline({ events }: { events: QuoteEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Nothing has happened yet.</p>;
  return (
    <ol className="space-y-3 border-l pl-4">
      {timelineOrder(events).map((e) => {
        const detail = eventDetail(e);
        const actor = eventActor(e);
        return (
          <li key={e.id} className="relative text-sm" data-testid="timeline-entry">
            <span className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" aria-hidden />
            <p className="font-medium">{eventTitle(e)}</p>
            {detail && <p className="break-words whitespace-pre-wrap">{detail}</p>}
            <p className="text-xs text-muted-foreground">
              <LocalTime iso={e.createdAt} />
              {actor && <> · {actor}</>}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
