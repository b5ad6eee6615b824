/**
 * A product's typed attributes as its page shows them: in its category's
 * definition order under the category's labels, numbers with their other
 * units beside them ("80 gauge (0.8 mil, 20 µm)"). Pure and browser-safe.
 */
import { attributesFor, formatAttributeWithEquivalents, type AttributeDef, type Attributes } from "@/lib/attributes";
import { UNITS } from "@/lib/units";

/** "Thickness" and " thickness " name the same entry: saving a product writes its attributes into the specifications under their labels. */
const labelKey = (label: string) => label.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();

/** [label, shown value] for each attribute the product has a value for, in definition order. */
export function attributeEntries(values: Attributes, defs: readonly AttributeDef[]): [string, string][] {
  const kept = attributesFor(values, defs);
  return defs.filter((d) => d.key in kept).map((d): [string, string] => [d.label, formatAttributeWithEquivalents(d, kept[d.key])]);
}

/**
 * The specifications area's rows: the attributes first, then the free-text
 * entries whose label is not already shown as an attribute (the saved copy
 * of an attribute, "Width": "18in", would otherwise show twice).
 */
export function specificationEntries(
  freeText: readonly [string, string][],
  values: Attributes,
  defs: readonly AttributeDef[],
): [string, string][] {
  const attributes = attributeEntries(values, defs);
  const shown = new Set(attributes.map(([label]) => labelKey(label)));
  return [...attributes, ...freeText.filter(([label]) => !shown.has(labelKey(label)))];
}

export interface PropertyValueJsonLd {
  "@type": "PropertyValue";
  name: string;
  value: number | string;
  unitText?: string;
}

/** The attributes as schema.org PropertyValues (a Product's additionalProperty), numbers as stored with their unit's symbol. */
export function attributePropertyValues(values: Attributes, defs: readonly AttributeDef[]): PropertyValueJsonLd[] {
  const kept = attributesFor(values, defs);
  return defs
    .filter((d) => d.key in kept)
    .map((d) => ({
      "@type": "PropertyValue" as const,
      name: d.label,
      value: kept[d.key],
      ...(d.unit ? { unitText: UNITS[d.unit].symbol } : {}),
    }));
}
