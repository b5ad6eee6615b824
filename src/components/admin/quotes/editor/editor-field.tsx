"use client";

import type { ComponentProps, ReactNode } from "react";
import { useFormContext, type Path } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import type { EditorValues } from "./editor-values";

/**
 * One text field of the editor. `name` is its accessible name ("Line 1 unit
 * price"), exact, for assistive technology and tests; `label` is the shorter
 * visible label where the line around it already says which line it is (its
 * words are part of the name, so speech input finds the field by what it shows).
 */
export function EditorField({
  path,
  name,
  label = name,
  hint,
  className,
  inputClassName,
  multiline = false,
  ...input
}: {
  path: Path<EditorValues>;
  name: string;
  label?: ReactNode;
  hint?: ReactNode;
  className?: string;
  inputClassName?: string;
  multiline?: boolean;
} & Omit<ComponentProps<"input">, "name" | "value" | "onChange" | "onBlur" | "ref">) {
  const { control } = useFormContext<EditorValues>();
  return (
    <FormField
      control={control}
      name={path}
      render={({ field }) => (
        <FormItem className={cn("content-start gap-1.5", className)}>
          <FormLabel className="text-xs font-medium text-muted-foreground">{label}</FormLabel>
          <FormControl>
            {multiline ? (
              <Textarea {...field} value={String(field.value ?? "")} aria-label={name} rows={3} className={inputClassName} />
            ) : (
              <Input {...input} {...field} value={String(field.value ?? "")} aria-label={name} className={inputClassName} />
            )}
          </FormControl>
          {hint && <FormDescription className="text-xs">{hint}</FormDescription>}
          <FormMessage className="text-xs" />
        </FormItem>
      )}
    />
  );
}
