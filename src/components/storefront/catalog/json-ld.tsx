import { serializeJsonLd } from "@/lib/seo";

/** Structured data for search engines; serializeJsonLd escapes `<` so stored text cannot break out of the script. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
