import "server-only";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { redirect } from "next/navigation";
import { readSession, SESSION_COOKIE, type Session } from "./session";

/** The admin session of the browser requesting this page, or null. Call inside <Suspense> (it reads cookies). */
export async function getPageSession(): Promise<Session | null> {
  // Request time only: a runtime prefetch may see cookies, but the session check reads the clock (idle/expiry).
  await connection();
  const jar = await cookies();
  return readSession(jar.get(SESSION_COOKIE)?.value);
}

/** Every admin page calls this itself: no session, a server-side redirect to the login screen. */
export async function requireAdminPage(): Promise<Session> {
  const session = await getPageSession();
  if (!session) redirect("/admin/login");
  return session;
}
