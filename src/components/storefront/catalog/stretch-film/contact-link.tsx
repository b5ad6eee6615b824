import Link from "next/link";
import { Button } from "@/components/ui/button";

/** The contact form, its message started with this code (the form reads ?product=). */
export const contactHref = (code: string) => (code.trim() ? `/contact?product=${encodeURIComponent(code.trim())}` : "/contact");

/** The CONTACT button of a variant row or catalogue card. */
export function ContactLink({ code, className }: { code: string; className?: string }) {
  return (
    <Button asChild size="sm" variant="outline" className={className}>
      <Link href={contactHref(code)} aria-label={code.trim() ? `CONTACT about ${code}` : undefined}>
        CONTACT
      </Link>
    </Button>
  );
}
