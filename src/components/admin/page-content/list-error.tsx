"use client";

import { get, useFormState, type FieldPath } from "react-hook-form";
import type { EditorValues } from "./editor-values";

/** An error about a whole list (such as too many items), which belongs to no single field. */
export function ListError({ name }: { name: FieldPath<EditorValues> }) {
  const { errors } = useFormState<EditorValues>({ name });
  const error = (get(errors, `${name}.root`) ?? get(errors, name)) as { message?: unknown } | undefined;
  const message = typeof error?.message === "string" ? error.message : undefined;
  return message ? (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}
