"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { ApiError, NETWORK_ERROR_MESSAGE } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";

type SubmitOptions<TFieldValues extends FieldValues, TValues, TResult> = {
  /** The failure toast's title; its description is the server's message. */
  failure: string;
  /** The title when no answer came at all, where a form does not blame the action (the account forms' "Error"); `failure` by default. */
  networkFailure?: string;
  /** The fields a refusal's errors may name; a function when they depend on what was sent. */
  fields: readonly Path<TFieldValues>[] | ((values: TValues) => readonly Path<TFieldValues>[]);
  /** false where the fields show each refused value's message (one per field): a refusal's toast then has none; a network failure's still says so. */
  describeRefusals?: boolean;
  /** false where the fields say it all: a refusal that put a message under a field is not toasted as well. */
  toastFieldErrors?: boolean;
  success: (result: TResult) => void;
};

/**
 * An admin form's submit: runs `action`, and on a refusal toasts `failure` with
 * the server's message and puts its per-field messages under the fields (any
 * other failure counts as a network failure). Admin screens only: it toasts
 * through Sonner directly, which the storefront loads lazily (lib/toast.ts).
 */
export function useSubmit<TFieldValues extends FieldValues, TValues, TResult>(
  form: UseFormReturn<TFieldValues, unknown, TValues>,
  action: (values: TValues) => Promise<TResult>,
  {
    failure,
    networkFailure = failure,
    fields,
    describeRefusals = true,
    toastFieldErrors = true,
    success,
  }: SubmitOptions<TFieldValues, TValues, TResult>,
): (values: TValues) => Promise<void> {
  return async (values) => {
    let result: TResult;
    try {
      result = await action(values);
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, NETWORK_ERROR_MESSAGE);
      const onField = applyServerFieldErrors(err.errors, typeof fields === "function" ? fields(values) : fields, form.setError);
      if (toastFieldErrors || !onField) {
        const network = err.status === 0;
        toast.error(network ? networkFailure : failure, { description: network || describeRefusals ? err.message : undefined });
      }
      return;
    }
    success(result);
  };
}
