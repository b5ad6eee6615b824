"use client";

import { useState } from "react";
import { Mail, Trash2 } from "lucide-react";
import { ConfirmDeleteDialog } from "@/components/admin/shared/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { ContactMessage } from "@/lib/types";
import { MessageDate } from "./message-date";
import { replyMailto } from "./reply-link";

/** The full message with its reply and delete actions. */
export function MessageDialog({
  message,
  onClose,
  onDelete,
}: {
  message: ContactMessage | null;
  onClose: () => void;
  /** Resolves true when the message is gone. */
  onDelete: (m: ContactMessage) => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState(false);
  const name = message ? `${message.firstName} ${message.lastName}` : "";

  return (
    <>
      <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
        {message ? (
          <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
            <DialogHeader>
              <DialogTitle>Message from {name}</DialogTitle>
              <DialogDescription>
                Received <MessageDate iso={message.createdAt} />
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="font-medium text-muted-foreground">Email</dt>
              <dd className="break-all">
                <a href={`mailto:${message.email}`} className="text-primary underline-offset-4 hover:underline">
                  {message.email}
                </a>
              </dd>
              <dt className="font-medium text-muted-foreground">Company</dt>
              <dd>{message.company || <span className="text-muted-foreground">Not given</span>}</dd>
            </dl>
            <section aria-label="Message" className="rounded-md border bg-muted/50 p-4 text-sm break-words whitespace-pre-wrap">
              {message.message}
            </section>
            <DialogFooter className="gap-2">
              <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
              <Button asChild>
                <a href={replyMailto(message)}>
                  <Mail aria-hidden="true" />
                  Reply via Email
                </a>
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
      {message ? (
        <ConfirmDeleteDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete this message?"
          description={`The message from ${name} will be permanently deleted.`}
          onConfirm={() => onDelete(message)}
        />
      ) : null}
    </>
  );
}
