import * as z from "zod/mini";
import { readStored, removeStored, writeStored } from "@/lib/stored";
import type { AdminProfile } from "@/lib/types";

/**
 * The browser copy of the signed-in admin (kept in local storage after
 * login or a profile update). Display only: the server session decides access,
 * so failures here are ignored rather than shown.
 */
export const ADMIN_USER_KEY = "adminUser";

const storedAdmin = z.object({
  username: z.string(),
  email: z.pipe(z.optional(z.unknown()), z.transform((v) => String(v ?? ""))),
});

/** Private mode or full storage: nothing depends on it. */
export function rememberAdminUser(admin: AdminProfile): void {
  writeStored(ADMIN_USER_KEY, { username: admin.username, email: admin.email });
}

export function forgetAdminUser(): void {
  removeStored(ADMIN_USER_KEY);
}

/** null when absent or unreadable. */
export function storedAdminUser(): AdminProfile | null {
  return readStored(ADMIN_USER_KEY, storedAdmin);
}
