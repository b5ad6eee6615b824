/**
 * A category's typed attribute definitions as admins send them and as they are
 * stored (src/lib/attributes.ts holds the rest of the rules). Apart from
 * attributes.ts so the storefront's browser code, which formats and filters by
 * attributes, does not carry zod.
 */
import { z } from "@/lib/validation/zod";
import {
  ATTRIBUTE_KEY_MESSAGE,
  ATTRIBUTE_KEY_PATTERN,
  ATTRIBUTE_LABEL_MAX,
  ATTRIBUTE_TYPES,
  FILTER_KINDS,
  MAX_ATTRIBUTES,
  RESERVED_ATTRIBUTE_KEYS,
  squash,
  type AttributeDef,
} from "../attributes";
import { isUnitKey, type UnitKey } from "../units";

export const attributeDefSchema = z
  .object({
    key: z
      .string({ error: "Key is required" })
      .trim()
      .min(1, "Key is required")
      .regex(ATTRIBUTE_KEY_PATTERN, ATTRIBUTE_KEY_MESSAGE)
      .refine((k) => !(RESERVED_ATTRIBUTE_KEYS as readonly string[]).includes(k), {
        message: `Key cannot be one of ${RESERVED_ATTRIBUTE_KEYS.join(", ")}`,
      })
      // Every object already has these (valueOf, toString, constructor...): values and filters are
      // looked up by key in plain objects, where such a key reads a function and breaks them.
      .refine((k) => !(k in Object.prototype), {
        message: "Key cannot be a name every JavaScript object has (such as valueOf or toString)",
      }),
    label: z
      .string({ error: "Label is required" })
      .trim()
      .min(1, "Label is required")
      .max(ATTRIBUTE_LABEL_MAX, `Label must be at most ${ATTRIBUTE_LABEL_MAX} characters`)
      .refine((s) => !/[\r\n]/.test(s), { message: "Label must be one line" }),
    type: z.enum(ATTRIBUTE_TYPES, { error: "Type must be number or text" }),
    unit: z
      .string()
      .nullish()
      .transform((u) => (u ? u : null))
      .refine((u) => u === null || isUnitKey(u), { message: "Unit is not one the catalogue knows" })
      .transform((u) => u as UnitKey | null),
    filter: z.enum(FILTER_KINDS, { error: "Filter must be none, values or range" }).default("none"),
  })
  .superRefine((d, ctx) => {
    if (d.type === "text" && d.unit !== null)
      ctx.addIssue({ code: "custom", path: ["unit"], message: "Only a number attribute has a unit" });
    if (d.type === "text" && d.filter === "range")
      ctx.addIssue({ code: "custom", path: ["filter"], message: "Only a number attribute can be a range filter" });
  });

export const attributeDefsSchema = z
  .array(attributeDefSchema, { error: "Attributes must be a list" })
  .max(MAX_ATTRIBUTES, `At most ${MAX_ATTRIBUTES} attributes`)
  .superRefine((defs, ctx) => {
    const seen = new Set<string>();
    const labels = new Set<string>();
    defs.forEach((d, i) => {
      if (seen.has(d.key)) ctx.addIssue({ code: "custom", path: [i, "key"], message: `Key ${d.key} is used twice` });
      seen.add(d.key);
      // Each value is written into the specifications under its label, compared as squash compares.
      if (labels.has(squash(d.label))) ctx.addIssue({ code: "custom", path: [i, "label"], message: `Label ${d.label} is used twice` });
      labels.add(squash(d.label));
    });
  });

/** Stored definitions; text that is not a valid list reads as none (it is only ever written through the schema). */
export function parseAttributeDefs(text: string | null | undefined): AttributeDef[] {
  if (!text) return [];
  try {
    const parsed = attributeDefsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
