"use client";

import type { Resolver } from "react-hook-form";
import { useFormContext, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { parseNumberText, validateAttributes, type AttributeDef, type Attributes } from "@/lib/attributes";
import { formatWithEquivalents, UNITS } from "@/lib/units";
import { productInputSchema, type ProductFormValues, type ProductInput } from "@/lib/validation/product";

type RawAttributes = ProductFormValues["attributes"];

/** The form's values of a product's attributes: text in the inputs, whatever the stored type. */
export function attributeFormValues(values: Attributes): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** The filled keys the definitions do not have: what saving under this category drops. */
export function droppedKeys(raw: RawAttributes, defs: readonly AttributeDef[]): string[] {
  return Object.entries(raw ?? {})
    .filter(([k, v]) => !isEmpty(v) && !defs.some((d) => d.key === k))
    .map(([k]) => k);
}

/** Only the definitions' keys, empty ones left out, checked and typed as the server will (numbers as numbers). */
export function checkAttributeValues(raw: RawAttributes, defs: readonly AttributeDef[]) {
  const filled: Record<string, unknown> = {};
  for (const d of defs) if (!isEmpty(raw?.[d.key])) filled[d.key] = raw?.[d.key];
  return validateAttributes(filled, defs);
}

const baseResolver = zodResolver(productInputSchema);

/**
 * The product schema plus the chosen category's attribute rules, so a bad
 * width shows beside the other fields' messages in one pass. `defsFor` gives
 * the chosen category's definitions, or undefined while the categories are
 * not known: then `attributes` is left out of the request and the server
 * keeps the stored values.
 */
export function productResolver(
  defsFor: (categoryId: unknown) => readonly AttributeDef[] | undefined,
): Resolver<ProductFormValues, unknown, ProductInput> {
  return async (values, context, options) => {
    // The attribute inputs are checked below, against the category; the schema's record check would only repeat it.
    const result = await baseResolver({ ...values, attributes: undefined }, context, options);
    const defs = defsFor(values.categoryId);
    if (!defs) return result;
    const checked = checkAttributeValues(values.attributes, defs);
    const ok = Object.keys(result.errors).length === 0;
    if (checked.ok && ok) return { values: { ...(result.values as ProductInput), attributes: checked.value }, errors: {} };
    if (checked.ok) return result;
    const attributes = Object.fromEntries(
      Object.entries(checked.errors).map(([field, message]) => [field.replace(/^attributes\./, ""), { type: "validate", message }]),
    );
    return { values: {}, errors: { ...result.errors, attributes } as typeof result.errors };
  };
}

/** The chosen category's attributes as inputs: numbers with their unit beside them and the equivalents below, text as text. All optional. */
export function AttributeFields({ defs, categoryName }: { defs: readonly AttributeDef[]; categoryName: string }) {
  const form = useFormContext<ProductFormValues>();
  const values = useWatch({ control: form.control, name: "attributes" });
  if (defs.length === 0) return null;
  return (
    <section aria-labelledby="product-attributes-heading" className="space-y-3 rounded-md border p-3">
      <div>
        <h3 id="product-attributes-heading" className="text-sm font-medium">
          Attributes of {categoryName}
        </h3>
        <p className="text-sm text-muted-foreground">All optional. Shoppers filter and compare by these.</p>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {defs.map((d) => {
          const unit = d.type === "number" && d.unit ? UNITS[d.unit] : null;
          const raw = values?.[d.key];
          const n = d.type === "number" && !isEmpty(raw) ? (typeof raw === "number" ? raw : parseNumberText(String(raw))) : NaN;
          const equivalents = unit && Number.isFinite(n) && n >= 0 ? formatWithEquivalents(n, unit.key) : "";
          return (
            <FormField
              key={d.key}
              control={form.control}
              name={`attributes.${d.key}`}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    {d.label}
                    {unit && <span className="sr-only"> ({unit.label})</span>}
                  </FormLabel>
                  <div className="relative">
                    <FormControl>
                      <Input
                        {...field}
                        value={field.value === undefined || field.value === null ? "" : String(field.value)}
                        inputMode={d.type === "number" ? "decimal" : undefined}
                        autoComplete="off"
                        maxLength={d.type === "text" ? 100 : 30}
                        className={unit ? "pr-16" : undefined}
                      />
                    </FormControl>
                    {unit && (
                      <span
                        aria-hidden
                        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
                      >
                        {unit.symbol}
                      </span>
                    )}
                  </div>
                  {equivalents && <FormDescription>{equivalents}</FormDescription>}
                  <FormMessage />
                </FormItem>
              )}
            />
          );
        })}
      </div>
    </section>
  );
}
