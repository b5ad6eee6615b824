import { NextResponse, type NextRequest } from "next/server";
import { readSession, SESSION_COOKIE } from "@/server/auth/session";
import { quoteLinkExists } from "@/server/quotes/quote-link-exists";

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
 *
 * Quote links: likewise a wrong /quotes/{token} answers 404 before any page streams.
 */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (isAdminPage(pathname) && !(await readSession(req.cookies.get(SESSION_COOKIE)?.value))) {
    const login = req.nextUrl.clone();
    login.pathname = "/admin/login";
    login.search = "";
    return NextResponse.redirect(login, 307);
  }
  // A wrong quote link: the same 404 status and page as any unknown address (the page
  // itself reads the quote only after its shell has streamed with a 200).
  if (pathname.startsWith("/quotes/") && !(await quoteLinkExists(pathname.slice("/quotes/".length)))) {
    const missing = req.nextUrl.clone();
    missing.pathname = "/quotes-link-not-found";
    missing.search = "";
    return NextResponse.rewrite(missing);
  }
  return NextResponse.next();
}

/** Every page under /admin but the login screen. */
const isAdminPage = (pathname: string) => (pathname === "/admin" || pathname.startsWith("/admin/")) && pathname !== "/admin/login";

export const config = {
  matcher: ["/admin/:path*", "/quotes/:token"],
};
