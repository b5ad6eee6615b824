/**
 * The browser's one data path: every form (admin screens, contact, quote
 * request) sends through `send`, every one-off read goes through `getJson` (a
 * download through `getBlob`), and the admin screens' SWR reads through
 * `fetcher`. A refusal is read the same way everywhere, as the server's
 * `{message, errors}` (errors keyed by field, see server-field-errors.ts).
 * Only file uploads that report progress use XMLHttpRequest instead (fetch
 * cannot), and throw the same ApiError.
 */

/** A failed call: the server's message and per-field errors, for toasts and form fields; `body` is the whole answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE = "Network error. Please try again.";

type Refusal = { message?: string; errors?: Record<string, string> } | null;

/**
 * What to show when a refusal carries no message of its own (a proxy's HTML
 * page, say); by default the status and its text.
 */
type Fallback = (status: number, statusText: string) => string;
const statusLine: Fallback = (status, statusText) => `${status}: ${statusText}`;

/** fetch, with a failure to get any answer turned into ApiError status 0 (an abort stays an AbortError, for the caller to ignore). */
async function request(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

async function refused(res: Response, fallback: Fallback): Promise<ApiError> {
  const data = (await res.json().catch(() => null)) as Refusal;
  return new ApiError(res.status, data?.message || fallback(res.status, res.statusText), data?.errors ?? {}, data);
}

/**
 * Sends a write; resolves with the answer's JSON (null when it has none) or
 * throws ApiError (status 0 = network failure). The body goes as JSON, except
 * a FormData or a file, which go as they are (a file's type in `options.headers`).
 */
export async function send<T = unknown>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  options: { headers?: Record<string, string>; fallback?: Fallback } = {},
): Promise<T> {
  const raw = body instanceof FormData || body instanceof Blob;
  const res = await request(url, {
    method,
    credentials: "include",
    headers: {
      ...(body === undefined || raw ? { Accept: "application/json" } : { "Content-Type": "application/json", Accept: "application/json" }),
      ...options.headers,
    },
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  });
  if (!res.ok) throw await refused(res, options.fallback ?? statusLine);
  return (await res.json().catch(() => null)) as T;
}

type ReadOptions = { signal?: AbortSignal; cache?: RequestCache; fallback?: Fallback };

/** Reads JSON with a GET; resolves with the answer (null when it is not JSON) or throws ApiError like `send`. */
export async function getJson<T = unknown>(url: string, options: ReadOptions = {}): Promise<T> {
  const res = await request(url, {
    credentials: "include",
    headers: { Accept: "application/json" },
    cache: options.cache,
    signal: options.signal,
  });
  if (!res.ok) throw await refused(res, options.fallback ?? statusLine);
  return (await res.json().catch(() => null)) as T;
}

/** Reads a file with a GET, held in memory as a Blob, with the answer's headers (its Content-Disposition names it); throws ApiError like `send`. */
export async function getBlob(url: string, options: ReadOptions = {}): Promise<{ blob: Blob; headers: Headers }> {
  const res = await request(url, { credentials: "include", cache: options.cache, signal: options.signal });
  if (!res.ok) throw await refused(res, options.fallback ?? statusLine);
  return { blob: await res.blob(), headers: res.headers };
}

/**
 * The admin screens' SWR fetcher: a GET with credentials; a non-OK answer
 * throws ApiError "status: body" (or the status text when the body is empty),
 * which screens read the status from ("404…") and some show as it is, and 401
 * throws like any other error. A failure to get any answer rejects as fetch
 * does, so the screens show what they always have.
 */
export async function fetcher<T = unknown>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`);
  }
  return (await res.json()) as T;
}
