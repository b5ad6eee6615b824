import { Package } from "lucide-react";
import Link from "next/link";

export function SiteLogo({ name }: { name: string }) {
  return (
    <Link
      href="/"
      className="flex min-w-0 items-center gap-2 rounded-md font-bold text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <Package className="size-5" aria-hidden="true" />
      </span>
      <span className="truncate text-base sm:text-lg">{name}</span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
