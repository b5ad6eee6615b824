import { PolicyPage, policyMetadata } from "@/components/storefront/policies/policy-page";

export const metadata = policyMetadata("terms-of-sale");

export default function TermsOfSalePage() {
  return <PolicyPage slug="terms-of-sale" />;
}

/** A shared page: links to it prefetch one App Shell for the route (ADR 24). */
export const prefetch = "partial";
