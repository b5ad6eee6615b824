"use client";

import type { ComponentProps } from "react";
import { Textarea } from "@/components/ui/textarea";
import { UNIT_OF_SALE_MAX } from "@/lib/validation/product";
import { cn } from "@/lib/utils";

/**
 * The unit of sale as one line of text that is always seen whole: a long unit
 * ("per pallet of 40 cases, 4 rolls of 1,500 ft each") wraps and the box grows
 * instead of scrolling out of view, on a phone too. It stays one line: Enter
 * saves the form as in the other fields, and pasted line breaks become spaces.
 */
export function UnitOfSaleInput({ className, onChange, ...props }: Omit<ComponentProps<"textarea">, "rows" | "maxLength">) {
  return (
    <Textarea
      {...props}
      rows={1}
      maxLength={UNIT_OF_SALE_MAX}
      className={cn("min-h-9 resize-none py-1.5", className)}
      onChange={(e) => {
        const oneLine = e.target.value.replace(/\r\n?|\n/g, " ");
        if (oneLine !== e.target.value) e.target.value = oneLine;
        onChange?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key !== "Enter" || e.nativeEvent.isComposing) return;
        e.preventDefault();
        e.currentTarget.form?.requestSubmit();
      }}
    />
  );
}
