"use client";

import { Minus, Plus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { parseQuantity, QUANTITY_MAX } from "@/lib/quantity";
import { cn } from "@/lib/utils";
import { keptQuantityText, QuantityInput, QuantityMessage } from "../catalog/quantity-input";

type Props = {
  name: string;
  quantity: number;
  /** A quantity of 0 (minus at 1) removes the item. */
  onQuantity: (quantity: number) => void;
  compact?: boolean;
  className?: string;
};

/**
 * − / typed quantity / + of a cart item (the cart's rows, the quote form). A
 * valid number goes to the cart as it is typed; anything else shows the
 * message, and leaving the field puts back the quantity it had when entered
 * and says so ("Kept at 40: …"), never a number passed on the way.
 */
export function CartQuantity({ name, quantity, onQuantity, compact = false, className }: Props) {
  const id = useId();
  const [text, setText] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  /** What became of a refused quantity, said until the field is typed in again. */
  const [kept, setKept] = useState<string | null>(null);
  /** The quantity when the field was entered: a refused entry goes back to it, not to a number typed on the way (99999 of 999999). */
  const atFocus = useRef<number | null>(null);
  if (shown !== quantity) {
    setShown(quantity);
    setText(String(quantity));
  }
  const invalid = parseQuantity(text) === null;
  const buttonSize = compact ? "icon-xs" : "icon-sm";

  return (
    <div className={cn("flex flex-col items-end gap-1", className)}>
      <div className="flex items-center gap-1">
        <Button
          type="button"
          variant="outline"
          size={buttonSize}
          onClick={() => onQuantity(quantity - 1)}
          aria-label={`Decrease quantity of ${name}`}
        >
          <Minus aria-hidden="true" />
        </Button>
        <QuantityInput
          id={id}
          name={name}
          invalid={invalid}
          value={text}
          data-testid="cart-item-quantity"
          described={kept !== null}
          onFocus={() => {
            atFocus.current = quantity;
          }}
          onChange={(e) => {
            setText(e.target.value);
            setKept(null);
            const n = parseQuantity(e.target.value);
            if (n !== null && n !== quantity) onQuantity(n);
          }}
          onBlur={() => {
            const before = atFocus.current ?? quantity;
            atFocus.current = null;
            if (!invalid) return;
            setText(String(before));
            setKept(keptQuantityText(before, text));
            if (before !== quantity) onQuantity(before);
          }}
          className={compact ? "h-7 w-20 px-1" : "h-8 w-20 px-1"}
        />
        <Button
          type="button"
          variant="outline"
          size={buttonSize}
          disabled={quantity >= QUANTITY_MAX}
          onClick={() => onQuantity(quantity + 1)}
          aria-label={`Increase quantity of ${name}`}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <QuantityMessage id={id} invalid={invalid} text={kept} className="text-right text-xs" />
    </div>
  );
}
