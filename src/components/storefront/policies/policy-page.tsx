import type { Metadata } from "next";
import { POLICY_TITLES, type PolicySlug } from "@/lib/policies";
import { cachedPolicyPage } from "@/server/policies/cached-policy";

export function policyMetadata(slug: PolicySlug): Metadata {
  return { title: POLICY_TITLES[slug], alternates: { canonical: `/${slug}` } };
}

/** A policy page: the admin's Markdown, rendered with raw HTML escaped and unsafe links dropped (src/server/policies/markdown.ts). */
export async function PolicyPage({ slug }: { slug: PolicySlug }) {
  const page = await cachedPolicyPage(slug);
  return (
    <div className="container mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-2 text-3xl font-bold">{page.title}</h1>
      {slug === "terms-of-sale" && <p className="mb-6 text-sm text-muted-foreground">Version {page.version}</p>}
      <div
        className="space-y-4 leading-relaxed [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        // Rendered from the admin's Markdown with raw HTML escaped and only http(s), mailto and site links kept.
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </div>
  );
}
