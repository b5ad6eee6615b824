import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * Puts the server's per-field messages (`{errors: {slug: "..."}}`, e.g. a 409
 * on a duplicate slug) under the matching form fields. Keys the form does not
 * have are left to the toast. Returns whether any field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  errors: Record<string, string> | undefined,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let applied = false;
  let first = true;
  for (const field of fields) {
    const message = errors?.[field];
    if (!message) continue;
    setError(field, { type: "server", message }, { shouldFocus: first });
    first = false;
    applied = true;
  }
  return applied;
}
