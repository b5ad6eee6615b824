"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Building2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useSaveSettings, type SettingsMap } from "@/hooks/admin/use-settings";
import { useSubmit } from "@/hooks/admin/use-submit";
import {
  BUSINESS_KEYS,
  businessInfoSchema,
  type BusinessInfoFormValues,
  type BusinessInfoInput,
  type BusinessKey,
} from "@/lib/validation/settings";

const FIELDS: { key: BusinessKey; label: string; multiline?: boolean; type?: string; autoComplete?: string; placeholder?: string }[] = [
  { key: "business_name", label: "Business Name", autoComplete: "organization" },
  { key: "business_phone", label: "Phone Number", type: "tel", autoComplete: "tel", placeholder: "(555) 123-4567" },
  { key: "business_email", label: "Email Address", type: "email", autoComplete: "email", placeholder: "sales@example.com" },
  { key: "business_address", label: "Business Address", multiline: true, autoComplete: "street-address" },
  { key: "business_hours", label: "Business Hours", multiline: true, placeholder: "Mon–Fri 8:00 AM – 6:00 PM EST" },
  { key: "business_description", label: "Business Description", multiline: true },
];

function pickBusiness(settings: SettingsMap): BusinessInfoFormValues {
  return Object.fromEntries(BUSINESS_KEYS.map((k) => [k, settings[k]])) as BusinessInfoFormValues;
}

export function BusinessInfoForm({ settings }: { settings: SettingsMap }) {
  const saveSettings = useSaveSettings();
  const form = useForm<BusinessInfoFormValues, unknown, BusinessInfoInput>({
    resolver: zodResolver(businessInfoSchema),
    // Follows the refetched settings after a save, without wiping what the admin is typing.
    values: pickBusiness(settings),
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = useSubmit(
    form,
    async (values) => {
      const fresh = await saveSettings(values);
      return fresh ? pickBusiness(fresh) : values;
    },
    {
      failure: "Failed to update business information",
      fields: BUSINESS_KEYS,
      // Each refused setting's message is under its field; the toast would repeat only the first.
      describeRefusals: false,
      success: (saved) => {
        form.reset(saved);
        toast.success("Business information updated successfully");
      },
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Building2 className="size-5 text-primary" aria-hidden="true" />
          <h2>Business Information</h2>
        </CardTitle>
        <CardDescription>Shown on the home, contact and about pages. Leave a field blank to hide it.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((f) => (
              <FormField
                key={f.key}
                control={form.control}
                name={f.key}
                render={({ field }) => (
                  <FormItem className={f.multiline ? "content-start sm:col-span-2" : "content-start"}>
                    <FormLabel>{f.label}</FormLabel>
                    <FormControl>
                      {f.multiline ? (
                        <Textarea
                          {...field}
                          value={field.value ?? ""}
                          rows={f.key === "business_description" ? 5 : 2}
                          placeholder={f.placeholder}
                          autoComplete={f.autoComplete}
                        />
                      ) : (
                        <Input
                          {...field}
                          value={field.value ?? ""}
                          type={f.type ?? "text"}
                          placeholder={f.placeholder}
                          autoComplete={f.autoComplete}
                        />
                      )}
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
            <div className="sm:col-span-2">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Saving..." : "Save Business Information"}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
