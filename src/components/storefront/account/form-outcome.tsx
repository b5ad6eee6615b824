/**
 * What a plain form's post came back with (`?done=` or `?error=`, see
 * server/account/form-result.ts), shown at the top of the page. Text only and
 * cut short: the address could have been made by anyone.
 */
export function FormOutcome({ done, error }: { done?: string; error?: string }) {
  if (error)
    return (
      <p role="alert" className="mb-6 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
        {error.slice(0, 300)}
      </p>
    );
  if (done)
    return (
      <p role="status" className="mb-6 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
        {done.slice(0, 100)}
      </p>
    );
  return null;
}

export const outcomeOf = (q: Record<string, string | string[] | undefined>) => ({
  done: typeof q.done === "string" ? q.done : undefined,
  error: typeof q.error === "string" ? q.error : undefined,
});
