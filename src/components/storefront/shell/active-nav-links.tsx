"use client";

import { usePathname } from "next/navigation";
import { NavLinks } from "./nav-links";

/** Needs a <Suspense> parent: on routes with unknown params the pathname only exists at request time. */
export function ActiveNavLinks() {
  return <NavLinks activePath={usePathname()} />;
}
