"use client";

import useSWR, { useSWRConfig } from "swr";
import { rememberAdminUser, storedAdminUser } from "@/lib/admin-user-storage";
import type { AdminProfile } from "@/lib/types";
import type { ChangePasswordInput } from "@/lib/validation/password";
import type { ProfileInput } from "@/lib/validation/profile";
import { send } from "@/lib/api-client";

export const PROFILE_KEY = "/api/admin/profile";

/** The admin's profile; when the read fails the stored record (then `fallback`) is used. */
export function useProfile(fallback: AdminProfile) {
  const { data, error, isLoading } = useSWR<{ admin: AdminProfile }>(PROFILE_KEY);
  const profile = data?.admin ?? (error ? (storedAdminUser() ?? fallback) : undefined);
  return { profile, isLoading };
}

export function useUpdateProfile() {
  const { mutate } = useSWRConfig();
  return async function updateProfile(input: ProfileInput): Promise<AdminProfile> {
    const res = await send<{ success: boolean; admin: AdminProfile; message: string }>("POST", "/api/admin/update-profile", input);
    // The browser copy of the admin follows a profile update (display only: the server session authorises).
    rememberAdminUser(res.admin);
    await mutate(PROFILE_KEY, { admin: res.admin }, { revalidate: true });
    return res.admin;
  };
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await send<{ success: boolean; message: string }>("POST", "/api/admin/change-password", input);
}
