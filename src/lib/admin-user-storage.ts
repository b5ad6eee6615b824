import { readStored, removeStored, writeStored } from "@/lib/stored";
import type { AdminProfile } from "@/lib/types";

/**
 * The browser copy of the signed-in admin (kept in local storage after
 * login or a profile update). Display only: the server session decides access,
 * so failures here are ignored rather than shown.
 */
export const ADMIN_USER_KEY = "adminUser";

export function rememberAdminUser(admin: AdminProfile): void {
  writeStored(ADMIN_USER_KEY, { username: admin.username, email: admin.email });
}

export function forgetAdminUser(): void {
  removeStored(ADMIN_USER_KEY);
}

export function storedAdminUser(): AdminProfile | null {
  return readStored(ADMIN_USER_KEY, adminUserOf);
}

function adminUserOf(v: unknown): AdminProfile | null {
  if (!v || typeof v !== "object") return null;
  const { username, email } = v as Record<string, unknown>;
  return typeof username === "string" ? { username, email: String(email ?? "") } : null;
}
