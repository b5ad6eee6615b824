import { NextResponse, type NextRequest } from "next/server";
import { readSession, SESSION_COOKIE } from "@/server/auth/session";

/**
 * Next's proxy (formerly middleware; Node runtime): runs before a matched
 * request is routed, so it can answer with a real status before any page
 * streams. Keep each step cheap and give it its own matcher entry below; the
 * handler or page behind it always checks again (DECISIONS D1: a bypassed
 * proxy must open nothing).
 *
 * Admin pages: an admin page checks the session itself inside Suspense, and a
 * redirect from there arrives after the shell has streamed: a 200 carrying a
 * meta refresh. Checking the session row here first turns a visit without a
 * valid session into a 307 to the login screen.
 */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (isAdminPage(pathname) && !(await readSession(req.cookies.get(SESSION_COOKIE)?.value))) {
    const login = req.nextUrl.clone();
    login.pathname = "/admin/login";
    login.search = "";
    return NextResponse.redirect(login, 307);
  }
  return NextResponse.next();
}

/** Every page under /admin but the login screen. */
const isAdminPage = (pathname: string) => (pathname === "/admin" || pathname.startsWith("/admin/")) && pathname !== "/admin/login";

export const config = {
  matcher: ["/admin/:path*"],
};
