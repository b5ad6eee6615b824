import type { Metadata } from "next";
import { QuoteInboxScreen } from "@/components/admin/quotes/quote-inbox-screen";
import { AdminGate } from "../_components/admin-gate";

export const metadata: Metadata = { title: "Quote Requests" };

export default function AdminQuoteRequestsPage() {
  return <AdminGate>{() => <QuoteInboxScreen />}</AdminGate>;
}
