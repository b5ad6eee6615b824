import { PolicyPage, policyMetadata } from "@/components/storefront/policies/policy-page";

export const metadata = policyMetadata("shipping-info");

export default function ShippingInfoPage() {
  return <PolicyPage slug="shipping-info" />;
}
