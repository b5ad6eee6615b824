import { NextResponse, type NextRequest } from "next/server";
import { ATTRIBUTE_KEY_PATTERN, RESERVED_ATTRIBUTE_KEYS } from "@/lib/attributes";
import { parsePageNumber } from "@/lib/page-number";
import { BUYER_COOKIE, readBuyerSession } from "@/server/account/buyer-session";
import { readSession, SESSION_COOKIE } from "@/server/auth/session";
import { filterAddress } from "@/server/catalog/categories/filter-address";
import { quoteLinkExists } from "@/server/quotes/quote-link-exists";

/**
 * Next's proxy (formerly middleware; Node runtime): runs before a matched
 * request is routed, so it can answer with a real status before any page
 * streams. Keep each step cheap and give it its own matcher entry below; the
 * handler or page behind it always checks again (a bypassed
 * proxy must open nothing).
 *
 * Admin pages: an admin page checks the session itself inside Suspense, and a
 * redirect from there arrives after the shell has streamed: a 200 carrying a
 * meta refresh. Checking the session row here first turns a visit without a
 * valid session into a 307 to the login screen.
 *
 * The buyer's account: the same, both ways. /account without a buyer session
 * (or /account/addresses, /account/lists…) is a 307 to the sign-in page, /account/sign-in with one a 307 to the
 * account, so that a visitor without scripts is sent on too.
 *
 * Quote links: likewise a wrong /quotes/{token} answers 404 before any page streams.
 *
 * Category filters: /categories/{slug} is one static page, the same bytes for
 * everyone. A request for it whose query asks for filters
 * (`?width=18&length.min=1000&page=2`) is served by the dynamic filtered view
 * at /categories/{slug}/filter, its query kept, while the address stays the
 * one people share. Tracking tags alone (utm_*, gclid...) keep the static page.
 * Two answers are decided here from the catalogue (filterAddress), because the
 * view could give them only by script once streaming: a renamed category's old
 * filtered address is a 308 to the same filters at the new one, and names the
 * category has no filter for (an attribute since removed) lead to its plain page.
 */
/** Account pages besides the home page: a visitor without a session is sent to sign in, as from /account. */
const ACCOUNT_SUBPAGE = /^\/account\/(?:addresses|lists|orders)(?:\/|$)/;

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (isAdminPage(pathname) && !(await readSession(req.cookies.get(SESSION_COOKIE)?.value))) {
    const login = req.nextUrl.clone();
    login.pathname = "/admin/login";
    login.search = "";
    return NextResponse.redirect(login, 307);
  }
  if (pathname === "/account" || pathname === "/account/sign-in" || ACCOUNT_SUBPAGE.test(pathname)) {
    const signedIn = (await readBuyerSession(req.cookies.get(BUYER_COOKIE)?.value)) !== null;
    if (signedIn !== (pathname !== "/account/sign-in")) {
      const to = req.nextUrl.clone();
      to.pathname = signedIn ? "/account" : "/account/sign-in";
      to.search = "";
      return NextResponse.redirect(to, 307);
    }
  }
  // A wrong quote link: the same 404 status and page as any unknown address (the page
  // itself reads the quote only after its shell has streamed with a 200).
  if (pathname.startsWith("/quotes/") && !(await quoteLinkExists(pathname.slice("/quotes/".length)))) {
    const missing = req.nextUrl.clone();
    missing.pathname = "/quotes-link-not-found";
    missing.search = "";
    return NextResponse.rewrite(missing);
  }
  const category = CATEGORY_PAGE.exec(pathname);
  if (category) {
    const params = req.nextUrl.searchParams;
    const names = [...new Set(params.keys())].filter(isFilterParam);
    const asked = names.filter((name) => name !== "page" && params.getAll(name).some((v) => v.trim() !== ""));
    const where = asked.length > 0 ? await filterAddress(category[1], asked) : null;
    if (where?.kind === "moved") {
      const moved = req.nextUrl.clone();
      moved.pathname = `/categories/${where.slug}`;
      return NextResponse.redirect(moved, 308);
    }
    if (where?.kind === "filtered") {
      const filtered = req.nextUrl.clone();
      filtered.pathname = `/categories/${category[1]}/filter`;
      return NextResponse.rewrite(filtered);
    }
    if (names.length > 0) {
      // Only a page number, the filter form sent with nothing filled in, or names this category has no filter for:
      // the static page at its own address, as a real redirect (the filter route could only send one by script).
      const n = parsePageNumber(params.get("page")?.trim() ?? "") ?? 1;
      const plain = req.nextUrl.clone();
      plain.pathname = n > 1 ? `/categories/${category[1]}/page/${n}` : `/categories/${category[1]}`;
      for (const name of names) plain.searchParams.delete(name);
      return NextResponse.redirect(plain, 307);
    }
  }
  return NextResponse.next();
}

const CATEGORY_PAGE = /^\/categories\/([^/]+)$/;

/** A filter's parameter: an attribute key, maybe with a bound (`length.min`). */
const FILTER_PARAM = new RegExp(`${ATTRIBUTE_KEY_PATTERN.source.slice(0, -1)}(\\.(min|max))?$`);
/**
 * Names shaped like filters that are ad-click tags (a link from an ad still
 * gets the static page) or parameters no attribute may take (q, sort...).
 */
const NOT_FILTERS = new Set<string>([
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "fbclid",
  "msclkid",
  "yclid",
  "twclid",
  "ttclid",
  "igshid",
  ...RESERVED_ATTRIBUTE_KEYS.filter((k) => k !== "page"),
]);

const isFilterParam = (name: string) => FILTER_PARAM.test(name) && !NOT_FILTERS.has(name);

/** Every page under /admin but the login screen. */
const isAdminPage = (pathname: string) => (pathname === "/admin" || pathname.startsWith("/admin/")) && pathname !== "/admin/login";

export const config = {
  matcher: [
    "/admin/:path*",
    "/account",
    "/account/sign-in",
    "/account/addresses",
    "/account/lists/:path*",
    "/account/orders/:path*",
    "/quotes/:token",
    "/categories/:slug",
  ],
};
