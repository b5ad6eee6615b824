"use client";

import { ConfirmDialog } from "@/components/admin/shared/confirm-dialog";

/**
 * The last look before a version is frozen and sent. It stays open after a
 * failure so the same send (with the same Idempotency-Key) can be retried.
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
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Send version ${version}?`}
      description={`Total ${total}. Once sent, version ${version} cannot be changed, and the request becomes Quoted. When e-mail is set up, ${email} gets the link and the PDF.`}
      confirmLabel={`Send version ${version}`}
      busyLabel="Sending..."
      onConfirm={onConfirm}
    />
  );
}
