"use client";

import { todayIn } from "@/lib/dates";
import { EditorField } from "./editor-field";

/** What applies to the whole quote: freight, lead time, how long it holds, and the terms. */
export function QuoteTermsFields() {
  return (
    <div className="grid gap-x-4 gap-y-3 sm:grid-cols-3">
      <EditorField
        path="freight"
        name="Freight"
        hint="Leave empty for FOB, freight collect."
        inputMode="decimal"
        autoComplete="off"
        placeholder="FOB, freight collect"
      />
      <EditorField path="leadTime" name="Lead time" placeholder="e.g. 5–7 business days" autoComplete="off" />
      <EditorField path="validUntil" name="Valid until" type="date" min={todayIn()} />
      <EditorField path="terms" name="Terms" multiline className="sm:col-span-3" />
    </div>
  );
}
