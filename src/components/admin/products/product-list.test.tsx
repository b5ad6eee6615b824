import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { SWRConfig } from "swr";
import type { Product } from "@/lib/types";
import type { AdminProductQuery } from "@/lib/validation/product";
import { ProductList } from "./product-list";

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
  return <ProductList query={query} onPageChange={setPage} onClearFilters={onClearFilters} onAdd={jest.fn()} onEdit={jest.fn()} onDelete={jest.fn()} />;
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
