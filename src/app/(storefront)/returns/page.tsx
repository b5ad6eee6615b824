import { PolicyPage, policyMetadata } from "@/components/storefront/policies/policy-page";

export const metadata = policyMetadata("returns");

export default function ReturnsPage() {
  return <PolicyPage slug="returns" />;
}

/** A shared page: links to it prefetch one App Shell for the route (ADR 24). */
export const prefetch = "partial";
