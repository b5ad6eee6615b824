import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CONTACT_FOR_PRICE } from "@/lib/money";
import { cn } from "@/lib/utils";
import type { Variant } from "@/lib/validation/product-page-content";
import { AddToCartButton } from "../add-to-cart-button";
import type { CartProduct } from "@/hooks/use-cart";
import { PriceText } from "../price-text";
import { ContactLink } from "./contact-link";

/** A row of a variants table and, when its code is a product's SKU, that product as the cart takes it. */
export type VariantOffer = Variant & { item: CartProduct | null };

const CELL = "px-4";

function NoVariants() {
  return <p className="px-4 py-6 text-center text-sm text-muted-foreground">No variants listed yet. Contact us for available sizes.</p>;
}

/** The row's price and, for a catalogue product, its cart button; a code no product has is "Contact for Price". */
function Offer({ v, codeId, className }: { v: VariantOffer; codeId: string; className?: string }) {
  if (!v.item) return <span className={cn("text-sm text-muted-foreground", className)}>{CONTACT_FOR_PRICE}</span>;
  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <span className="text-sm font-semibold text-primary">
        <PriceText min={v.item.priceMin} max={v.item.priceMax} unit={v.item.unitOfSale} />
      </span>
      <AddToCartButton item={v.item} describedBy={codeId} size="sm" />
    </div>
  );
}

/** From the sm breakpoint: the table (CODE, SIZE, THICKNESS, COLOR, CONTACT) with each variant's price. */
function VariantTable({ variants, caption, idPrefix }: { variants: VariantOffer[]; caption: string; idPrefix: string }) {
  return (
    <div className="hidden rounded-xl border sm:block">
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow className="bg-muted/60 hover:bg-muted/60">
            <TableHead scope="col" className={CELL}>
              CODE
            </TableHead>
            <TableHead scope="col" className={CELL}>
              SIZE
            </TableHead>
            <TableHead scope="col" className={CELL}>
              THICKNESS
            </TableHead>
            <TableHead scope="col" className={CELL}>
              COLOR
            </TableHead>
            <TableHead scope="col" className={CELL}>
              PRICE
            </TableHead>
            <TableHead scope="col" className={cn(CELL, "text-right")}>
              CONTACT
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {variants.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} className="p-0">
                <NoVariants />
              </TableCell>
            </TableRow>
          ) : (
            variants.map((v, i) => (
              <TableRow key={`${v.code}-${i}`}>
                <TableCell id={`${idPrefix}-${i}`} className={cn(CELL, "font-mono font-medium")}>
                  {v.code}
                </TableCell>
                <TableCell className={CELL}>{v.size || "—"}</TableCell>
                <TableCell className={CELL}>{v.thickness || "—"}</TableCell>
                <TableCell className={CELL}>{v.color || "—"}</TableCell>
                <TableCell className={CELL}>
                  <Offer v={v} codeId={`${idPrefix}-${i}`} />
                </TableCell>
                <TableCell className={cn(CELL, "text-right")}>
                  <ContactLink code={v.code} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * Below the sm breakpoint six columns do not fit a 360px screen, so each
 * variant is a labelled row of its own. Only one of the two layouts is ever
 * displayed (and exposed to assistive technology).
 */
function VariantList({ variants, idPrefix }: { variants: VariantOffer[]; idPrefix: string }) {
  if (variants.length === 0) {
    return (
      <div className="rounded-xl border sm:hidden">
        <NoVariants />
      </div>
    );
  }
  return (
    <ul className="divide-y rounded-xl border sm:hidden">
      {variants.map((v, i) => (
        <li key={`${v.code}-${i}`} className="flex flex-col gap-2 p-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p id={`${idPrefix}-${i}`} className="font-mono text-sm font-medium">
                {v.code}
              </p>
              <dl className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
                {(
                  [
                    ["Size", v.size],
                    ["Thickness", v.thickness],
                    ["Color", v.color],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="flex gap-1">
                    <dt>{label}:</dt>
                    <dd className="text-foreground">{value || "—"}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <ContactLink code={v.code} className="shrink-0" />
          </div>
          <Offer v={v} codeId={`${idPrefix}-${i}`} />
        </li>
      ))}
    </ul>
  );
}

function Variants({ variants, caption, id }: { variants: VariantOffer[]; caption: string; id: string }) {
  return (
    <>
      <VariantTable variants={variants} caption={caption} idPrefix={`${id}-row`} />
      <VariantList variants={variants} idPrefix={`${id}-item`} />
    </>
  );
}

/**
 * Hand-wrapped (default) and machine-wrapped variant tables. Both tables are
 * in the server HTML (forceMount) so search engines and no-JS visitors get
 * every code; the inactive one is only hidden.
 */
export function VariantTabs({ hand, machine }: { hand: VariantOffer[]; machine: VariantOffer[] }) {
  return (
    <Tabs defaultValue="hand" className="gap-4">
      <TabsList aria-label="Application" className="h-10 w-full sm:w-fit">
        <TabsTrigger value="hand" className="px-4">
          Hand-Wrapped
        </TabsTrigger>
        <TabsTrigger value="machine" className="px-4">
          Machine-Wrapped
        </TabsTrigger>
      </TabsList>
      <TabsContent value="hand" forceMount className="data-[state=inactive]:hidden">
        <Variants variants={hand} caption="Hand-wrapped stretch film variants" id="hand-variant" />
      </TabsContent>
      <TabsContent value="machine" forceMount className="data-[state=inactive]:hidden">
        <Variants variants={machine} caption="Machine-wrapped stretch film variants" id="machine-variant" />
      </TabsContent>
    </Tabs>
  );
}
