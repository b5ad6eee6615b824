"use client";

import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { MAX_ATTRIBUTES, type AttributeDef, type AttributeType, type FilterKind } from "@/lib/attributes";
import { isUnitKey, UNIT_KEYS, UNITS, type Dimension } from "@/lib/units";
import type { CategoryFormValues } from "@/lib/validation/category";
import { NativeSelect } from "./native-select";

/** One definition as the form holds it: "" is "No unit" (the schema reads it as null). */
export interface AttributeRow {
  key: string;
  label: string;
  type: AttributeType;
  unit: string;
  filter: FilterKind;
}

export const toRows = (defs: readonly AttributeDef[]): AttributeRow[] =>
  defs.map((d) => ({ key: d.key, label: d.label, type: d.type, unit: d.unit ?? "", filter: d.filter }));

const emptyRow = (): AttributeRow => ({ key: "", label: "", type: "number", unit: "", filter: "none" });

/** "Film width" → "filmWidth": a key the schema accepts, suggested from the label. */
export function keyFromLabel(label: string): string {
  const words = label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const key = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase())).join("");
  return key.replace(/^[^a-z]+/, "").slice(0, 40);
}

const DIMENSIONS: { dimension: Dimension; label: string }[] = [
  { dimension: "thickness", label: "Thickness" },
  { dimension: "length", label: "Length" },
  { dimension: "capacity", label: "Capacity" },
];

const unitOption = (key: (typeof UNIT_KEYS)[number]) =>
  UNITS[key].symbol === UNITS[key].label ? UNITS[key].symbol : `${UNITS[key].symbol} – ${UNITS[key].label}`;

/**
 * What saving does to products' stored values when a number attribute that
 * was already saved gets another unit: the server matches definitions by key
 * and converts within a dimension, and drops values it cannot convert.
 */
export function unitChangeHint(row: AttributeRow, saved: readonly AttributeDef[]): string | null {
  const old = saved.find((d) => d.key === row.key.trim());
  if (!old || old.type !== "number" || row.type !== "number" || !old.unit || !isUnitKey(row.unit) || old.unit === row.unit) return null;
  const from = UNITS[old.unit].symbol;
  const to = UNITS[row.unit].symbol;
  return UNITS[old.unit].dimension === UNITS[row.unit].dimension
    ? `Saved values will be converted from ${from} to ${to}`
    : `Saved values will be removed: ${from} cannot be converted to ${to}`;
}

/**
 * The category's typed attributes: one fieldset per definition, in display
 * order, with move, remove and add. `saved` is the definitions as stored, to
 * say what a changed unit will do to products' values.
 */
export function AttributeDefsField({ saved }: { saved: readonly AttributeDef[] }) {
  const form = useFormContext<CategoryFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "attributes" });
  const rows = (useWatch({ control: form.control, name: "attributes" }) ?? []) as AttributeRow[];
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Rows whose key was typed by hand (or was saved): the label no longer rewrites it.
  const [ownKeys, setOwnKeys] = useState<ReadonlySet<string>>(() => new Set(fields.map((f) => f.id)));
  const focusAfter = useRef<{ id: string; move: "up" | "down" } | "add" | null>(null);
  const validateNow = form.formState.isSubmitted;
  const rootError = form.formState.errors.attributes?.root?.message ?? form.formState.errors.attributes?.message;

  // A moved row's button may be disabled at its new place (top or bottom): focus goes to its other move button.
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (!target) return;
    if (target === "add") addRef.current?.focus();
    else {
      const row = listRef.current?.querySelector(`[data-row-id="${target.id}"]`);
      const want = row?.querySelector<HTMLButtonElement>(`[data-move="${target.move}"]`);
      const other = row?.querySelector<HTMLButtonElement>(`[data-move="${target.move === "up" ? "down" : "up"}"]`);
      (want && !want.disabled ? want : other)?.focus();
    }
  }, [fields]);

  const setKeyOwned = (id: string, owned: boolean) =>
    setOwnKeys((prev) => {
      if (prev.has(id) === owned) return prev;
      const next = new Set(prev);
      if (owned) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section aria-labelledby="attributes-heading" className="space-y-3">
      <div>
        <h3 id="attributes-heading" className="text-sm font-medium">
          Attributes
        </h3>
        <p className="text-sm text-muted-foreground">
          The specs this category&rsquo;s products are described and filtered by, in the order shown. Each product fills in its values.
        </p>
      </div>
      <div ref={listRef} className="space-y-3">
        {fields.map((f, i) => {
          const n = i + 1;
          const row = rows[i] ?? emptyRow();
          const isText = row.type === "text";
          const hint = unitChangeHint(row, saved);
          const of = <span className="sr-only"> of attribute {n}</span>;
          return (
            <fieldset key={f.id} data-row-id={f.id} className="min-w-0 rounded-md border p-3">
              <legend className="px-1 text-sm font-medium">
                Attribute {n}
                {row.label.trim() && <span className="font-normal text-muted-foreground">: {row.label.trim()}</span>}
              </legend>
              <div className="grid items-start gap-3 sm:grid-cols-2">
                <FormField
                  control={form.control}
                  name={`attributes.${i}.label`}
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Label{of}</FormLabel>
                      <FormControl>
                        <Input
                          {...field}
                          maxLength={60}
                          placeholder="e.g. Width"
                          onChange={(e) => {
                            field.onChange(e);
                            if (!ownKeys.has(f.id))
                              form.setValue(`attributes.${i}.key`, keyFromLabel(e.target.value), { shouldValidate: validateNow });
                          }}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name={`attributes.${i}.key`}
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Key{of}</FormLabel>
                      <FormControl>
                        <Input
                          {...field}
                          className="font-mono text-sm"
                          spellCheck={false}
                          autoCapitalize="none"
                          autoComplete="off"
                          placeholder="e.g. width"
                          onChange={(e) => {
                            field.onChange(e);
                            // Emptying the key hands it back to the label.
                            setKeyOwned(f.id, e.target.value !== "");
                          }}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </div>
              <div className="mt-3 grid items-start gap-3 sm:grid-cols-3">
                <FormField
                  control={form.control}
                  name={`attributes.${i}.type`}
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Type{of}</FormLabel>
                      <FormControl>
                        <NativeSelect
                          {...field}
                          onChange={(e) => {
                            field.onChange(e.target.value);
                            // Only numbers have units and ranges: a text attribute loses them rather than failing on save.
                            if (e.target.value === "text") {
                              form.setValue(`attributes.${i}.unit`, "", { shouldValidate: validateNow });
                              if (row.filter === "range") form.setValue(`attributes.${i}.filter`, "none", { shouldValidate: validateNow });
                            }
                          }}
                        >
                          <option value="number">Number</option>
                          <option value="text">Text</option>
                        </NativeSelect>
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name={`attributes.${i}.unit`}
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Unit{of}</FormLabel>
                      <FormControl>
                        <NativeSelect {...field} value={field.value ?? ""} disabled={isText}>
                          <option value="">No unit</option>
                          {DIMENSIONS.map(({ dimension, label }) => (
                            <optgroup key={dimension} label={label}>
                              {UNIT_KEYS.filter((u) => UNITS[u].dimension === dimension).map((u) => (
                                <option key={u} value={u}>
                                  {unitOption(u)}
                                </option>
                              ))}
                            </optgroup>
                          ))}
                        </NativeSelect>
                      </FormControl>
                      {isText ? <FormDescription>Text has no unit.</FormDescription> : hint && <FormDescription>{hint}</FormDescription>}
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name={`attributes.${i}.filter`}
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Filter{of}</FormLabel>
                      <FormControl>
                        <NativeSelect {...field} value={field.value ?? "none"}>
                          <option value="none">None</option>
                          <option value="values">Checkboxes (values)</option>
                          <option value="range" disabled={isText}>
                            Range (numbers only)
                          </option>
                        </NativeSelect>
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  data-move="up"
                  aria-label={`Move attribute ${n} up`}
                  disabled={i === 0}
                  onClick={() => {
                    move(i, i - 1);
                    focusAfter.current = { id: f.id, move: "up" };
                  }}
                >
                  <ArrowUp aria-hidden />
                  Up
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  data-move="down"
                  aria-label={`Move attribute ${n} down`}
                  disabled={i === fields.length - 1}
                  onClick={() => {
                    move(i, i + 1);
                    focusAfter.current = { id: f.id, move: "down" };
                  }}
                >
                  <ArrowDown aria-hidden />
                  Down
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="ml-auto text-destructive"
                  aria-label={`Remove attribute ${n}`}
                  onClick={() => {
                    remove(i);
                    focusAfter.current = "add";
                  }}
                >
                  <Trash2 aria-hidden />
                  Remove
                </Button>
              </div>
            </fieldset>
          );
        })}
      </div>
      {rootError && (
        <p role="alert" className="text-sm text-destructive">
          {rootError}
        </p>
      )}
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No attributes yet.</p>}
      <Button
        ref={addRef}
        type="button"
        variant="outline"
        size="sm"
        disabled={fields.length >= MAX_ATTRIBUTES}
        onClick={() => append(emptyRow(), { focusName: `attributes.${fields.length}.label` })}
      >
        <Plus aria-hidden />
        Add attribute
      </Button>
      {fields.length >= MAX_ATTRIBUTES && <p className="text-sm text-muted-foreground">At most {MAX_ATTRIBUTES} attributes.</p>}
    </section>
  );
}
