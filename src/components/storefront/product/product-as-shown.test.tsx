import { render, screen, within } from "@testing-library/react";
import { ProductDetail } from "@/components/storefront/catalog/product-detail";
import { CartProvider } from "@/hooks/use-cart";
import type { AttributeDef } from "@/lib/attributes";
import type { Product } from "@/lib/types";
import { productAsShown } from "./product-as-shown";

const defs: AttributeDef[] = [
  { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
  { key: "length", label: "Length", type: "number", unit: "ft", filter: "values" },
  { key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "values" },
  { key: "color", label: "Color", type: "text", unit: null, filter: "values" },
];

const film: Product = {
  id: 1,
  name: "Clear Hand Stretch Film 18in x 1500ft",
  slug: "clear-hand-stretch-film",
  sku: "SF-2001",
  description: "Clear cast hand film.",
  priceMin: "45.00",
  priceMax: "55.00",
  imageUrl: "/x.svg",
  categoryId: 1,
  category: { name: "PE Stretch Film", slug: "pe-stretch-film" },
  // As saved: the attributes written in under their labels, beside entries of the admin's own.
  specifications: JSON.stringify({ Color: "Clear", Width: "18in", Core: "3 in", thickness: "80 gauge", Length: "1500 ft" }),
  unitOfSale: "per case of 4 rolls",
  attributes: { width: 18, length: 1500, thickness: 80, color: "Clear" },
  images: [],
};

const rows = () =>
  within(screen.getByRole("region", { name: "Specifications" }))
    .getAllByRole("row")
    .map((r) => [within(r).getByRole("rowheader").textContent, within(r).getByRole("cell").textContent]);

const renderPage = (product: Product) =>
  render(
    <CartProvider>
      <ProductDetail product={product} />
    </CartProvider>,
  );

it("shows the attributes with their other units in definition order, then the other specifications once", () => {
  renderPage(productAsShown(film, defs));
  expect(rows()).toEqual([
    ["Width", "18 in (457 mm)"],
    ["Length", "1500 ft (457 m)"],
    ["Thickness", "80 gauge (0.8 mil, 20 µm)"],
    ["Color", "Clear"],
    ["Core", "3 in"],
  ]);
  expect(screen.getByRole("heading", { name: film.name, level: 1 })).toBeInTheDocument();
});

it("leaves a product without attribute values as it is", () => {
  const plain = { ...film, attributes: {} };
  expect(productAsShown(plain, defs)).toBe(plain);
  renderPage(productAsShown(plain, defs));
  expect(rows()[0]).toEqual(["Color", "Clear"]);
});

it("still says so when a product has no specifications at all", () => {
  renderPage(productAsShown({ ...film, specifications: "", attributes: {} }, defs));
  expect(screen.getByText("No specifications listed for this product.")).toBeInTheDocument();
});
