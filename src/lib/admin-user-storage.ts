import type { AdminProfile } from "@/lib/types";

/**
 * The browser copy of the signed-in admin (kept in local storage after
 * login or a profile update). Display only: the server session decides access,
 * so failures here are ignored rather than shown.
 */
export const ADMIN_USER_KEY = "adminUser";

export function rememberAdminUser(admin: AdminProfile): void {
  try {
    localStorage.setItem(ADMIN_USER_KEY, JSON.stringify({ username: admin.username, email: admin.email }));
  } catch {
    // Private mode or full storage: nothing depends on it.
  }
}

export function forgetAdminUser(): void {
  try {
    localStorage.removeItem(ADMIN_USER_KEY);
  } catch {
    // See rememberAdminUser.
  }
}

export function storedAdminUser(): AdminProfile | null {
  try {
    const raw = localStorage.getItem(ADMIN_USER_KEY);
    const v: unknown = raw ? JSON.parse(raw) : null;
    if (v && typeof v === "object" && typeof (v as AdminProfile).username === "string") {
      return { username: (v as AdminProfile).username, email: String((v as AdminProfile).email ?? "") };
    }
  } catch {
    // Unreadable: treated as absent.
  }
  return null;
}
