import type { ContactMessage } from "@/lib/types";

/**
 * A mail draft answering the message: subject "Re: Your inquiry" and a greeting.
 * encodeURIComponent rather than URLSearchParams: mail programs read "+" literally.
 */
export function replyMailto(message: Pick<ContactMessage, "email" | "firstName">): string {
  const subject = "Re: Your inquiry";
  const body = `Hi ${message.firstName},\n\nThank you for contacting us...`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
