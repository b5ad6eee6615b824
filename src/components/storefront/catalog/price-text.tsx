import { priceText, unitText } from "@/lib/money";

type Props = { min: string | null | undefined; max: string | null | undefined; unit: string | null | undefined };

/**
 * A price and what it buys: "$45.00 - $55.00" then "per case of 4 rolls" in a
 * quieter span (none beside "Contact for Price"). The price keeps an element
 * of its own, so it can be found and read on its own.
 */
export function PriceText({ min, max, unit }: Props) {
  const u = unitText(min, max, unit);
  return (
    <>
      <span>{priceText(min, max)}</span>
      {u && <span className="text-[0.8em] font-normal text-muted-foreground"> {u}</span>}
    </>
  );
}
