import type { ComponentProps, Ref } from "react";
import { Input } from "@/components/ui/input";
import { QUANTITY_MAX, QUANTITY_MESSAGE } from "@/lib/quantity";
import { cn } from "@/lib/utils";
import { formatCount } from "@/lib/count";

type Props = Omit<ComponentProps<typeof Input>, "id" | "ref" | "type"> & {
  id: string;
  /** The product it counts: the field is named "Quantity of {name}". */
  name: string;
  /** Show "Quantity" above the field (product page); elsewhere the field beside its buttons speaks for itself. */
  labelVisible?: boolean;
  invalid: boolean;
  /** A message is shown under it (QuantityMessage) though the text is valid. */
  described?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** A typed quantity (whole number from 1 to 100,000, src/lib/quantity.ts); its message is QuantityMessage, placed by the caller. */
export function QuantityInput({ id, name, labelVisible = false, invalid, described = false, inputRef, className, ...input }: Props) {
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
        aria-describedby={invalid || described ? `${id}-error` : undefined}
        className={cn("text-center tabular-nums", className)}
        {...input}
      />
    </>
  );
}

/** The field's message: the limits while the text is not a quantity, or `text` (what became of a refused quantity). */
export function QuantityMessage({
  id,
  invalid,
  text,
  className,
}: {
  id: string;
  invalid: boolean;
  text?: string | null;
  className?: string;
}) {
  if (!invalid && !text) return null;
  return (
    <p id={`${id}-error`} role="alert" className={cn("text-sm text-destructive", className)}>
      {invalid ? QUANTITY_MESSAGE : text}
    </p>
  );
}

/** What a refused quantity left: "Kept at 40: “999999” is not a whole number from 1 to 100,000". */
export function keptQuantityText(kept: number, typed: string): string {
  const t = typed.trim();
  const shown = t.length > 12 ? `${t.slice(0, 12)}…` : t;
  return `Kept at ${formatCount(kept)}: ${shown ? `“${shown}” is not a whole number` : "a quantity is a whole number"} from 1 to ${formatCount(QUANTITY_MAX)}`;
}
