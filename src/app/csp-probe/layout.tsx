import type { ReactNode } from "react";
import { RootDocument, siteViewport } from "../root-document";

export const viewport = siteViewport;

/** The start-up check's page has no storefront or admin around it, only the document. */
export default function StartupProbeLayout({ children }: { children: ReactNode }) {
  return <RootDocument>{children}</RootDocument>;
}
