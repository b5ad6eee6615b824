import { PolicyPage, policyMetadata } from "@/components/storefront/policies/policy-page";

export const metadata = policyMetadata("privacy-policy");

export default function PrivacyPolicyPage() {
  return <PolicyPage slug="privacy-policy" />;
}

/** A shared page: links to it prefetch one App Shell for the route (ADR 24). */
export const prefetch = "partial";
