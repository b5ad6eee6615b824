import type { MetadataRoute } from "next";
import { env } from "@/env";

/** Everything public may be crawled; the back office and the API may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api"] },
    sitemap: `${env.siteUrl}/sitemap.xml`,
  };
}
