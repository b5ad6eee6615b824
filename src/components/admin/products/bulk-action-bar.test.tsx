import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { SWRConfig } from "swr";
import { BulkActionBar } from "./bulk-action-bar";
import { NO_SELECTION, type ProductSelection } from "./product-selection";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
const reply = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status < 300,
    status,
    statusText: "",
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  } as Response);

const categories = [
  { id: 3, name: "Tapes", slug: "tapes" },
  { id: 7, name: "Stretch Film", slug: "stretch-film" },
];

function renderBar(selection: ProductSelection, total = 60) {
  const handlers = { onSelectAllMatching: jest.fn(), onClear: jest.fn(), onDone: jest.fn() };
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: async () => categories }}>
      <BulkActionBar selection={selection} total={total} {...handlers} />
    </SWRConfig>,
  );
  return { ...handlers, user: userEvent.setup() };
}

const sent = () => ({
  url: fetchMock.mock.calls[0][0],
  method: fetchMock.mock.calls[0][1].method,
  body: JSON.parse(fetchMock.mock.calls[0][1].body),
});

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

it("shows nothing without a selection", async () => {
  renderBar(NO_SELECTION);
  // The categories load all the same.
  await act(() => Promise.resolve());
  expect(screen.queryByRole("region", { name: "Bulk actions" })).not.toBeInTheDocument();
});

it("counts the selection, offers every matching product, clears, and exports just the selection", async () => {
  const { user, onSelectAllMatching, onClear } = renderBar({ mode: "ids", ids: new Set([4, 9, 12]) });
  const bar = screen.getByRole("region", { name: "Bulk actions" });
  expect(within(bar).getByText("3 selected")).toBeInTheDocument();
  await user.click(within(bar).getByRole("button", { name: "Select all 60 matching" }));
  expect(onSelectAllMatching).toHaveBeenCalled();
  expect(within(bar).getByRole("link", { name: "Export selected as CSV" })).toHaveAttribute(
    "href",
    "/api/admin/products/export?format=csv&ids=4,9,12",
  );
  await user.click(within(bar).getByRole("button", { name: "Clear selection" }));
  expect(onClear).toHaveBeenCalled();
});

it("all matching: the count is the list's total, and the export and the actions name the filter, not ids", async () => {
  fetchMock.mockReturnValue(reply(200, { count: 60 }));
  const { user, onDone } = renderBar({ mode: "matching", filter: { search: "film", categoryId: 7 }, total: 60 });
  expect(screen.getByText("All 60 matching products selected")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Select all/ })).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Export selected as XLSX" })).toHaveAttribute(
    "href",
    "/api/admin/products/export?format=xlsx&search=film&categoryId=7",
  );
  await user.click(screen.getByRole("button", { name: "Delete selected" }));
  const dialog = await screen.findByRole("alertdialog");
  expect(within(dialog).getByText("Delete 60 products?")).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Delete 60 products" }));
  expect(sent()).toEqual({
    url: "/api/admin/products/bulk",
    method: "POST",
    body: { action: "delete", filter: { search: "film", categoryId: 7 } },
  });
  expect(toast.success).toHaveBeenCalledWith("Deleted 60 products", expect.anything());
  expect(onDone).toHaveBeenCalled();
});

it("moves the selection to the chosen category", async () => {
  fetchMock.mockReturnValue(reply(200, { count: 2 }));
  const { user, onDone } = renderBar({ mode: "ids", ids: new Set([4, 9]) });
  const move = screen.getByRole("button", { name: "Move" });
  expect(move).toBeDisabled();
  await screen.findByRole("option", { name: "Tapes" });
  await user.selectOptions(screen.getByLabelText("Move to category"), "Tapes");
  await user.click(move);
  expect(sent().body).toEqual({ action: "move", categoryId: 3, ids: [4, 9] });
  expect(toast.success).toHaveBeenCalledWith("Moved 2 products to Tapes");
  expect(onDone).toHaveBeenCalled();
});

it("a refused delete keeps the dialog open and says why", async () => {
  fetchMock.mockReturnValue(reply(400, { message: "ids: No product has id 9", errors: { ids: "No product has id 9" } }));
  const { user, onDone } = renderBar({ mode: "ids", ids: new Set([9]) });
  await user.click(screen.getByRole("button", { name: "Delete selected" }));
  const dialog = await screen.findByRole("alertdialog");
  expect(within(dialog).getByText("Delete 1 product?")).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Delete 1 product" }));
  expect(toast.error).toHaveBeenCalledWith("Failed to delete the products", { description: "ids: No product has id 9" });
  expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
});
