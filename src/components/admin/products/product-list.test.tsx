import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { SWRConfig } from "swr";
import type { Product } from "@/lib/types";
import { ProductList } from "./product-list";

const product = (id: number): Product => ({
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
});

const TOTAL = 60;
const requested: string[] = [];
async function fetcher(url: string) {
  requested.push(url);
  if (url === "/api/admin/dashboard-stats") return { totalProducts: TOTAL, totalCategories: 1 };
  const page = Number(new URL(url, "http://x").searchParams.get("page"));
  const ids = Array.from({ length: TOTAL }, (_, i) => i + 1).slice((page - 1) * 50, page * 50);
  return ids.map(product);
}

function Harness() {
  const [page, setPage] = useState(1);
  return <ProductList page={page} onPageChange={setPage} onAdd={jest.fn()} onEdit={jest.fn()} onDelete={jest.fn()} />;
}

it("pages through a large catalogue 50 at a time", async () => {
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher }}>
      <Harness />
    </SWRConfig>,
  );
  expect(await screen.findByText("Showing 1–50 of 60 products")).toBeInTheDocument();
  expect(requested).toContain("/api/products?page=1&pageSize=50");
  expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  // Price badge: one price when min equals max; none without prices. No category reads "Unknown".
  expect(screen.getByText("$45.00")).toBeInTheDocument();
  expect(screen.getAllByText("Category: Unknown")).toHaveLength(50);

  await user.click(screen.getByRole("button", { name: "Next" }));
  expect(await screen.findByText("Showing 51–60 of 60 products")).toBeInTheDocument();
  expect(requested).toContain("/api/products?page=2&pageSize=50");
  expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  expect(screen.getByRole("button", { name: "Edit Product 51" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Delete Product 60" })).toBeInTheDocument();
});
