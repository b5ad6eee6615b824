import { Suspense } from "react";
import { ActiveNavLink } from "./active-nav-link";
import { ADMIN_LINK, NAV_LINKS, NavLink } from "./nav-link";

/**
 * Desktop navigation. The current page's link is marked once its address is
 * known (on routes with unknown params, only at request time), each link in a
 * Suspense boundary of its own: a completed boundary of more than 500 bytes
 * (the whole list is 1.7 KB) is sent by React in a hidden element that only
 * its script moves into place; a single link stays under that size.
 */
export function NavLinks() {
  return (
    <ul className="flex items-center gap-1">
      {[...NAV_LINKS, ADMIN_LINK].map(({ href, label }) => (
        <li key={href}>
          <Suspense fallback={<NavLink href={href} label={label} />}>
            <ActiveNavLink href={href} label={label} />
          </Suspense>
        </li>
      ))}
    </ul>
  );
}
