"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { ApiError, NETWORK_ERROR_MESSAGE, send } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { companyCreateSchema, type CompanyCreateInput, type CompanyCreateValues } from "@/lib/validation/company";
import { CompanyDetailFields, PERSON_NAME_MAX, TextField } from "./company-fields";

const FIELDS = [
  "name",
  "billingStreet",
  "billingCity",
  "billingState",
  "billingZip",
  "taxCertificate",
  "buyerName",
  "acceptTerms",
] as const;

/**
 * Setting up the buyer's company. A plain HTML form, so it works without
 * scripts (the route sends the browser back to the account); with scripts the
 * same zod schema checks it here first and it is sent as JSON.
 */
export function CompanySetupForm({ error, defaultName }: { error?: string; defaultName: string }) {
  const router = useRouter();
  const form = useForm<CompanyCreateValues, unknown, CompanyCreateInput>({
    resolver: zodResolver(companyCreateSchema) as Resolver<CompanyCreateValues, unknown, CompanyCreateInput>,
    defaultValues: {
      name: "",
      billingStreet: "",
      billingCity: "",
      billingState: "",
      billingZip: "",
      taxExempt: false,
      taxCertificate: "",
      buyerName: defaultName,
      acceptTerms: false,
    },
  });
  const { register, formState } = form;

  async function onSubmit(values: CompanyCreateInput) {
    try {
      await send("POST", "/api/account/company", values);
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, NETWORK_ERROR_MESSAGE);
      if (!applyServerFieldErrors(err.errors, FIELDS, form.setError)) toast.error(err.message);
      return;
    }
    toast.success("Your company is set up");
    router.refresh();
  }

  const termsMessage = formState.errors.acceptTerms?.message;
  return (
    <form
      method="post"
      action="/api/account/company"
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="flex max-w-xl flex-col gap-3"
    >
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <CompanyDetailFields register={register} errors={formState.errors} />
      <TextField
        id="company-buyer-name"
        label="Your name"
        name="buyerName"
        max={PERSON_NAME_MAX}
        register={register}
        errors={formState.errors}
        autoComplete="name"
      />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" aria-invalid={termsMessage ? true : undefined} {...register("acceptTerms")} />
        <span>
          I accept the{" "}
          <Link href="/terms-of-sale" className="underline" target="_blank">
            Terms of Sale
          </Link>{" "}
          for my company.
        </span>
      </label>
      {termsMessage && <p className="text-sm text-red-700">{termsMessage}</p>}
      <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
        Set up company
      </Button>
    </form>
  );
}
