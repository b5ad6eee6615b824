import "server-only";
import type { PolicySlug } from "@/lib/policies";

/** What each policy page says until the admin first saves it: short, plain, and meant to be replaced. */
export const DEFAULT_POLICIES: Record<PolicySlug, string> = {
  "privacy-policy": `We collect what you give us to answer your quote requests and run your account: your name, company, e-mail address, phone number, shipping state and ZIP code, and the products you ask about.

## How we use it

- To prepare and send quotes, and to follow up on them.
- To sign you in to your account with e-mailed links.
- To ship and invoice what you order.

We do not sell your information. We share it only with the carriers and payment providers needed to deliver and bill an order, or when the law requires it.

## Your choices

Write to us to see, correct or delete what we hold about you. We keep quote and order records as long as tax and accounting rules require.`,
  "terms-of-sale": `These terms apply to every quote we send and every order we accept.

## Quotes and prices

A quote is valid until the date it shows. Prices are in US dollars and exclude sales tax unless the quote says otherwise. Tax-exempt buyers must keep a valid certificate on file with us.

## Orders and payment

An order is binding once we confirm it. Payment is due on the terms agreed with your company (for example, prepayment or Net 30). Late balances may put further orders on hold.

## Shipping and risk

Goods ship FOB our warehouse unless agreed otherwise; risk passes to you when the carrier takes them. Delivery dates are estimates.

## Quality and claims

Report damage or shortages within 5 business days of delivery. Our liability is limited to replacing the goods or refunding their price.

## Governing law

These terms are governed by the laws of the state where our business is registered.`,
  "shipping-info": `We ship throughout the contiguous United States from our warehouse.

- **Parcel orders** usually leave within 1–2 business days.
- **Pallet and truckload orders** ship by LTL or full truckload freight; we confirm the pickup date with your quote.
- Freight is quoted with your order and depends on weight, pallets and destination.

Please inspect every delivery and note any damage on the carrier's receipt before signing.`,
  returns: `If something is wrong with your order, tell us within 5 business days of delivery and we will make it right.

- **Damaged or defective goods:** we replace or refund them at our cost.
- **Unopened stock items:** may be returned within 30 days with our approval; a restocking fee of 15% may apply, and return freight is yours.
- **Custom-printed or made-to-order items** cannot be returned unless defective.

Contact us with your order reference before sending anything back.`,
};
