import type { Metadata } from "next";
import { SynonymsScreen } from "@/components/admin/synonyms/synonyms-screen";
import { AdminGate } from "../_components/admin-gate";

export const metadata: Metadata = { title: "Search Synonyms" };

export default function AdminSynonymsPage() {
  return <AdminGate>{() => <SynonymsScreen />}</AdminGate>;
}
