import { toast } from "sonner";
import { ApiError } from "@/lib/api-client";

/**
 * The failure toasts of the account forms: a network failure is
 * "Error" / "Network error. Please try again."; any other failure is `title`
 * with the server's message, or `fallback` when it sent none.
 */
export function toastAccountError(err: unknown, title: string, fallback: string): void {
  if (err instanceof ApiError && err.status === 0) {
    toast.error("Error", { description: "Network error. Please try again." });
    return;
  }
  const message = err instanceof ApiError ? err.message : "";
  toast.error(title, { description: message || fallback });
}
