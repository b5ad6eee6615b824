import { adminProductQuerySchema, queryFields } from "@/lib/validation/product";
import { matchingProductIds } from "@/server/catalog/products/bulk-products";
import {
  csvStream,
  EXPORT_CONTENT_TYPES,
  EXPORT_FORMATS,
  exportFileName,
  productSheet,
  xlsxStream,
  type ExportFormat,
} from "@/server/catalog/spreadsheets/export-products";
import { validate } from "@/server/http/body";
import { badRequest } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { businessToday } from "@/server/quotes/business-time";

/** The most ids one selection may name (a URL of 10,000 ids is already about 70 KB). */
const MAX_IDS = 10_000;
const FORMAT_MESSAGE = `format must be ${EXPORT_FORMATS.join(" or ")}`;
const IDS_MESSAGE = "ids must be product ids separated by commas, such as 12,15,40";

function formatOf(params: URLSearchParams): ExportFormat {
  const format = params.get("format");
  if (!(EXPORT_FORMATS as readonly string[]).includes(format ?? "")) throw badRequest(FORMAT_MESSAGE, { format: FORMAT_MESSAGE });
  return format as ExportFormat;
}

function idsOf(params: URLSearchParams): number[] | undefined {
  const text = params.get("ids");
  if (text === null) return undefined;
  const parts = text.split(",").map((s) => s.trim());
  if (!parts.every((s) => /^[1-9]\d{0,9}$/.test(s) && Number(s) <= 2_147_483_647)) throw badRequest(IDS_MESSAGE, { ids: IDS_MESSAGE });
  if (parts.length > MAX_IDS)
    throw badRequest(`ids may name at most ${MAX_IDS} products`, { ids: `ids may name at most ${MAX_IDS} products` });
  return parts.map(Number);
}

const filterOf = adminProductQuerySchema.pick({ search: true, categoryId: true });

/**
 * The products to export: those of ?ids=, or every one the admin list shows
 * for ?search=&categoryId= (its "all N matching" selection, too many for a
 * URL of ids), or all.
 */
async function chosenIds(params: URLSearchParams): Promise<number[] | undefined> {
  const ids = idsOf(params);
  const filter = validate(filterOf, queryFields(params));
  const filtered = filter.search !== "" || filter.categoryId !== undefined;
  if (ids && filtered) throw badRequest("Give either ids or search/categoryId", { ids: "Give either ids or search/categoryId" });
  return filtered ? matchingProductIds(filter) : ids;
}

/**
 * Downloads the products as ?format=csv or xlsx: all of them, those of
 * ?ids=1,2,3 (the admin list's selection), or those matching the list's
 * ?search=&categoryId=. Columns: src/server/catalog/spreadsheets/export-products.ts.
 */
export const GET = adminRoute(async ({ req }) => {
  const params = new URL(req.url).searchParams;
  const format = formatOf(params);
  const sheet = await productSheet({ ids: await chosenIds(params) });
  return new Response(format === "csv" ? csvStream(sheet) : xlsxStream(sheet), {
    headers: {
      "Content-Type": EXPORT_CONTENT_TYPES[format],
      "Content-Disposition": `attachment; filename="${exportFileName(format, businessToday())}"`,
      "Cache-Control": "no-store",
    },
  });
});
