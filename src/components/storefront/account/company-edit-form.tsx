"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { ApiError, NETWORK_ERROR_MESSAGE, send } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { companyUpdateSchema, type CompanyCreateValues, type CompanyUpdateInput } from "@/lib/validation/company";
import { CompanyDetailFields } from "./company-fields";

const FIELDS = ["name", "billingStreet", "billingCity", "billingState", "billingZip", "taxCertificate"] as const;

/** A company admin edits the company's details (with scripts: the edit is a PATCH). */
export function CompanyEditForm({ company }: { company: Omit<CompanyCreateValues, "buyerName" | "acceptTerms"> }) {
  const router = useRouter();
  const form = useForm<CompanyCreateValues, unknown, CompanyUpdateInput>({
    resolver: zodResolver(companyUpdateSchema) as unknown as Resolver<CompanyCreateValues, unknown, CompanyUpdateInput>,
    defaultValues: company,
  });

  async function onSubmit(values: CompanyUpdateInput) {
    try {
      await send("PATCH", "/api/account/company", values);
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, NETWORK_ERROR_MESSAGE);
      if (!applyServerFieldErrors(err.errors, FIELDS, form.setError)) toast.error(err.message);
      return;
    }
    toast.success("Company details saved");
    router.refresh();
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="mt-3 flex max-w-xl flex-col gap-3">
      <CompanyDetailFields register={form.register} errors={form.formState.errors} />
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        Save company details
      </Button>
    </form>
  );
}
