import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ProductFilter } from "@/lib/validation/bulk";

export type ExportFormat = "csv" | "xlsx";

const LABELS: Record<ExportFormat, string> = { csv: "CSV", xlsx: "XLSX" };

/** The export route's address: every product, only those of `ids`, or those the list shows for `filter`. */
export function exportHref(format: ExportFormat, ids?: readonly number[], filter?: ProductFilter): string {
  const params = new URLSearchParams({ format });
  if (ids) params.set("ids", ids.join(","));
  if (filter?.search) params.set("search", filter.search);
  if (filter?.categoryId !== undefined) params.set("categoryId", String(filter.categoryId));
  return `/api/admin/products/export?${params.toString().replace(/%2C/g, ",")}`;
}

/**
 * Plain links to the export route: the browser downloads the file itself (its
 * name comes from the answer's Content-Disposition), with no script holding
 * a whole catalogue in memory. With products selected, links for just those.
 */
export function ExportButtons({ selectedIds = [] }: { selectedIds?: readonly number[] }) {
  const formats: ExportFormat[] = ["csv", "xlsx"];
  return (
    <>
      {formats.map((format) => (
        <Button key={format} variant="outline" asChild>
          <a href={exportHref(format)} download>
            <Download aria-hidden />
            Export {LABELS[format]}
          </a>
        </Button>
      ))}
      {selectedIds.length > 0 &&
        formats.map((format) => (
          <Button key={`selected-${format}`} variant="outline" asChild>
            <a href={exportHref(format, selectedIds)} download>
              <Download aria-hidden />
              Export selected ({selectedIds.length}) as {LABELS[format]}
            </a>
          </Button>
        ))}
    </>
  );
}
