import { companyPricesCsv } from "@/server/company-prices/price-file";
import { parseId } from "@/server/http/body";
import { adminRoute } from "@/server/http/route";
import { businessToday } from "@/server/quotes/business-time";

/** Downloads the company's prices as CSV (the columns the import reads), never cached. */
export const GET = adminRoute<{ id: string }>(async ({ params }) => {
  const companyId = parseId(params.id);
  const csv = await companyPricesCsv(companyId);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="company-${companyId}-prices-${businessToday()}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
