"use client";

import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from "lucide-react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * The toaster: mounted by the admin layout, and by the storefront on its first
 * toast (`components/storefront/toasts`).
 *
 * Differences from stock shadcn: no next-themes (always the light theme), and
 * the product defaults below — one visible toast at a time, 5 s auto-dismiss,
 * F8 moves focus to the notifications region, swipe right to dismiss, a close
 * button and rich (per-type) colours. The rich-colour text values are darkened
 * from Sonner's defaults so every toast type meets WCAG AA (>= 4.5:1).
 * Any prop can still be overridden by the caller.
 */
const Toaster = ({ ...props }: ToasterProps) => {
  return (
    <Sonner
      theme="light"
      className="toaster group"
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      closeButton
      richColors
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          // Sonner's light rich colours are ~3-4.4:1; these are >= 5.2:1.
          "--success-text": "hsl(140, 100%, 24%)",
          "--info-text": "hsl(210, 92%, 38%)",
          "--warning-text": "hsl(31, 92%, 30%)",
          "--error-text": "hsl(360, 100%, 40%)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
};

export { Toaster };
