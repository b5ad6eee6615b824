import type { ComponentProps, Ref } from "react";
import { Input } from "@/components/ui/input";
import { QUANTITY_MESSAGE } from "@/lib/quantity";
import { cn } from "@/lib/utils";

type Props = Omit<ComponentProps<typeof Input>, "id" | "ref" | "type"> & {
  id: string;
  /** The product it counts: the field is named "Quantity of {name}". */
  name: string;
  /** Show "Quantity" above the field (product page); elsewhere the field beside its buttons speaks for itself. */
  labelVisible?: boolean;
  invalid: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** A typed quantity (whole number from 1 to 100,000, src/lib/quantity.ts); its message is QuantityMessage, placed by the caller. */
export function QuantityInput({ id, name, labelVisible = false, invalid, inputRef, className, ...input }: Props) {
  return (
    <>
      <label htmlFor={id} className={labelVisible ? "text-sm font-medium" : "sr-only"}>
        {labelVisible ? (
          <>
            Quantity<span className="sr-only"> of {name}</span>
          </>
        ) : (
          `Quantity of ${name}`
        )}
      </label>
      <Input
        ref={inputRef}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={cn("text-center tabular-nums", className)}
        {...input}
      />
    </>
  );
}

export function QuantityMessage({ id, invalid, className }: { id: string; invalid: boolean; className?: string }) {
  if (!invalid) return null;
  return (
    <p id={`${id}-error`} role="alert" className={cn("text-sm text-destructive", className)}>
      {QUANTITY_MESSAGE}
    </p>
  );
}
