import type { Metadata } from "next";
import { ContactMessagesScreen } from "@/components/admin/messages/contact-messages-screen";
import { AdminGate } from "../_components/admin-gate";

export const metadata: Metadata = { title: "Contact Messages" };

export default function AdminContactMessagesPage() {
  return <AdminGate>{() => <ContactMessagesScreen />}</AdminGate>;
}
