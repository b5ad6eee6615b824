import Link from "next/link";
import { cn } from "@/lib/utils";

/** The header's links; the mobile menu labels Admin "Admin Dashboard". */
export const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/products", label: "Products" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/quick-order", label: "Quick order" },
] as const;

export const ADMIN_LINK = { href: "/admin/login", label: "Admin", mobileLabel: "Admin Dashboard" } as const;

/**
 * Next prefetches a link in view with its route's scripts. The admin sign-in
 * form's (~45 KB gzip with its validation library) would reach every
 * buyer on every first visit; the one administrator can wait for them.
 */
export const prefetchFor = (href: string) => (href === ADMIN_LINK.href ? false : undefined);

export function isActive(href: string, path: string | undefined): boolean {
  if (!path) return false;
  return href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`);
}

export function NavLink({ href, label, active = false }: { href: string; label: string; active?: boolean }) {
  return (
    <Link
      href={href}
      prefetch={prefetchFor(href)}
      aria-current={active ? "page" : undefined}
      className={cn(
        "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-foreground/80 transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none max-xl:px-2",
        active && "text-primary hover:text-primary",
      )}
    >
      {label}
    </Link>
  );
}
