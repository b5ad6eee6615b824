import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CartProvider } from "@/hooks/use-cart";
import type { ComparedCategory } from "@/lib/compare";
import { COMPARE_STORAGE_KEY } from "@/lib/compare-selection";
import type { Product } from "@/lib/types";
import { CompareTable } from "./compare-table";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const base: Product = {
  id: 1,
  name: "Black Film",
  slug: "black-film",
  sku: "SF-2002",
  description: "",
  priceMin: "52.00",
  priceMax: "60.00",
  imageUrl: "/x.svg",
  categoryId: 1,
  category: { name: "PE Stretch Film", slug: "pe-stretch-film" },
  // As saved: the attributes are written into the specifications under their labels.
  specifications: JSON.stringify({ Width: "18 in", Thickness: "80 gauge" }),
  unitOfSale: "per case of 4 rolls",
  attributes: { width: 18, thickness: 80 },
  images: [],
};
const other: Product = {
  ...base,
  id: 2,
  name: "Machine Film",
  slug: "machine-film",
  sku: "SF-2003",
  specifications: JSON.stringify({ Width: "20 in", Thickness: "80 gauge", Core: "3 in" }),
  attributes: { width: 20, thickness: 80 },
};
const categories: ComparedCategory[] = [
  {
    slug: "pe-stretch-film",
    attributes: [
      { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
      { key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "values" },
    ],
  },
];

const renderTable = () =>
  render(
    <CartProvider>
      <CompareTable products={[base, other]} categories={categories} />
    </CartProvider>,
  );
const row = (header: RegExp) => screen.getByRole("rowheader", { name: header }).closest("tr")!;

beforeEach(() => {
  window.localStorage.clear();
  replace.mockClear();
});

it("marks differing rows for screen readers, fills missing values with a dash, and can show only differences", async () => {
  const user = userEvent.setup();
  renderTable();
  expect(
    within(row(/^Width/))
      .getAllByRole("cell")
      .map((c) => c.textContent),
  ).toEqual(["18 in (457 mm)", "20 in (508 mm)"]);
  expect(screen.getByRole("rowheader", { name: "Width (differs)" })).toBeInTheDocument();
  expect(
    within(row(/^Thickness/))
      .getAllByRole("cell")
      .map((c) => c.textContent),
  ).toEqual(["80 gauge (0.8 mil, 20 µm)", "80 gauge (0.8 mil, 20 µm)"]);
  expect(screen.getByRole("rowheader", { name: "Thickness" })).toBeInTheDocument();
  // The attributes lead, then the other specifications; each label once.
  expect(screen.getAllByRole("rowheader").map((h) => h.textContent)).toEqual([
    "Category",
    "Price",
    "Width (differs)",
    "Thickness",
    "Core (differs)",
  ]);
  expect(
    within(row(/^Core/))
      .getAllByRole("cell")
      .map((c) => c.textContent),
  ).toEqual(["—", "3 in"]);
  expect(screen.getByRole("rowheader", { name: "Price" })).toBeInTheDocument();

  await user.click(screen.getByLabelText("Show only differences"));
  expect(screen.queryByRole("rowheader", { name: "Thickness" })).toBeNull();
  expect(screen.queryByRole("rowheader", { name: "Price" })).toBeNull();
  expect(screen.getByRole("rowheader", { name: "Width (differs)" })).toBeInTheDocument();
});

it("Remove drops the column from the URL and from the stored selection", async () => {
  const user = userEvent.setup();
  window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(["SF-2002", "SF-2003"]));
  renderTable();
  await user.click(screen.getByRole("button", { name: "Remove Machine Film from comparison" }));
  expect(replace).toHaveBeenCalledWith("/compare?skus=SF-2002", { scroll: false });
  expect(JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY)!)).toEqual(["SF-2002"]);
});
