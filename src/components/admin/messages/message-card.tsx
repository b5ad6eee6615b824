import { Building2, Eye, Mail } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ContactMessage } from "@/lib/types";
import { cn } from "@/lib/utils";
import { MessageDate } from "./message-date";

/** One message in the list: unread ones stand out, the text is clamped to two lines. */
export function MessageCard({ message, onView }: { message: ContactMessage; onView: () => void }) {
  const name = `${message.firstName} ${message.lastName}`;
  return (
    <li className={cn("rounded-lg border bg-card p-4 shadow-xs", !message.isRead && "border-primary/40 bg-primary/5 shadow-sm")}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className={cn("text-base", message.isRead ? "font-medium" : "font-semibold")}>{name}</h2>
            {!message.isRead ? <Badge>New</Badge> : null}
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex min-w-0 items-center gap-1">
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="break-all">{message.email}</span>
            </span>
            {message.company ? (
              <span className="inline-flex min-w-0 items-center gap-1">
                <Building2 className="size-3.5 shrink-0" aria-hidden="true" />
                {message.company}
              </span>
            ) : null}
          </p>
          <p className="line-clamp-2 text-sm break-words whitespace-pre-line">{message.message}</p>
        </div>
        <div className="flex shrink-0 items-center justify-between gap-3 sm:flex-col sm:items-end">
          <MessageDate iso={message.createdAt} className="text-xs text-muted-foreground" />
          <Button type="button" variant="outline" size="sm" onClick={onView} aria-label={`View message from ${name}`}>
            <Eye aria-hidden="true" />
            View
          </Button>
        </div>
      </div>
    </li>
  );
}
