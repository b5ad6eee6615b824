/**
 * Calls route handlers the way Next.js does: a real Request (URL, method,
 * headers, body) and the route's params, against the test's real database.
 */
// Each route declares its own params shape; the caller passes matching params.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (req: Request, ctx: { params: Promise<any> }) => Promise<Response>;

export const ORIGIN = "http://localhost:3000";

/**
 * Under PRISM_CONTRACT=1 (test/setup-db-contract.ts) call() goes through
 * Stoplight Prism. The route is kept on globalThis so that a suite which loads
 * this module again (jest.isolateModules, an import inside a test) uses it too.
 */
type Through = typeof import("./prism").callThroughContractProxy;
const SHARED = Symbol.for("storefront.contractProxy");
const shared = globalThis as unknown as { [SHARED]?: { through?: Through } };

/** Where call() sends its requests: through the contract proxy, or (undefined) straight to the handler. */
export function sendThroughContractProxy(through: Through | undefined): void {
  shared[SHARED] = { through };
}

/** A parsed JSON answer: its shape is what the tests assert at run time, so its static type is left open. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface CallOptions {
  /** A JSON value, or FormData (sent as multipart). */
  body?: unknown;
  /** Sent as is: text (JSON unless a content-type says otherwise), FormData (multipart, with its boundary) or a stream. */
  rawBody?: string | FormData | ReadableStream<Uint8Array>;
  cookie?: string | null;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** The request's signal: aborting it is the client leaving. */
  signal?: AbortSignal;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = Json>(handler: Handler, method: string, path: string, opts: CallOptions = {}): Promise<Answer<T>> {
  const url = new URL(path, ORIGIN);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers({ host: "localhost:3000", "x-forwarded-for": "127.0.0.1", ...opts.headers });
  if (opts.cookie) headers.set("cookie", opts.cookie);
  let body: BodyInit | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (typeof body === "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
  const params = opts.params ?? {};
  let res: Response;
  const contract = shared[SHARED]?.through;
  if (contract) {
    res = await contract(handler, { url, method, headers, body, params, signal: opts.signal });
  } else {
    // duplex: a stream body (Node's fetch needs it named).
    const req = new Request(url, { method, headers, body, duplex: "half", signal: opts.signal } as RequestInit);
    res = await handler(req, { params: Promise.resolve(params) });
  }
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text so the assertion shows it */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** The "name=value" part of a Set-Cookie header, ready to send back as Cookie. */
export function cookieFrom(res: Answer): string {
  const set = res.headers.get("set-cookie");
  if (!set) throw new Error("no Set-Cookie in the answer");
  return set.split(";")[0];
}
