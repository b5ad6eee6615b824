import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { toast } from "sonner";
import { useAdminProducts } from "@/hooks/admin/use-products";
import type { ImportReport, ImportRowReport } from "@/lib/import-report";
import { ImportProductsButton } from "./import-products-dialog";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

/** Stands in for the browser's XMLHttpRequest: each test answers the requests the dialog sends. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = "";
  responseText = "";
  method = "";
  url = "";
  body: FormData | null = null;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  uploaded() {
    act(() => this.upload.onload?.());
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

const lastXhr = () => FakeXhr.sent[FakeXhr.sent.length - 1];

beforeEach(() => {
  FakeXhr.sent = [];
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  jest.mocked(toast.success).mockClear();
});

const CSV = "\uFEFFsku,name,priceMin\r\nA-1,Apron,47.50\r\nB-2,Bag,12.00\r\n";
const csvFile = (text = CSV, name = "products.csv") => new File([text], name, { type: "text/csv" });

function report(rows: ImportRowReport[], extra: Partial<ImportReport> = {}): ImportReport {
  const count = (a: ImportRowReport["action"]) => rows.filter((r) => r.action === a).length;
  return {
    dryRun: true,
    applied: false,
    format: "csv",
    summary: { create: count("create"), update: count("update"), unchanged: count("unchanged"), errors: count("error") },
    unknownColumns: [],
    rows,
    ...extra,
  };
}

const ONE_UPDATE = report([
  { row: 2, sku: "A-1", action: "update", changes: { priceMin: ["45.00", "47.50"] } },
  { row: 3, sku: "B-2", action: "unchanged" },
]);

const renderButton = () => {
  const fetcher = jest.fn(async (url: string) => ({ items: [], total: 0, page: 1, pageSize: 50, url }));
  function ProductCount() {
    useAdminProducts({ search: "", page: 1, pageSize: 50 });
    return null;
  }
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher, dedupingInterval: 0 }}>
      <ProductCount />
      <ImportProductsButton />
    </SWRConfig>,
  );
  return { fetcher };
};

async function openWithFile(user: ReturnType<typeof userEvent.setup>, file = csvFile()) {
  await user.click(screen.getByRole("button", { name: "Import" }));
  const dialog = screen.getByRole("dialog", { name: "Import products" });
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  return dialog;
}

it("checks the chosen file, shows the change before → after, applies it and refreshes the product list", async () => {
  const user = userEvent.setup();
  const { fetcher } = renderButton();
  await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
  const dialog = await openWithFile(user);
  expect(await within(dialog).findByText(/\(.*, 2 rows\)/)).toBeInTheDocument();
  expect(within(dialog).getByText("products.csv")).toBeInTheDocument();

  await user.click(within(dialog).getByRole("button", { name: "Check file" }));
  const check = lastXhr();
  expect(check.method).toBe("POST");
  expect(check.url).toBe("/api/admin/products/import?dryRun=1");
  expect(check.withCredentials).toBe(true);
  expect((check.body!.get("file") as File).name).toBe("products.csv");

  check.progress(512, 1024);
  expect(within(dialog).getByRole("status")).toHaveTextContent("Uploading the file… 50%");
  expect(within(dialog).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
  check.uploaded();
  expect(within(dialog).getByRole("status")).toHaveTextContent("Checking 2 rows…");

  await check.respond(200, ONE_UPDATE);
  expect(within(dialog).getByRole("heading", { name: "Check results" })).toHaveFocus();
  const counts = within(dialog).getByText("To update").parentElement!;
  expect(counts).toHaveTextContent("1");
  // The changes come first; the report lists the row number, SKU, action and each field's before → after.
  expect(within(dialog).getByRole("tab", { name: "Changes (1)" })).toHaveAttribute("aria-selected", "true");
  const row = within(dialog).getByRole("row", { name: /A-1/ });
  expect(row).toHaveTextContent("2");
  expect(row).toHaveTextContent("Update");
  expect(row).toHaveTextContent("priceMin: 45.00 → 47.50");
  expect(within(dialog).queryByRole("row", { name: /B-2/ })).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole("button", { name: "Apply 1 change" }));
  const apply = lastXhr();
  expect(apply.url).toBe("/api/admin/products/import");
  expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
  apply.uploaded();
  expect(within(dialog).getByRole("status")).toHaveTextContent("Applying 1 change…");
  await apply.respond(200, { ...ONE_UPDATE, dryRun: false, applied: true });

  expect(toast.success).toHaveBeenCalledWith("Products imported", { description: "1 updated, 0 created, 1 unchanged" });
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(screen.getByRole("button", { name: "Import" })).toHaveFocus();
  await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  expect(fetcher).toHaveBeenLastCalledWith("/api/admin/products?page=1&pageSize=50");
});

it("with a row in error, shows its messages per field and keeps Apply disabled", async () => {
  const user = userEvent.setup();
  renderButton();
  const dialog = await openWithFile(user);
  await user.click(within(dialog).getByRole("button", { name: "Check file" }));
  await lastXhr().respond(
    200,
    report(
      [
        { row: 2, sku: "A-1", action: "error", errors: { priceMin: "Enter a valid price", category: "No category named Boxes" } },
        { row: 3, sku: "B-2", action: "update", changes: { name: ["Bag", "Big bag"] } },
      ],
      { unknownColumns: ["colour", "notes"] },
    ),
  );
  expect(within(dialog).getByRole("tab", { name: "Errors (1)" })).toHaveAttribute("aria-selected", "true");
  const row = within(dialog).getByRole("row", { name: /A-1/ });
  expect(row).toHaveTextContent("priceMin: Enter a valid price");
  expect(row).toHaveTextContent("category: No category named Boxes");
  expect(within(dialog).getByText("Unknown columns, ignored: colour, notes")).toBeInTheDocument();
  expect(within(dialog).getByRole("button", { name: "Apply 1 change" })).toBeDisabled();
  expect(within(dialog).getByText("Fix the 1 row with errors in the file and check it again.")).toBeInTheDocument();

  // Arrow keys move between the filters, as tabs do.
  await user.click(within(dialog).getByRole("tab", { name: "Errors (1)" }));
  await user.keyboard("{ArrowLeft}");
  expect(within(dialog).getByRole("tab", { name: "Changes (1)" })).toHaveAttribute("aria-selected", "true");
  expect(within(dialog).getByRole("row", { name: /B-2/ })).toHaveTextContent("name: Bag → Big bag");
  await user.keyboard("{ArrowLeft}");
  expect(within(dialog).getByRole("tab", { name: "All (2)" })).toHaveAttribute("aria-selected", "true");
  expect(within(dialog).getAllByRole("row")).toHaveLength(3);
});

it("a file with nothing to change cannot be applied, and says so", async () => {
  const user = userEvent.setup();
  renderButton();
  const dialog = await openWithFile(user);
  await user.click(within(dialog).getByRole("button", { name: "Check file" }));
  await lastXhr().respond(200, report([{ row: 2, sku: "A-1", action: "unchanged" }]));
  expect(within(dialog).getByRole("tab", { name: "All (1)" })).toHaveAttribute("aria-selected", "true");
  expect(within(dialog).getByRole("row", { name: /A-1/ })).toHaveTextContent("No changes");
  expect(within(dialog).getByRole("button", { name: "Apply 0 changes" })).toBeDisabled();
  expect(within(dialog).getByText("Nothing to change: the file matches the catalogue.")).toBeInTheDocument();
});

it("shows a new product's values, and 10,000 rows a hundred at a time", async () => {
  const user = userEvent.setup();
  renderButton();
  const dialog = await openWithFile(user);
  await user.click(within(dialog).getByRole("button", { name: "Check file" }));
  const rows: ImportRowReport[] = Array.from({ length: 10_000 }, (_, i) => ({
    row: i + 2,
    sku: `N-${i}`,
    action: "create",
    changes: { name: [null, `New ${i}`], priceMin: [null, ""], description: [null, "Long text. ".repeat(30)] },
  }));
  await lastXhr().respond(200, report(rows));
  const first = within(dialog).getByRole("row", { name: /N-0\b/ });
  expect(first).toHaveTextContent(/^2N-0Newname: New 0priceMin: \(empty\)description: (Long text\. ){10}Long text\.…$/);
  // A long value is cut short; the whole of it is in its title.
  expect(within(first).getByTitle("Long text. ".repeat(30).trim())).toBeInTheDocument();
  expect(within(dialog).getAllByRole("row")).toHaveLength(101);
  expect(within(dialog).getByText("Showing 100 of 10,000 rows")).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Show 100 more" }));
  expect(within(dialog).getAllByRole("row")).toHaveLength(201);
  expect(within(dialog).getByRole("button", { name: "Apply 10,000 changes" })).toBeEnabled();
});

it("a file the server refuses says why, and another file can be chosen", async () => {
  const user = userEvent.setup();
  renderButton();
  const dialog = await openWithFile(user);
  await user.click(within(dialog).getByRole("button", { name: "Check file" }));
  await lastXhr().respond(400, { message: "The file has no sku column", errors: { file: "The file has no sku column" } });
  expect(within(dialog).getByRole("alert")).toHaveTextContent("The file has no sku column");
  expect(within(dialog).getByRole("alert")).toHaveFocus();
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, csvFile(CSV, "fixed.csv"));
  expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  expect(within(dialog).getByText("fixed.csv")).toBeInTheDocument();
  expect(within(dialog).getByRole("button", { name: "Check file" })).toBeEnabled();
});

it("an apply the server refuses for errors shows its report and message, and the dialog stays open", async () => {
  const user = userEvent.setup();
  renderButton();
  const dialog = await openWithFile(user);
  await user.click(within(dialog).getByRole("button", { name: "Check file" }));
  await lastXhr().respond(200, ONE_UPDATE);
  await user.click(within(dialog).getByRole("button", { name: "Apply 1 change" }));
  const refused = report([{ row: 2, sku: "A-1", action: "error", errors: { sku: "Another row has this SKU" } }], { dryRun: false });
  await lastXhr().respond(400, { ...refused, message: "1 rows have errors; nothing was changed" });
  expect(within(dialog).getByRole("alert")).toHaveTextContent("1 rows have errors; nothing was changed");
  expect(within(dialog).getByRole("row", { name: /A-1/ })).toHaveTextContent("sku: Another row has this SKU");
  expect(within(dialog).getByRole("button", { name: /^Apply/ })).toBeDisabled();
  expect(toast.success).not.toHaveBeenCalled();
});

it("takes a file dropped on the dialog, and refuses one that is not CSV or XLSX without sending it", async () => {
  const user = userEvent.setup();
  renderButton();
  await user.click(screen.getByRole("button", { name: "Import" }));
  const dialog = screen.getByRole("dialog", { name: "Import products" });
  const drop = (file: File) => fireEvent.drop(dialog, { dataTransfer: { files: [file], types: ["Files"] } });

  drop(new File(["%PDF"], "catalogue.pdf"));
  expect(within(dialog).getByRole("alert")).toHaveTextContent("Choose a .csv or .xlsx file.");
  expect(within(dialog).getByRole("button", { name: "Check file" })).toBeDisabled();

  drop(csvFile(CSV, "dropped.csv"));
  expect(within(dialog).getByText("dropped.csv")).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Check file" }));
  expect((lastXhr().body!.get("file") as File).name).toBe("dropped.csv");
  expect(FakeXhr.sent).toHaveLength(1);
});

it("closing the dialog during a check aborts it", async () => {
  const user = userEvent.setup();
  renderButton();
  const dialog = await openWithFile(user);
  await user.click(within(dialog).getByRole("button", { name: "Check file" }));
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(lastXhr().aborted).toBe(true);
});

it("a workbook is checked without a row count, and a network failure says so", async () => {
  const user = userEvent.setup();
  renderButton();
  const xlsx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], "products.xlsx");
  const dialog = await openWithFile(user, xlsx);
  await user.click(within(dialog).getByRole("button", { name: "Check file" }));
  lastXhr().uploaded();
  expect(within(dialog).getByRole("status")).toHaveTextContent("Checking the rows…");
  await act(async () => lastXhr().onerror?.());
  expect(within(dialog).getByRole("alert")).toHaveTextContent("Network error. Please try again.");
  expect(within(dialog).getByRole("button", { name: "Check file" })).toBeEnabled();
});
