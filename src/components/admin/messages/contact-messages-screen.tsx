"use client";

import { useEffect, useState } from "react";
import { toast } from "sonner";
import { ChevronLeft, ChevronRight, Inbox } from "lucide-react";
import { AdminMain, AdminPageHeader } from "@/components/admin/shared/admin-page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { MESSAGES_PAGE_SIZE, useContactMessages, useDeleteMessage, useMarkMessageRead, useUnreadCount } from "@/hooks/admin/use-messages";
import type { ContactMessage } from "@/lib/types";
import { MessageCard } from "./message-card";
import { MessageDialog } from "./message-dialog";

export function ContactMessagesScreen() {
  const [page, setPage] = useState(1);
  const { messages, error, isLoading, retry } = useContactMessages(page);
  const unreadTotal = useUnreadCount();
  const markRead = useMarkMessageRead();
  const deleteMessage = useDeleteMessage();
  const [open, setOpen] = useState<ContactMessage | null>(null);

  useEffect(() => {
    if (error) toast.error("Failed to fetch messages");
  }, [error]);

  // The stats count every page; until they arrive, count this page.
  const unread = unreadTotal ?? messages?.filter((m) => !m.isRead).length ?? 0;
  // A full page may be the last one: peek at the next before offering it.
  const { messages: nextPage } = useContactMessages(page + 1, messages?.length === MESSAGES_PAGE_SIZE);
  const hasNext = (nextPage?.length ?? 0) > 0;

  async function view(message: ContactMessage) {
    setOpen(message);
    if (message.isRead) return;
    try {
      await markRead(message.id);
      toast.success("Message marked as read");
    } catch {
      toast.error("Failed to mark message as read");
    }
  }

  async function remove(message: ContactMessage): Promise<boolean> {
    try {
      await deleteMessage(message.id);
      setOpen(null);
      // Deleting the only message of a later page would leave an empty page; show the one before.
      if (page > 1 && messages?.length === 1) setPage(page - 1);
      toast.success("Message deleted successfully");
      return true;
    } catch {
      toast.error("Failed to delete message");
      return false;
    }
  }

  return (
    <>
      <AdminPageHeader
        title="Contact Messages"
        description="Messages sent through the website's contact form"
        actions={
          <Badge variant={unread > 0 ? "default" : "secondary"} className="px-3 py-1 text-sm" aria-live="polite">
            {unread} unread
          </Badge>
        }
      />
      <AdminMain>
        {isLoading ? (
          <ul className="space-y-3" aria-busy="true" aria-label="Loading messages">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="space-y-2 rounded-lg border bg-card p-4">
                <Skeleton className="h-5 w-48" />
                <Skeleton className="h-4 w-64" />
                <Skeleton className="h-4 w-full" />
              </li>
            ))}
          </ul>
        ) : error && !messages ? (
          <div role="alert" className="rounded-lg border bg-card p-6 text-center">
            <p className="mb-3 font-medium">Failed to fetch messages</p>
            <Button type="button" variant="outline" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : messages && messages.length === 0 && page === 1 ? (
          <div className="flex flex-col items-center rounded-lg border bg-card px-6 py-16 text-center">
            <Inbox className="mb-4 size-12 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">No Messages Yet</h2>
            <p className="text-muted-foreground">Contact form submissions will appear here.</p>
          </div>
        ) : (
          <>
            <ul className="space-y-3">
              {messages?.map((m) => (
                <MessageCard key={m.id} message={m} onView={() => view(m)} />
              ))}
            </ul>
            {page > 1 || hasNext ? (
              <nav aria-label="Message pages" className="mt-6 flex items-center justify-between gap-3">
                <Button type="button" variant="outline" onClick={() => setPage((p) => p - 1)} disabled={page === 1}>
                  <ChevronLeft aria-hidden="true" />
                  Newer
                </Button>
                <span className="text-sm text-muted-foreground">Page {page}</span>
                <Button type="button" variant="outline" onClick={() => setPage((p) => p + 1)} disabled={!hasNext}>
                  Older
                  <ChevronRight aria-hidden="true" />
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </AdminMain>
      <MessageDialog message={open} onClose={() => setOpen(null)} onDelete={remove} />
    </>
  );
}
