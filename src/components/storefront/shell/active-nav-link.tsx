"use client";

import { usePathname } from "next/navigation";
import { isActive, NavLink } from "./nav-link";

/** Needs a <Suspense> parent: on routes with unknown params the pathname only exists at request time. */
export function ActiveNavLink({ href, label }: { href: string; label: string }) {
  return <NavLink href={href} label={label} active={isActive(href, usePathname())} />;
}
