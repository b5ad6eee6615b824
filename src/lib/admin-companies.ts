/** The back office's view of buyer companies. Browser-safe. */
import type { PendingInvitation } from "@/lib/validation/company";
import { z } from "@/lib/validation/zod";
import { tooLong } from "@/lib/validation/common";

export interface AdminCompanyRow {
  id: number;
  name: string;
  buyers: number;
  requests: number;
  /** Won / (Won + Lost), 0..1, or null before any deal was decided. */
  winRate: number | null;
  /** Sum of the accepted versions' totals, "1234.50". */
  wonValue: string;
  paymentTerms: string;
}

export interface AdminCompanyDetail extends AdminCompanyRow {
  billingStreet: string;
  billingCity: string;
  billingState: string;
  billingZip: string;
  taxExempt: boolean;
  taxCertificate: string;
  termsVersion: string;
  termsAcceptedAt: string;
  createdAt: string;
  members: { id: number; email: string; name: string; role: "admin" | "buyer" }[];
  quoteRequests: { id: number; reference: string; status: string; createdAt: string; email: string }[];
  /** Not yet accepted, revoked or expired; newest first. */
  invitations: PendingInvitation[];
}

export const PAYMENT_TERMS_MAX = 100;

export const paymentTermsSchema = z.object({
  paymentTerms: z
    .string({ error: "Payment terms must be text" })
    .trim()
    .max(PAYMENT_TERMS_MAX, tooLong("Payment terms", PAYMENT_TERMS_MAX))
    .regex(/^[^\r\n]*$/, "Payment terms must be on one line"),
});
export type PaymentTermsValues = z.input<typeof paymentTermsSchema>;

export const formatWinRate = (r: number | null) => (r === null ? "—" : `${Math.round(r * 100)}%`);
