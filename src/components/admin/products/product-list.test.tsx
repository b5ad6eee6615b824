import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { SWRConfig } from "swr";
import type { Product } from "@/lib/types";
import type { AdminProductQuery } from "@/lib/validation/product";
import { ProductList, type ListSelection } from "./product-list";
import { NO_SELECTION, toggled, type ProductSelection } from "./product-selection";

const product = (id: number) =>
  ({
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    sku: `SKU-${id}`,
    description: "d",
    priceMin: id === 1 ? "45.00" : null,
    priceMax: id === 1 ? "45.00" : null,
    imageUrl: "/images/products/poly-apron.svg",
    categoryId: null,
    category: null,
    specifications: "{}",
  }) as Product;

const TOTAL = 60;
const requested: string[] = [];
/** Stands in for GET /api/admin/products: 60 products, or none for a search of "zzz". */
async function fetcher(url: string) {
  requested.push(url);
  const sp = new URL(url, "http://x").searchParams;
  const page = Number(sp.get("page"));
  const pageSize = Number(sp.get("pageSize"));
  const total = sp.get("search") === "zzz" ? 0 : TOTAL;
  const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * pageSize, page * pageSize);
  return { items: ids.map(product), total, page, pageSize };
}

function Harness({ search = "", onClearFilters = jest.fn() }: { search?: string; onClearFilters?: () => void }) {
  const [page, setPage] = useState(1);
  const query: AdminProductQuery = { search, page, pageSize: 50 };
  return (
    <ProductList
      query={query}
      onPageChange={setPage}
      onClearFilters={onClearFilters}
      onAdd={jest.fn()}
      onEdit={jest.fn()}
      onDelete={jest.fn()}
    />
  );
}

const renderList = (ui: React.ReactElement) => render(<SWRConfig value={{ provider: () => new Map(), fetcher }}>{ui}</SWRConfig>);

beforeEach(() => {
  requested.length = 0;
});

it("pages through a large catalogue 50 at a time, from the admin list API", async () => {
  const user = userEvent.setup();
  renderList(<Harness />);
  expect(await screen.findByText("Showing 1–50 of 60 products")).toBeInTheDocument();
  expect(requested).toEqual(["/api/admin/products?page=1&pageSize=50"]);
  expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  // Price badge: one price when min equals max; none without prices. No category reads "Unknown".
  expect(screen.getByText("$45.00")).toBeInTheDocument();
  expect(screen.getAllByText("Category: Unknown")).toHaveLength(50);

  await user.click(screen.getByRole("button", { name: "Next" }));
  expect(await screen.findByText("Showing 51–60 of 60 products")).toBeInTheDocument();
  expect(requested).toContain("/api/admin/products?page=2&pageSize=50");
  expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  expect(screen.getByRole("button", { name: "Edit Product 51" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Delete Product 60" })).toBeInTheDocument();
});

it("a search sends its term to the server and says when nothing matches", async () => {
  const user = userEvent.setup();
  const onClearFilters = jest.fn();
  renderList(<Harness search="zzz" onClearFilters={onClearFilters} />);
  expect(await screen.findByText("No products match")).toBeInTheDocument();
  expect(requested).toEqual(["/api/admin/products?search=zzz&page=1&pageSize=50"]);
  await user.click(screen.getByRole("button", { name: "Clear filters" }));
  expect(onClearFilters).toHaveBeenCalled();
});

/** The list with the screen's selection state, reported on each change. */
function SelectingHarness({
  onSelection,
  onDuplicate = jest.fn(),
}: {
  onSelection: (s: ProductSelection) => void;
  onDuplicate?: (p: Product) => void;
}) {
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<ProductSelection>(NO_SELECTION);
  const change = (next: ProductSelection) => {
    setSelection(next);
    onSelection(next);
  };
  const listSelection: ListSelection = {
    isSelected: (id) => selection.mode === "ids" && selection.ids.has(id),
    allMatching: selection.mode === "matching",
    onToggle: (id, on) => change(toggled(selection, [id], on)),
    onTogglePage: (ids, on) => change(toggled(selection, ids, on)),
  };
  return (
    <>
      <button onClick={() => change({ mode: "matching", filter: {}, total: TOTAL })}>all matching</button>
      <ProductList
        query={{ search: "", page, pageSize: 50 }}
        onPageChange={setPage}
        onClearFilters={jest.fn()}
        onAdd={jest.fn()}
        onEdit={jest.fn()}
        onDelete={jest.fn()}
        onDuplicate={onDuplicate}
        selection={listSelection}
      />
    </>
  );
}

it("selects rows with the keyboard and by page; the page box shows a partial page as mixed; the selection lasts across pages", async () => {
  const user = userEvent.setup();
  const onSelection = jest.fn();
  renderList(<SelectingHarness onSelection={onSelection} />);
  const first = await screen.findByRole("checkbox", { name: "Select Product 1" });
  first.focus();
  await user.keyboard(" ");
  expect(first).toBeChecked();
  const pageBox = screen.getByRole("checkbox", { name: "Select all on this page" });
  expect(pageBox).not.toBeChecked();
  expect(pageBox).toHaveProperty("indeterminate", true);
  await user.click(pageBox);
  expect(pageBox).toBeChecked();
  expect(pageBox).toHaveProperty("indeterminate", false);
  expect(onSelection).toHaveBeenLastCalledWith({ mode: "ids", ids: new Set(Array.from({ length: 50 }, (_, i) => i + 1)) });

  await user.click(screen.getByRole("button", { name: "Next" }));
  const p51 = await screen.findByRole("checkbox", { name: "Select Product 51" });
  expect(screen.getByRole("checkbox", { name: "Select all on this page" })).not.toBeChecked();
  await user.click(p51);
  expect(onSelection.mock.lastCall[0].ids.size).toBe(51);
  await user.click(screen.getByRole("button", { name: "Previous" }));
  expect(await screen.findByRole("checkbox", { name: "Select Product 50" })).toBeChecked();
  await user.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
  expect(onSelection.mock.lastCall[0].ids).toEqual(new Set([51]));
});

it("all matching: every box checked and locked", async () => {
  const user = userEvent.setup();
  renderList(<SelectingHarness onSelection={jest.fn()} />);
  await screen.findByRole("checkbox", { name: "Select Product 1" });
  await user.click(screen.getByRole("button", { name: "all matching" }));
  for (const box of screen.getAllByRole("checkbox")) {
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  }
});

it("each row offers Duplicate", async () => {
  const user = userEvent.setup();
  const onDuplicate = jest.fn();
  renderList(<SelectingHarness onSelection={jest.fn()} onDuplicate={onDuplicate} />);
  await user.click(await screen.findByRole("button", { name: "Duplicate Product 2" }));
  expect(onDuplicate).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
});
