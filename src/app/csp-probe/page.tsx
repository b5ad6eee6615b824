import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";

/**
 * The page the server renders at start-up to check that it recognises every
 * inline script the framework writes (http-server/startup-probe.mjs): it
 * is rendered per request and streams a late Suspense boundary, so its HTML
 * holds React's streaming scripts as well as Next's payload.
 */
export const metadata: Metadata = { title: "Start-up check", robots: { index: false, follow: false } };

export default function StartupProbePage() {
  return (
    <main className="p-8">
      <p>This page is used by the server to check itself when it starts.</p>
      <Suspense fallback={<p>Checking…</p>}>
        <LatePart />
      </Suspense>
    </main>
  );
}

async function LatePart() {
  await connection();
  await new Promise((resolve) => setTimeout(resolve, 10));
  return <p>Checked.</p>;
}
