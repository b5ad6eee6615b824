import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { LoginScreen } from "@/components/admin/login/login-screen";
import { getPageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Login" };

/** The form is the static shell; only the "already signed in?" check waits for the cookie. */
export default function LoginPage() {
  return (
    <>
      <Suspense fallback={null}>
        <RedirectIfSignedIn />
      </Suspense>
      <LoginScreen />
    </>
  );
}

async function RedirectIfSignedIn() {
  if (await getPageSession()) redirect("/admin/dashboard");
  return null;
}
