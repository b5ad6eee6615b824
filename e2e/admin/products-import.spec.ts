import { readFile, writeFile } from "node:fs/promises";
import { type Download, type Locator, type Page } from "@playwright/test";
import { expect, test } from "../support/admin-session";
import { parse } from "csv-parse/sync";
import { CSV_BOM, csvRecord } from "../../src/lib/csv";
import { priceText } from "../../src/lib/money";

// As a person does it: export from the products screen, edit the file, import it through the dialog.
// Each test signs in, downloads the catalogue and uploads it: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.goto("/admin/products");
  await expect(page.getByText(/^Showing \d+/)).toBeVisible({ timeout: 20_000 });
});

async function exportFile(page: Page, format: "CSV" | "XLSX"): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: `Export ${format}` }).click()]);
  return download;
}

async function exportCsv(page: Page): Promise<string[][]> {
  const bytes = await readFile((await (await exportFile(page, "CSV")).path())!);
  return parse(bytes.toString("utf8"), { bom: true }) as string[][];
}

/** Writes records as the export does: UTF-8 with a byte order mark, CRLF. */
async function writeCsv(name: string, records: string[][]): Promise<string> {
  const path = test.info().outputPath(name);
  await writeFile(path, CSV_BOM + records.map(csvRecord).join(""), "utf8");
  return path;
}

/** Opens the import dialog, chooses the file through the file chooser and checks it. */
async function checkFile(page: Page, path: string): Promise<Locator> {
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products" });
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByRole("button", { name: "Choose file" }).click()]);
  await chooser.setFiles(path);
  await dialog.getByRole("button", { name: "Check file" }).click();
  await expect(dialog.getByRole("heading", { name: "Check results" })).toBeVisible({ timeout: 20_000 });
  return dialog;
}

const count = (dialog: Locator, label: string) => dialog.locator("dl > div").filter({ hasText: label });

test("a price edited in the exported CSV is checked (1 to update, before → after), applied, and shown by the storefront", async ({
  page,
  baseURL,
}) => {
  const records = await exportCsv(page);
  const [header, ...rows] = records;
  const col = (name: string) => header.indexOf(name);
  const index = rows.findIndex((r) => r[col("priceMin")] !== "" && r[col("priceMax")] !== "");
  expect(index).toBeGreaterThanOrEqual(0);
  const product = rows[index];
  const [sku, slug, priceMin, oldMax] = [product[col("sku")], product[col("slug")], product[col("priceMin")], product[col("priceMax")]];
  // Raising the top of the range keeps it valid whatever the lower price.
  const newMax = (Number(oldMax) + 1.23).toFixed(2);
  const edited = records.map((r, i) => (i === index + 1 ? r.map((cell, c) => (c === col("priceMax") ? newMax : cell)) : r));
  const original = await writeCsv("products-original.csv", records);

  try {
    const dialog = await checkFile(page, await writeCsv("products-edited.csv", edited));
    await expect(count(dialog, "To update")).toHaveText("To update1");
    await expect(count(dialog, "To create")).toHaveText("To create0");
    await expect(count(dialog, "Errors")).toHaveText("Errors0");
    await expect(count(dialog, "Unchanged")).toHaveText(`Unchanged${(rows.length - 1).toLocaleString("en-US")}`);
    await expect(dialog.getByRole("tab", { name: "Changes (1)" })).toHaveAttribute("aria-selected", "true");
    const row = dialog.getByRole("row").filter({ hasText: sku });
    await expect(row).toContainText(`${index + 2}`);
    await expect(row).toContainText(`priceMax: ${oldMax} → ${newMax}`);

    await dialog.getByRole("button", { name: "Apply 1 change" }).click();
    await expect(page.getByText("Products imported")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`1 updated, 0 created, ${(rows.length - 1).toLocaleString("en-US")} unchanged`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // One request, no reload: the storefront's cached page was invalidated by the import.
    await page.goto(`/products/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product[col("name")]);
    await expect(page.getByText(priceText(priceMin, newMax), { exact: true })).toBeVisible();
  } finally {
    // Put the price back through the same import, so later specs see the catalogue as seeded.
    const res = await page.request.post("/api/admin/products/import", {
      multipart: { file: { name: "products-original.csv", mimeType: "text/csv", buffer: await readFile(original) } },
      headers: { Origin: baseURL! },
    });
    expect(res.status()).toBe(200);
  }
});

test("a file with one bad price shows the row's error and cannot be applied", async ({ page }) => {
  const records = await exportCsv(page);
  const [header, ...rows] = records;
  const priceMin = header.indexOf("priceMin");
  const sku = rows[0][header.indexOf("sku")];
  const edited = records.map((r, i) => (i === 1 ? r.map((cell, c) => (c === priceMin ? "abc" : cell)) : r));

  const dialog = await checkFile(page, await writeCsv("products-bad-price.csv", edited));
  await expect(count(dialog, "Errors")).toHaveText("Errors1");
  await expect(dialog.getByRole("tab", { name: "Errors (1)" })).toHaveAttribute("aria-selected", "true");
  const row = dialog.getByRole("row").filter({ hasText: sku });
  await expect(row).toContainText("Error");
  await expect(row).toContainText("priceMin:");
  await expect(dialog.getByRole("button", { name: /^Apply/ })).toBeDisabled();
  await expect(dialog.getByText("Fix the 1 row with errors in the file and check it again.")).toBeVisible();

  // The filters are tabs: the arrow keys move between them.
  await dialog.getByRole("tab", { name: "Errors (1)" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByRole("tab", { name: "Changes (0)" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByRole("tab", { name: `All (${rows.length.toLocaleString("en-US")})` })).toHaveAttribute("aria-selected", "true");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Import" })).toBeFocused();
});

test("an unedited XLSX export imports with every row unchanged and nothing to apply", async ({ page }) => {
  const download = await exportFile(page, "XLSX");
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const total = (await (await page.request.get("/api/admin/products?pageSize=1")).json()).total as number;

  const dialog = await checkFile(page, path);
  await expect(count(dialog, "Unchanged")).toHaveText(`Unchanged${total.toLocaleString("en-US")}`);
  await expect(count(dialog, "To update")).toHaveText("To update0");
  await expect(count(dialog, "To create")).toHaveText("To create0");
  await expect(count(dialog, "Errors")).toHaveText("Errors0");
  await expect(dialog.getByRole("button", { name: "Apply 0 changes" })).toBeDisabled();
  await expect(dialog.getByText("Nothing to change: the file matches the catalogue.")).toBeVisible();
});

test("an unedited CSV export, saved again by a spreadsheet, imports with nothing to change; formula-like text is quoted in the file", async ({
  page,
  baseURL,
}) => {
  // A product as a change of unit leaves it (20 µm stored as 78.74015748031496 gauge) and named like a formula.
  const headers = { Origin: baseURL! };
  const category = await page.request.post("/api/admin/categories", {
    headers,
    data: {
      name: "E2E Spreadsheet Film",
      slug: "e2e-spreadsheet-film",
      description: "d",
      imageUrl: "/images/placeholder.svg",
      attributes: [{ key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "range" }],
    },
  });
  expect(category.status()).toBe(201);
  const categoryId = (await category.json()).id as number;
  const name = '=HYPERLINK("http://evil.example","Click")';
  const product = await page.request.post("/api/admin/products", {
    headers,
    data: {
      name,
      slug: "e2e-spreadsheet-film-20um",
      sku: "E2E-SHEET-1",
      description: "d",
      imageUrl: "/images/placeholder.svg",
      categoryId,
      specifications: "{}",
      priceMin: "10.00",
      priceMax: null,
      attributes: { thickness: 78.74015748031496 },
    },
  });
  expect(product.status()).toBe(201);
  const productId = (await product.json()).id as number;

  try {
    await page.reload();
    const records = await exportCsv(page);
    const [header, ...rows] = records;
    const row = rows.find((r) => r[header.indexOf("sku")] === "E2E-SHEET-1")!;
    expect(row[header.indexOf("name")]).toBe(`'${name}`);
    expect(row[header.indexOf("attr.thickness (gauge)")]).toBe("78.74");
    // What Excel or LibreOffice saves (its columns imported as text, numbers kept to 15 significant digits).
    const resaved = records.map((r, i) =>
      r.map((cell, c) =>
        i > 0 && header[c].startsWith("attr.") && /^\d+\.\d+$/.test(cell) ? String(Number(Number(cell).toPrecision(15))) : cell,
      ),
    );

    const dialog = await checkFile(page, await writeCsv("products-resaved.csv", resaved));
    await expect(count(dialog, "To update")).toHaveText("To update0");
    await expect(count(dialog, "To create")).toHaveText("To create0");
    await expect(count(dialog, "Errors")).toHaveText("Errors0");
    await expect(count(dialog, "Unchanged")).toHaveText(`Unchanged${rows.length.toLocaleString("en-US")}`);
    await expect(dialog.getByRole("button", { name: "Apply 0 changes" })).toBeDisabled();
    await expect(dialog.getByText("Nothing to change: the file matches the catalogue.")).toBeVisible();
  } finally {
    expect((await page.request.delete(`/api/admin/products/${productId}`, { headers })).ok()).toBe(true);
    expect((await page.request.delete(`/api/admin/categories/${categoryId}`, { headers })).ok()).toBe(true);
  }
});
