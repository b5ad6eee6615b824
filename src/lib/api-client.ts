/**
 * The browser's one write path: every form (admin screens, contact, quote
 * request) sends JSON through `send` and reads a refusal the same way, as the
 * server's `{message, errors}` (errors keyed by field, see server-field-errors.ts).
 */

/** A failed write: the server's message and per-field errors, for toasts and form fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE = "Network error. Please try again.";

/** Sends a JSON write; resolves with the answer's JSON or throws ApiError (status 0 = network failure). */
export async function send<T = unknown>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: "include",
      headers: {
        ...(body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json", Accept: "application/json" }),
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const data = (await res.json().catch(() => null)) as { message?: string; errors?: Record<string, string> } | null;
  if (!res.ok) throw new ApiError(res.status, data?.message || `${res.status}: ${res.statusText}`, data?.errors ?? {});
  return data as T;
}
