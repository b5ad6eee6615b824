/**
 * Turning a zod error into the `{message, errors}` body of a 4xx answer
 * that names each bad field. Browser-safe.
 */

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** Any zod error (only `issues` is read). */
export interface ErrorWithIssues {
  issues: readonly IssueLike[];
}

/** Key used for issues about the whole body rather than one field. */
export const ROOT_ERROR_KEY = "_root";

function pathKey(path: readonly PropertyKey[]): string {
  return path.length === 0 ? ROOT_ERROR_KEY : path.map((p) => String(p)).join(".");
}

/**
 * Dotted field path -> its first message, e.g.
 * `{ "name": "Name is required", "items.0.quantity": "Quantity must be between 1 and 100000" }`.
 * Issues about the whole body are keyed `_root`.
 */
export function fieldErrors(error: ErrorWithIssues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = pathKey(issue.path);
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The first issue's message, or `fallback` when there is none. */
export function firstErrorMessage(error: ErrorWithIssues, fallback = "Invalid input"): string {
  return error.issues[0]?.message ?? fallback;
}

/**
 * The JSON body for a 400/422 answer: `message` is the first issue's message
 * unless one is given (e.g. "Failed to create product"), `errors` maps fields to messages.
 */
export function validationErrorBody(error: ErrorWithIssues, message?: string): { message: string; errors: Record<string, string> } {
  return { message: message ?? firstErrorMessage(error), errors: fieldErrors(error) };
}
