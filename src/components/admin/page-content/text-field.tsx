"use client";

import type { ComponentProps, ReactNode } from "react";
import { useFormContext, type FieldPath } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import type { EditorValues } from "./editor-values";

type InputProps = Omit<ComponentProps<typeof Input>, "name" | "value" | "onChange" | "onBlur" | "ref">;

/** One labelled text input of the page content editor, bound to `name`, with its error under it. */
export function TextField({
  name,
  label,
  hideLabelFrom,
  description,
  multiline,
  rows,
  className,
  prefix,
  ...input
}: InputProps & {
  name: FieldPath<EditorValues>;
  label: ReactNode;
  /** In table-like rows the column heading labels the cell visually from this breakpoint on. */
  hideLabelFrom?: "md";
  description?: ReactNode;
  multiline?: boolean;
  rows?: number;
  prefix?: string;
}) {
  const { control } = useFormContext<EditorValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn("content-start gap-1.5", className)}>
          <FormLabel className={cn("text-xs font-medium sm:text-sm", hideLabelFrom === "md" && "md:sr-only")}>{label}</FormLabel>
          {prefix ? (
            <div className="relative">
              <span
                className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
                aria-hidden="true"
              >
                {prefix}
              </span>
              <FormControl>
                <Input {...input} {...field} value={String(field.value ?? "")} className="pl-7" />
              </FormControl>
            </div>
          ) : (
            <FormControl>
              {multiline ? (
                <Textarea {...field} value={String(field.value ?? "")} rows={rows ?? 4} />
              ) : (
                <Input {...input} {...field} value={String(field.value ?? "")} />
              )}
            </FormControl>
          )}
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage className="text-xs sm:text-sm" />
        </FormItem>
      )}
    />
  );
}
