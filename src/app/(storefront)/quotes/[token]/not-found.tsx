import { Home } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/**
 * A wrong or unknown quote link: the site's own 404 page. The root
 * not-found.tsx brings the storefront's header and footer itself, which this
 * route's layout already renders (the boundary sits inside it), so this is
 * that page's content without the shell, word for word: a wrong token looks
 * like any other wrong address.
 */
export default function QuoteNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">The page you are looking for doesn&apos;t exist or has been moved.</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/">
          <Home aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </section>
  );
}
