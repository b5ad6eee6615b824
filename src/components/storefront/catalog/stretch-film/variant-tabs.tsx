import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import type { Variant } from "@/lib/validation/product-page-content";

const CELL = "px-4";

function ContactLink({ code, className }: { code: string; className?: string }) {
  return (
    <Button asChild size="sm" variant="outline" className={className}>
      <Link href="/contact" aria-label={`CONTACT about ${code}`}>
        CONTACT
      </Link>
    </Button>
  );
}

function NoVariants() {
  return <p className="px-4 py-6 text-center text-sm text-muted-foreground">No variants listed yet. Contact us for available sizes.</p>;
}

/** From the sm breakpoint: the spec's table with CODE, SIZE, THICKNESS, COLOR and CONTACT columns. */
function VariantTable({ variants, caption }: { variants: Variant[]; caption: string }) {
  return (
    <div className="hidden rounded-xl border sm:block">
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow className="bg-muted/60 hover:bg-muted/60">
            <TableHead scope="col" className={CELL}>CODE</TableHead>
            <TableHead scope="col" className={CELL}>SIZE</TableHead>
            <TableHead scope="col" className={CELL}>THICKNESS</TableHead>
            <TableHead scope="col" className={CELL}>COLOR</TableHead>
            <TableHead scope="col" className={cn(CELL, "text-right")}>CONTACT</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {variants.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} className="p-0">
                <NoVariants />
              </TableCell>
            </TableRow>
          ) : (
            variants.map((v, i) => (
              <TableRow key={`${v.code}-${i}`}>
                <TableCell className={cn(CELL, "font-mono font-medium")}>{v.code}</TableCell>
                <TableCell className={CELL}>{v.size || "—"}</TableCell>
                <TableCell className={CELL}>{v.thickness || "—"}</TableCell>
                <TableCell className={CELL}>{v.color || "—"}</TableCell>
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
 * Below the sm breakpoint five columns do not fit a 360px screen, so each
 * variant is a labelled row of its own. Only one of the two layouts is ever
 * displayed (and exposed to assistive technology).
 */
function VariantList({ variants }: { variants: Variant[] }) {
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
        <li key={`${v.code}-${i}`} className="flex items-center justify-between gap-3 p-3">
          <div className="min-w-0">
            <p className="font-mono text-sm font-medium">{v.code}</p>
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
        </li>
      ))}
    </ul>
  );
}

function Variants({ variants, caption }: { variants: Variant[]; caption: string }) {
  return (
    <>
      <VariantTable variants={variants} caption={caption} />
      <VariantList variants={variants} />
    </>
  );
}

/**
 * Hand-wrapped (default) and machine-wrapped variant tables. Both tables are
 * in the server HTML (forceMount) so search engines and no-JS visitors get
 * every code; the inactive one is only hidden.
 */
export function VariantTabs({ hand, machine }: { hand: Variant[]; machine: Variant[] }) {
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
        <Variants variants={hand} caption="Hand-wrapped stretch film variants" />
      </TabsContent>
      <TabsContent value="machine" forceMount className="data-[state=inactive]:hidden">
        <Variants variants={machine} caption="Machine-wrapped stretch film variants" />
      </TabsContent>
    </Tabs>
  );
}
