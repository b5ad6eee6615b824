import { Separator } from "@/components/ui/separator";
import { VariantTable } from "./variant-table";

export function VariantsTab() {
  return (
    <div className="space-y-6">
      <VariantTable name="handWrappedVariants" title="Hand-Wrapped Variants" />
      <Separator />
      <VariantTable name="machineWrappedVariants" title="Machine-Wrapped Variants" />
    </div>
  );
}
