// BENCHMARK ONLY: copied by bench/run.mjs into the benchmark snapshot as
// src/app/bench-baseline/layout.tsx. The baseline page's root layout: the
// document every root layout of the app renders, and nothing else.
import type { ReactNode } from "react";
import { RootDocument, siteMetadata, siteViewport } from "@/app/root-document";

export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function BaselineLayout({ children }: { children: ReactNode }) {
  return <RootDocument>{children}</RootDocument>;
}
