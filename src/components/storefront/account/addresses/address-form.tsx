"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { ApiError, send } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { toast } from "@/lib/toast";
import { addressSchema, type Address, type AddressFormValues, type AddressInput } from "@/lib/validation/address";
import { US_STATES } from "@/lib/validation/quote-request";

const FIELDS = ["label", "recipient", "companyName", "street", "street2", "city", "state", "zip", "phone"] as const;
const EMPTY: AddressFormValues = {
  label: "",
  recipient: "",
  companyName: "",
  street: "",
  street2: "",
  city: "",
  state: "",
  zip: "",
  phone: "",
  isDefault: false,
};

/**
 * Adds an address, or changes one (`address`). A plain form posting to the
 * route when scripts are off (adding only); with scripts, checked here by the
 * same schema as the handler and sent as JSON.
 */
export function AddressForm({ address, onDone }: { address?: Address; onDone?: () => void }) {
  const router = useRouter();
  const form = useForm<AddressFormValues, unknown, AddressInput>({
    resolver: zodResolver(addressSchema),
    defaultValues: address ? { ...address } : EMPTY,
  });
  const prefix = address ? `address-${address.id}` : "address-new";

  async function submit(values: AddressInput) {
    try {
      if (address) await send("PUT", `/api/account/addresses/${address.id}`, values);
      else await send("POST", "/api/account/addresses", values);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      applyServerFieldErrors(error.errors, FIELDS, form.setError);
      toast.error("Address not saved", { description: error.message });
      return;
    }
    toast.success(address ? "Address saved" : "Address added");
    if (!address) form.reset(EMPTY);
    onDone?.();
    router.refresh();
  }

  const text = (name: Exclude<(typeof FIELDS)[number], "state">, label: string, autoComplete: string, extra = {}) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...field} {...extra} value={field.value ?? ""} autoComplete={autoComplete} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form
        method="post"
        action="/api/account/addresses"
        onSubmit={form.handleSubmit(submit)}
        noValidate
        aria-label={address ? `Edit ${address.label}` : "Add an address"}
        className="grid items-start gap-4 sm:grid-cols-2"
      >
        {text("label", "Label", "off", { placeholder: "Main warehouse" })}
        {text("recipient", "Recipient", "name")}
        {text("companyName", "Company (optional)", "organization")}
        {text("phone", "Phone (optional)", "tel", { type: "tel" })}
        {text("street", "Street", "address-line1")}
        {text("street2", "Street 2 (optional)", "address-line2")}
        {text("city", "City", "address-level2")}
        <FormField
          control={form.control}
          name="state"
          render={({ field }) => (
            <FormItem>
              <FormLabel>State</FormLabel>
              <FormControl>
                <select
                  {...field}
                  value={field.value ?? ""}
                  autoComplete="address-level1"
                  className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs"
                >
                  <option value="">Select a state</option>
                  {US_STATES.map((s) => (
                    <option key={s.code} value={s.code}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {text("zip", "ZIP", "postal-code", { inputMode: "numeric" })}
        <FormField
          control={form.control}
          name="isDefault"
          render={({ field }) => (
            <FormItem className="flex items-center gap-2 self-end pb-2">
              <FormControl>
                <input
                  type="checkbox"
                  id={`${prefix}-default`}
                  name={field.name}
                  ref={field.ref}
                  checked={field.value === true || field.value === "on"}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  className="size-4"
                />
              </FormControl>
              <FormLabel htmlFor={`${prefix}-default`} className="!mt-0">
                Default ship-to address
              </FormLabel>
            </FormItem>
          )}
        />
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {address ? "Save address" : "Add address"}
          </Button>
          {onDone && (
            <Button type="button" variant="ghost" onClick={onDone}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </Form>
  );
}
