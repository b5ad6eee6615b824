import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import { todayIn } from "@/lib/dates";
import { quoteDraftSchema, type QuoteDraftInput } from "@/lib/validation/quote";
import { draftPayload, type EditorValues } from "./editor-values";

/**
 * Checks the editor's text with the server's own draft schema ("today" is the
 * browser's date; the server checks again with the business's), so a field
 * carries the same message it would get from PUT …/draft.
 */
export const draftResolver: Resolver<EditorValues, unknown, QuoteDraftInput> = async (values, _context, options) => {
  const result = quoteDraftSchema(() => todayIn()).safeParse(draftPayload(values));
  if (result.success) return { values: result.data, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    flat[path] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
};
