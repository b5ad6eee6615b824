// BENCHMARK ONLY: copied by bench/run.mjs into the benchmark snapshot as
// src/app/bench-baseline/page.tsx. A static page under the bare root document
// alone (no storefront header, footer or cart): its first-load JavaScript is
// what Next.js, React and the document cost before any storefront component.
import type { Metadata } from "next";

export const metadata: Metadata = { title: "Benchmark baseline", robots: { index: false } };

export default function BaselinePage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Baseline</h1>
      <p>Root document only.</p>
    </main>
  );
}
