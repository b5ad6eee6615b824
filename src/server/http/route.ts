import "server-only";
import { unstable_rethrow } from "next/navigation";
import { connection } from "next/server";
import { authenticateApiKey, bearerToken, type ApiKeyPrincipal } from "@/server/api-keys/authenticate";
import { buyerTokenFromCookieHeader, readBuyerSession, type BuyerSession } from "@/server/account/buyer-session";
import { readSession, tokenFromCookieHeader, type Session } from "@/server/auth/session";
import { HttpError, json } from "./errors";
import { isCrossSiteWrite } from "./request-info";
import { logger } from "@/server/logger.mjs";

type Params = Record<string, string>;

export interface Ctx<P extends Params> {
  req: Request;
  params: P;
}

export interface AdminCtx<P extends Params> extends Ctx<P> {
  /**
   * The admin's session; for a request made with an API key, one standing for
   * the key, whose admin.username is the key's audit actor "api-key:<name>".
   */
  session: Session;
  /** The API key the request was made with; null for the admin's own session. */
  apiKey: ApiKeyPrincipal | null;
}

export interface BuyerCtx<P extends Params> extends Ctx<P> {
  session: BuyerSession;
  buyer: BuyerSession["buyer"];
}

export interface CompanyCtx<P extends Params> extends BuyerCtx<P> {
  /** The signed-in buyer's company: everything such a route reads or changes is filtered by it. */
  companyId: number;
}

type NextHandler<P extends Params> = (req: Request, ctx: { params: Promise<P> }) => Promise<Response>;

/**
 * The one wrapper every route handler goes through: it refuses cross-site
 * writes, turns known errors into JSON 4xx answers ({message, errors?}) and
 * anything unexpected into a bare 500 without details.
 */
export function publicRoute<P extends Params = Params>(handler: (ctx: Ctx<P>) => Promise<Response>): NextHandler<P> {
  return async (req, ctx) => {
    try {
      // Every API answer reflects the database now: never a build-time snapshot.
      await connection();
      if (isCrossSiteWrite(req)) return json({ message: "Cross-site request refused" }, 403);
      const params = ((await ctx?.params) ?? {}) as P;
      // A %00 in the path or query would reach the database as a NUL, which PostgreSQL
      // refuses (and SQLite's full-text search misparses): a 500 instead of a 4xx.
      if (hasNul(params, new URL(req.url).searchParams)) return json({ message: "The URL must not contain NUL characters (%00)" }, 400);
      return await handler({ req, params });
    } catch (error) {
      // Next's own control-flow errors (a prerender bailing out to request time) are not ours to answer.
      unstable_rethrow(error);
      return errorResponse(error);
    }
  };
}

/**
 * As publicRoute, and the admin is checked here, in the handler itself, by
 * exactly one credential. A request with `Authorization: Bearer …` is an API
 * key's, whatever cookies it also carries: the key must be valid and its
 * scopes must cover the route (src/server/api-keys/authenticate.ts), so it
 * never gets more than the session would. Any other request is the session
 * cookie's alone: no other header (x-middleware-subrequest or any other) and
 * no other cookie changes the answer.
 */
export function adminRoute<P extends Params = Params>(handler: (ctx: AdminCtx<P>) => Promise<Response>): NextHandler<P> {
  return publicRoute<P>(async ({ req, params }) => {
    const bearer = bearerToken(req.headers.get("authorization"));
    if (bearer !== null) {
      const key = await authenticateApiKey(req, bearer);
      if (key instanceof Response) return key;
      return handler({ req, params, session: key.session, apiKey: key.principal });
    }
    const session = await readSession(tokenFromCookieHeader(req.headers.get("cookie")));
    if (!session) return json({ message: "Unauthorized" }, 401);
    return handler({ req, params, session, apiKey: null });
  });
}

/**
 * As publicRoute, for a signed-in buyer: the buyer session is read from its own
 * cookie here (401 without one), and the answer is private and never stored,
 * whatever the handler set.
 */
export function buyerRoute<P extends Params = Params>(handler: (ctx: BuyerCtx<P>) => Promise<Response>): NextHandler<P> {
  return publicRoute<P>(async ({ req, params }) => {
    const session = await readBuyerSession(buyerTokenFromCookieHeader(req.headers.get("cookie")));
    if (!session)
      return json({ message: "Sign in to your account first" }, { status: 401, headers: { "Cache-Control": "private, no-store" } });
    const res = await handler({ req, params, session, buyer: session.buyer });
    try {
      res.headers.set("Cache-Control", "private, no-store");
    } catch {
      // A Response.redirect's headers are immutable; a redirect carries no company data.
    }
    return res;
  });
}

/**
 * As buyerRoute, for what belongs to the buyer's company (quotes, orders,
 * lists, addresses, prices). A buyer without a company yet gets 403; a record
 * of another company must answer 404, as if it did not exist, so handlers look
 * records up by id and companyId together.
 */
export function companyRoute<P extends Params = Params>(handler: (ctx: CompanyCtx<P>) => Promise<Response>): NextHandler<P> {
  return buyerRoute<P>(async (ctx) => {
    if (ctx.buyer.companyId === null) return json({ message: "Set up your company in your account first" }, 403);
    return handler({ ...ctx, companyId: ctx.buyer.companyId });
  });
}

function hasNul(params: Params, query: URLSearchParams): boolean {
  const nul = (v: unknown): boolean => (typeof v === "string" ? v.includes("\u0000") : Array.isArray(v) && v.some(nul));
  if (Object.values(params).some(nul)) return true;
  for (const [k, v] of query) if (nul(k) || nul(v)) return true;
  return false;
}

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    const body: { message: string; errors?: Record<string, string> } = { message: error.message };
    if (error.errors) body.errors = error.errors;
    return json(body, { status: error.status, headers: error.headers });
  }
  const code = (error as { code?: unknown })?.code;
  if (code === "P2002") {
    const target = String((error as { meta?: { target?: unknown } }).meta?.target ?? "");
    return json({ message: `A record with this value already exists${target ? ` (${target})` : ""}` }, 409);
  }
  if (code === "P2025") return json({ message: "Not found" }, 404);
  if (isDatabaseBusy(error, code)) {
    logger.warn({ code, cause: error instanceof Error ? error.message.slice(-300) : String(error) }, "database busy: answered 503");
    return json({ message: "The database is busy. Please try again in a moment." }, { status: 503, headers: { "Retry-After": "5" } });
  }
  // The client left and its work was stopped (request.signal): nobody reads this answer, and nothing failed.
  if ((error as { name?: unknown })?.name === "AbortError") return json({ message: "Client closed the request" }, 499);
  logger.error({ err: error }, "unhandled error in route handler");
  return json({ message: "Internal server error" }, 500);
}

/**
 * The database could not serve the request in the time a request waits
 * (5 s): every pooled PostgreSQL connection taken, a transaction that could
 * not start or ran past its limit (rolled back, so nothing is half-written),
 * or SQLite's file locked by another writer. Load, not a fault: the client is
 * told to come back, not sent a bare 500.
 */
function isDatabaseBusy(error: unknown, code: unknown): boolean {
  if (code === "P2024" || code === "P2028" || code === "P1008" || code === "P2034") return true;
  // pg-pool's own error when no connection frees up within connectionTimeoutMillis; it has no code.
  return error instanceof Error && error.message === "timeout exceeded when trying to connect";
}
