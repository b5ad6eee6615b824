import { render, screen } from "@testing-library/react";
import { CatalogPagination, catalogPageHref, pageWindow } from "./catalog-pagination";

test("page addresses: the listing itself for page 1, /page/{n} after", () => {
  expect(catalogPageHref("/products", 1)).toBe("/products");
  expect(catalogPageHref("/categories/mailer-bags", 3)).toBe("/categories/mailer-bags/page/3");
});

test.each([
  [1, 1, [1]],
  [1, 3, [1, 2, 3]],
  [1, 10, [1, 2, 3, null, 10]],
  [5, 10, [1, 2, 3, 4, 5, 6, 7, null, 10]],
  [10, 10, [1, null, 8, 9, 10]],
  [50, 100, [1, null, 48, 49, 50, 51, 52, null, 100]],
])("page %i of %i offers %j", (page, count, expected) => {
  expect(pageWindow(page, count)).toEqual(expected);
});

test("no navigation for a single page", () => {
  const { container } = render(<CatalogPagination basePath="/products" page={1} pageCount={1} label="Product pages" />);
  expect(container).toBeEmptyDOMElement();
});

test("links to the neighbours and marks the current page", () => {
  render(<CatalogPagination basePath="/products" page={2} pageCount={3} label="Product pages" />);
  const nav = screen.getByRole("navigation", { name: "Product pages" });
  expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/products");
  expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/products/page/3");
  expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent("Page 2");
  expect(screen.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/products");
});

test("the first and last pages show Previous and Next disabled", () => {
  const { rerender } = render(<CatalogPagination basePath="/products" page={1} pageCount={2} label="Product pages" />);
  expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
  rerender(<CatalogPagination basePath="/products" page={2} pageCount={2} label="Product pages" />);
  expect(screen.queryByRole("link", { name: "Next" })).toBeNull();
});
