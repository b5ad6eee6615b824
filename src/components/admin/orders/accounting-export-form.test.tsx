import { fireEvent, render, screen } from "@testing-library/react";
import { AccountingExportForm } from "./accounting-export-form";

it("offers the given month in labelled date fields, as a GET form to the export route", () => {
  render(<AccountingExportForm defaultFrom="2026-11-01" defaultTo="2026-11-30" />);
  expect(screen.getByLabelText("From")).toHaveValue("2026-11-01");
  expect(screen.getByLabelText("To")).toHaveValue("2026-11-30");
  const form = screen.getByRole("form", { name: "Export for accounting" });
  expect(form).toHaveAttribute("method", "get");
  expect(form).toHaveAttribute("action", "/api/admin/exports/accounting");
});

it("a range that ends before it starts is named beside To, and nothing is fetched", () => {
  const fetchSpy = jest.fn();
  const saved = globalThis.fetch;
  globalThis.fetch = fetchSpy;
  try {
    render(<AccountingExportForm defaultFrom="2026-11-01" defaultTo="2026-11-30" />);
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-10-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(screen.getByText("To must be the same day as From or later")).toBeInTheDocument();
    expect(screen.getByLabelText("To")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("To")).toHaveAccessibleDescription("To must be the same day as From or later");
    expect(screen.getByLabelText("From")).not.toHaveAttribute("aria-invalid");
    expect(fetchSpy).not.toHaveBeenCalled();
  } finally {
    globalThis.fetch = saved;
  }
});
