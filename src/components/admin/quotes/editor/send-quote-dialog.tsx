"use client";

import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

/**
 * The last look before a version is frozen and sent. It stays open (buttons
 * disabled) until `onConfirm` settles, and stays open after a failure so the
 * same send can be retried.
 */
export function SendQuoteDialog({
  open,
  onOpenChange,
  version,
  email,
  total,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  version: number;
  email: string;
  total: string;
  onConfirm: () => Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      if (await onConfirm()) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Send version {version}?</AlertDialogTitle>
          <AlertDialogDescription>
            Total {total}. Once sent, version {version} cannot be changed, and the request becomes Quoted. When e-mail is set up, {email} gets the link and the PDF.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button onClick={confirm} disabled={busy}>
            {busy ? "Sending..." : `Send version ${version}`}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
