"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";

/** What the buyer adds to one requested item: the unit price they hope for, and whether a substitute will do. */
export interface ItemOptions {
  targetPrice: string;
  substitutesOk: boolean;
}

/**
 * The target price and "Substitutes OK" of one item in the quote form. Each
 * control's name carries the item's name ("Target price for …") because the
 * form lists several items; the visible label stays short.
 */
export function QuoteItemOptions({
  name,
  unitOfSale,
  options,
  error,
  onChange,
}: {
  name: string;
  /** What the price buys ("per case of 4 rolls"), shown after the field: a target is per that unit. */
  unitOfSale: string;
  options: ItemOptions;
  /** The target price's message, from the form's check or the server. */
  error?: string;
  onChange: (options: ItemOptions) => void;
}) {
  const id = useId();
  const hint = `${id}-hint`;
  const message = `${id}-error`;
  const unit = unitOfSale.trim();
  // The unit says what the target buys, so it is part of the field's description.
  const described = [hint, unit && `${id}-unit`, error && message].filter(Boolean).join(" ");
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          {/* "(optional)" is the field's description, not part of its name. */}
          <span className="text-xs whitespace-nowrap">
            <label htmlFor={id} className={error ? "font-medium text-destructive" : "font-medium"}>
              Target price<span className="sr-only"> for {name}</span>
            </label>{" "}
            <span id={hint} className="text-muted-foreground">
              (optional)
            </span>
          </span>
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-2 flex items-center text-xs text-muted-foreground"
            >
              $
            </span>
            <Input
              id={id}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={options.targetPrice}
              onChange={(e) => onChange({ ...options, targetPrice: e.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              className="h-7 w-24 pl-5 text-sm tabular-nums"
            />
          </div>
          {unit && (
            <span id={`${id}-unit`} className="text-xs text-muted-foreground">
              {unit}
            </span>
          )}
        </div>
        <label className="flex cursor-pointer items-center gap-2 text-xs font-medium">
          <input
            type="checkbox"
            checked={options.substitutesOk}
            onChange={(e) => onChange({ ...options, substitutesOk: e.target.checked })}
            className="size-4 accent-primary"
          />
          Substitutes OK<span className="sr-only"> for {name}</span>
        </label>
      </div>
      {error && (
        <p id={message} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
