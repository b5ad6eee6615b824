"use client";

import type { ComponentProps, ReactNode } from "react";
import { useFormContext, type Path } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { afterPress } from "./after-press";
import type { EditorValues } from "./editor-values";

/**
 * One text field of the editor. `name` is its accessible name ("Line 1 unit
 * price"), exact, for assistive technology and tests; `label` is the shorter
 * visible label where the line around it already says which line it is (its
 * words are part of the name, so speech input finds the field by what it shows).
 * Leaving it by pointer checks it once the press is over (after-press.ts).
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
  const { control, trigger } = useFormContext<EditorValues>();
  return (
    <FormField
      control={control}
      name={path}
      render={({ field, fieldState }) => {
        // A shown message follows the field as it is corrected, not only once it is left:
        // a stale one (a new break's blank minimum, since typed) would otherwise go on leaving, under the pointer.
        const onChange = (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
          field.onChange(e);
          if (fieldState.error) void trigger(path);
        };
        return (
          <FormItem className={cn("content-start gap-1.5", className)}>
            <FormLabel className="text-xs font-medium text-muted-foreground">{label}</FormLabel>
            <FormControl>
              {multiline ? (
                <Textarea
                  {...field}
                  onChange={onChange}
                  onBlur={afterPress(field.onBlur)}
                  value={String(field.value ?? "")}
                  aria-label={name}
                  rows={3}
                  className={inputClassName}
                />
              ) : (
                <Input
                  {...input}
                  {...field}
                  onChange={onChange}
                  onBlur={afterPress(field.onBlur)}
                  value={String(field.value ?? "")}
                  aria-label={name}
                  className={inputClassName}
                />
              )}
            </FormControl>
            {hint && <FormDescription className="text-xs">{hint}</FormDescription>}
            <FormMessage className="text-xs" />
          </FormItem>
        );
      }}
    />
  );
}
