import { readFile } from "node:fs/promises";
import { expect, test } from "../support/admin-session";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";

// The export buttons are plain links: the browser itself saves what the route answers.
test.beforeEach(async ({ page }) => {
  await page.goto("/admin/products");
  await expect(page.getByText(/^Showing \d+/)).toBeVisible();
});

async function productCount(page: import("@playwright/test").Page): Promise<number> {
  const res = await page.request.get("/api/admin/products?pageSize=1");
  expect(res.ok()).toBe(true);
  return (await res.json()).total;
}

test("Export CSV downloads every product as a UTF-8 CSV with a byte order mark", async ({ page }) => {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = parse(bytes.toString("utf8"), { bom: true }) as string[][];
  expect(records[0].slice(0, 4)).toEqual(["sku", "name", "slug", "category"]);
  expect(records.length - 1).toBe(await productCount(page));
});

test("Export XLSX downloads every product as a workbook, SKUs as text", async ({ page }) => {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export XLSX" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Products")!;
  expect(sheet.getRow(1).getCell(1).value).toBe("sku");
  expect(sheet.actualRowCount - 1).toBe(await productCount(page));
  expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
});
