import { isPolicySlug, policySchema } from "@/lib/policies";
import { readBody } from "@/server/http/body";
import { json, notFound } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { getPolicy, savePolicy } from "@/server/policies/policies";

const slugOf = (raw: string) => {
  if (!isPolicySlug(raw)) throw notFound("No such policy page");
  return raw;
};

export const GET = adminRoute<{ slug: string }>(async ({ params }) => json({ policy: await getPolicy(slugOf(params.slug)) }));

/** Saves a policy's Markdown (audited; the Terms of Sale gets a new version). */
export const PUT = adminRoute<{ slug: string }>(async ({ req, params, session }) => {
  const slug = slugOf(params.slug);
  const { body } = await readBody(req, policySchema, 128 * 1024);
  return json({ policy: await savePolicy(slug, body, session.admin.username) });
});
