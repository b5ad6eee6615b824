import { POLICY_SLUGS } from "@/lib/policies";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { getPolicy } from "@/server/policies/policies";

/** The policy pages, each with its Markdown and version. */
export const GET = adminRoute(async () => json({ policies: await Promise.all(POLICY_SLUGS.map(getPolicy)) }));
