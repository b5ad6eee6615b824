import "server-only";
import { POLICY_TITLES, type PolicySlug, type PolicyView } from "@/lib/policies";
import { audit } from "@/server/audit";
import { invalidate, TAGS } from "@/server/cache";
import { db } from "@/server/db/client";
import { DEFAULT_POLICIES } from "./default-policies";
import { checkPolicyRenders } from "./render-policy";

/** A policy as stored, or its default text (version 1) until the admin first saves it. */
export async function getPolicy(slug: PolicySlug): Promise<PolicyView> {
  const row = await db.policy.findUnique({ where: { slug } });
  return {
    slug,
    title: POLICY_TITLES[slug],
    body: row?.body ?? DEFAULT_POLICIES[slug],
    version: row?.version ?? 1,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The Terms of Sale version a company accepts when it is set up now. */
export async function currentTermsVersion(): Promise<string> {
  return String((await getPolicy("terms-of-sale")).version);
}

/**
 * The admin saves a policy (refused when its page could not be rendered): audited, and a new version of the Terms of Sale
 * (companies keep the version they accepted).
 */
export async function savePolicy(slug: PolicySlug, body: string, actor: string): Promise<PolicyView> {
  await checkPolicyRenders(body);
  const before = await getPolicy(slug);
  const bump = slug === "terms-of-sale" ? 1 : 0;
  await db.policy.upsert({
    where: { slug },
    create: { slug, body, version: 1 + bump, updatedBy: actor },
    update: { body, version: { increment: bump }, updatedBy: actor },
  });
  const after = await getPolicy(slug);
  invalidate(TAGS.pageContent);
  await audit({
    actor,
    action: "update",
    entity: "Policy",
    entityId: slug,
    before: { body: before.body, version: before.version },
    after: { body, version: after.version },
  });
  return after;
}
