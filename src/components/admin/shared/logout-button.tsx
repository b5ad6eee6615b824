"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { LogOut } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { send } from "@/lib/api-client";
import { forgetAdminUser } from "@/lib/admin-user-storage";

/** Ends the server session (the one that authorises), forgets the browser copy, back to the login screen. */
export function LogoutButton({ variant = "outline" }: { variant?: "outline" | "ghost" | "default" }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await send("POST", "/api/admin/logout");
    } catch (e) {
      // The session is still alive on the server: say so instead of pretending.
      toast.error("Logout failed", { description: e instanceof Error ? e.message : "Please try again." });
      setBusy(false);
      return;
    }
    forgetAdminUser();
    toast.success("Logged out");
    router.replace("/admin/login");
    router.refresh();
  }

  return (
    <Button variant={variant} onClick={logout} disabled={busy}>
      <LogOut aria-hidden />
      {busy ? "Logging out..." : "Logout"}
    </Button>
  );
}
