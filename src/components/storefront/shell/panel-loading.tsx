import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

/** Stands where a panel opens while its code is still downloading (first open only). */
export function PanelLoading({ label, placement }: { label: string; placement: "side" | "center" }) {
  return (
    <div
      role="status"
      data-testid="panel-loading"
      className={cn(
        "fixed z-50 flex items-center justify-center gap-2 border bg-background p-6 text-sm text-muted-foreground shadow-lg",
        placement === "side" ? "inset-y-0 right-0 w-full sm:max-w-md" : "top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-lg",
      )}
    >
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {label}
    </div>
  );
}
