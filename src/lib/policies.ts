/** The policy pages a buyer reads and the admin edits. Browser-safe. */
import { z } from "@/lib/validation/zod";

export const POLICY_SLUGS = ["privacy-policy", "terms-of-sale", "shipping-info", "returns"] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export const POLICY_TITLES: Record<PolicySlug, string> = {
  "privacy-policy": "Privacy Policy",
  "terms-of-sale": "Terms of Sale",
  "shipping-info": "Shipping Info",
  returns: "Returns",
};

export const isPolicySlug = (s: string): s is PolicySlug => (POLICY_SLUGS as readonly string[]).includes(s);

export const POLICY_BODY_MAX = 50_000;

export interface PolicyView {
  slug: PolicySlug;
  title: string;
  body: string;
  version: number;
  /** ISO time of the last save, or null while the default text is shown. */
  updatedAt: string | null;
}

export const policySchema = z.object({
  body: z
    .string({ error: "Text is required" })
    .trim()
    .min(1, "Text is required")
    .max(POLICY_BODY_MAX, `Text must be at most ${POLICY_BODY_MAX.toLocaleString("en-US")} characters`),
});
export type PolicyValues = z.input<typeof policySchema>;
