import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { readSession, SESSION_COOKIE, type Session } from "./session";

/** The admin session of the browser requesting this page, or null. Call inside <Suspense> (it reads cookies). */
export async function getPageSession(): Promise<Session | null> {
  const jar = await cookies();
  return readSession(jar.get(SESSION_COOKIE)?.value);
}

/** Every admin page calls this itself: no session, a server-side redirect to the login screen. */
export async function requireAdminPage(): Promise<Session> {
  const session = await getPageSession();
  if (!session) redirect("/admin/login");
  return session;
}
