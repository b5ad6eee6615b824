"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  CERTIFICATE_MAX,
  CITY_MAX,
  COMPANY_NAME_MAX,
  PERSON_NAME_MAX,
  STATE_MAX,
  STREET_MAX,
  ZIP_MAX,
  type CompanyCreateValues,
} from "@/lib/validation/company";

type Register = UseFormRegister<CompanyCreateValues>;

/** One labelled text input of the company forms, its message under it. */
export function TextField({
  id,
  label,
  name,
  max,
  register,
  errors,
  autoComplete,
}: {
  id: string;
  label: string;
  name: "name" | "billingStreet" | "billingCity" | "billingState" | "billingZip" | "taxCertificate" | "buyerName";
  max: number;
  register: Register;
  errors: FieldErrors<CompanyCreateValues>;
  autoComplete?: string;
}) {
  const message = errors[name]?.message;
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        maxLength={max}
        autoComplete={autoComplete}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...register(name)}
      />
      {message && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

/** The company's details, shared by setting a company up and editing it. */
export function CompanyDetailFields({ register, errors }: { register: Register; errors: FieldErrors<CompanyCreateValues> }) {
  return (
    <>
      <TextField
        id="company-name"
        label="Company name"
        name="name"
        max={COMPANY_NAME_MAX}
        register={register}
        errors={errors}
        autoComplete="organization"
      />
      <TextField
        id="company-street"
        label="Billing street"
        name="billingStreet"
        max={STREET_MAX}
        register={register}
        errors={errors}
        autoComplete="street-address"
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          id="company-city"
          label="City"
          name="billingCity"
          max={CITY_MAX}
          register={register}
          errors={errors}
          autoComplete="address-level2"
        />
        <TextField
          id="company-state"
          label="State"
          name="billingState"
          max={STATE_MAX}
          register={register}
          errors={errors}
          autoComplete="address-level1"
        />
        <TextField
          id="company-zip"
          label="ZIP code"
          name="billingZip"
          max={ZIP_MAX}
          register={register}
          errors={errors}
          autoComplete="postal-code"
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register("taxExempt")} />
        Tax-exempt
      </label>
      <TextField
        id="company-certificate"
        label="Tax-exempt certificate number"
        name="taxCertificate"
        max={CERTIFICATE_MAX}
        register={register}
        errors={errors}
      />
    </>
  );
}

export { PERSON_NAME_MAX };
