import { toast } from "sonner";
import { ApiError, NETWORK_ERROR_MESSAGE } from "@/lib/api-client";

/**
 * The failure toasts of the account forms: a network failure is
 * "Error" with the network message; any other failure is `title`
 * with the server's message, or `fallback` when it sent none.
 */
export function toastAccountError(err: unknown, title: string, fallback: string): void {
  if (err instanceof ApiError && err.status === 0) {
    toast.error("Error", { description: NETWORK_ERROR_MESSAGE });
    return;
  }
  const message = err instanceof ApiError ? err.message : "";
  toast.error(title, { description: message || fallback });
}
