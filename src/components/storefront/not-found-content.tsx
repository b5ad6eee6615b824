import { Home } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** The 404 page's content, shown inside the storefront's header and footer. */
export function NotFoundContent() {
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
