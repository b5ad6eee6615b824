"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ADMIN_LINK, NAV_LINKS, prefetchFor } from "./nav-link";
import { SearchBox } from "./search-box";

const PANEL_ID = "mobile-menu";

/** The header's menu below the lg breakpoint: a disclosure panel under the header bar. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const panelRef = useRef<HTMLDivElement>(null);
  // Following a link or searching hides the panel under the focused element:
  // focus goes back to the toggle instead of to the page body.
  const close = () => {
    if (panelRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    setOpen(false);
  };
  const links = [...NAV_LINKS, { href: ADMIN_LINK.href, label: ADMIN_LINK.mobileLabel }];

  return (
    <div className="lg:hidden">
      <Button
        ref={buttonRef}
        type="button"
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
      </Button>
      <div ref={panelRef} id={PANEL_ID} hidden={!open} className="absolute inset-x-0 top-full border-b bg-background shadow-md">
        <nav aria-label="Mobile" className="mx-auto max-w-7xl space-y-3 px-4 py-4">
          <SearchBox className="md:hidden" onSearch={close} />
          <ul className="grid gap-1">
            {links.map(({ href, label }) => (
              <li key={href}>
                <Link
                  href={href}
                  prefetch={prefetchFor(href)}
                  onClick={close}
                  className="block rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
