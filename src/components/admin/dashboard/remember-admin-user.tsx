"use client";

import { useEffect } from "react";
import { rememberAdminUser } from "@/lib/admin-user-storage";

/**
 * Refreshes the browser copy of the admin from the server session, so screens
 * that show the stored name stay right after a profile change elsewhere.
 */
export function RememberAdminUser({ username, email }: { username: string; email: string }) {
  useEffect(() => rememberAdminUser({ username, email }), [username, email]);
  return null;
}
