import { render, screen } from "@testing-library/react";
import { ExportButtons, exportHref } from "./export-buttons";

it("links to the export of every product, as CSV and as XLSX, for the browser to download", () => {
  render(<ExportButtons />);
  const csv = screen.getByRole("link", { name: "Export CSV" });
  const xlsx = screen.getByRole("link", { name: "Export XLSX" });
  expect(csv).toHaveAttribute("href", "/api/admin/products/export?format=csv");
  expect(xlsx).toHaveAttribute("href", "/api/admin/products/export?format=xlsx");
  expect(csv).toHaveAttribute("download");
  expect(xlsx).toHaveAttribute("download");
  expect(screen.queryByRole("link", { name: /selected/ })).not.toBeInTheDocument();
});

it("with products selected, also links to the export of just those", () => {
  render(<ExportButtons selectedIds={[12, 15, 40]} />);
  expect(screen.getByRole("link", { name: "Export selected (3) as CSV" })).toHaveAttribute(
    "href",
    "/api/admin/products/export?format=csv&ids=12,15,40",
  );
  expect(screen.getByRole("link", { name: "Export selected (3) as XLSX" })).toHaveAttribute(
    "href",
    "/api/admin/products/export?format=xlsx&ids=12,15,40",
  );
  expect(screen.getByRole("link", { name: "Export CSV" })).toBeInTheDocument();
});

it("builds the address from the format and the ids", () => {
  expect(exportHref("xlsx")).toBe("/api/admin/products/export?format=xlsx");
  expect(exportHref("csv", [7])).toBe("/api/admin/products/export?format=csv&ids=7");
});
