import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

// The server's HTML has working fields, so on a slow connection people type
// into them before the scripts run. React keeps that text in the DOM when it
// hydrates, and react-hook-form's register() reads it, but a controlled field
// (shadcn's FormField) still holds the server's empty value and its next
// render writes that back. FormControl puts the typed text into the form first.

/** What a person typed into a text field; a checkbox's or a file's "value" is not typed text. */
export function typedText(element: Element | null): string {
  if (element instanceof HTMLTextAreaElement) return element.value;
  if (!(element instanceof HTMLInputElement)) return "";
  return ["checkbox", "radio", "file", "hidden", "submit", "button", "reset", "image"].includes(element.type) ? "" : element.value;
}

/** Puts `typed` into the field unless it is already there, or the field holds something other than text (a number, a list). */
export function keepTyped<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "getValues" | "setValue">,
  name: Path<T>,
  typed: string,
): void {
  if (!typed) return;
  const value: unknown = form.getValues(name);
  if ((value == null || typeof value === "string") && typed !== value)
    form.setValue(name, typed as PathValue<T, Path<T>>, { shouldDirty: true });
}
