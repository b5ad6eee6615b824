import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { PolicySlug } from "@/lib/policies";
import { TAGS } from "@/server/cache";
import { renderPolicyForPage } from "./render-policy";
import { getPolicy } from "./policies";

/** A policy page as HTML, the same for everyone: kept until the admin saves a policy (it is page content). */
export async function cachedPolicyPage(
  slug: PolicySlug,
): Promise<{ title: string; html: string; version: number; updatedAt: string | null }> {
  "use cache";
  cacheLife("max");
  cacheTag(TAGS.pageContent);
  const policy = await getPolicy(slug);
  return { title: policy.title, html: await renderPolicyForPage(policy.body), version: policy.version, updatedAt: policy.updatedAt };
}
