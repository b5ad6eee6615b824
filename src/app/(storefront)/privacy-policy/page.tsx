import { PolicyPage, policyMetadata } from "@/components/storefront/policies/policy-page";

export const metadata = policyMetadata("privacy-policy");

export default function PrivacyPolicyPage() {
  return <PolicyPage slug="privacy-policy" />;
}
