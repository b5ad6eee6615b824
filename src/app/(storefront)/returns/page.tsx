import { PolicyPage, policyMetadata } from "@/components/storefront/policies/policy-page";

export const metadata = policyMetadata("returns");

export default function ReturnsPage() {
  return <PolicyPage slug="returns" />;
}
