import { render, screen } from "@testing-library/react";
import type { QuoteRequest } from "@/lib/types";
import { QuoteCard } from "./quote-card";

const item = (sku: string, quantity: number, unitOfSale = "") => ({
  productId: null,
  sku,
  name: `Item ${sku}`,
  priceText: "Contact for Price",
  unitOfSale,
  quantity,
});

const quote = (items: ReturnType<typeof item>[]) =>
  ({
    id: 1,
    reference: "Q-2026-000001",
    name: "Dana Buyer",
    company: "Acme",
    email: "dana@example.com",
    phone: "(555) 201-3344",
    state: "TX",
    zip: "75001",
    notes: "",
    status: "New",
    isRead: true,
    adminNotes: "",
    emailStatus: "sent",
    createdAt: "2026-11-25T10:00:00.000Z",
    items,
  }) as QuoteRequest;

it.each([
  [[item("A", 1)], "1 line: A (1)"],
  [[item("A", 3, "per case of 4 rolls")], "1 line: A (3 × case of 4 rolls)"],
  // Cases of one product and rolls of another are never added up as "units".
  [[item("A", 1, "per roll"), item("B", 39, "per case of 500")], "2 lines: A (1 × roll); B (39 × case of 500)"],
  [
    [item("A", 1), item("B", 2), item("C", 1200, "per 1,000 bags"), item("D", 4)],
    "4 lines: A (1); B (2); C (1,200 × 1,000 bags); and 1 more",
  ],
])("names each line's quantity with its unit, never a sum across units: %#", (items, text) => {
  render(<QuoteCard quote={quote(items)} onView={jest.fn()} />);
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.queryByText(/units?\b/)).toBeNull();
});

it("links the reference and Open to the request's page, and marks an expired quote", () => {
  render(<QuoteCard quote={{ ...quote([item("A", 1)]), id: 42, status: "Quoted", expired: true }} onView={jest.fn()} />);
  expect(screen.getByRole("link", { name: "Q-2026-000001" })).toHaveAttribute("href", "/admin/quote-requests/42");
  expect(screen.getByRole("link", { name: "Open quote request Q-2026-000001" })).toHaveAttribute("href", "/admin/quote-requests/42");
  expect(screen.getByText("Quoted")).toBeInTheDocument();
  expect(screen.getByText("Expired")).toBeInTheDocument();
});

it("shows no Expired badge on a quote still valid", () => {
  render(<QuoteCard quote={{ ...quote([item("A", 1)]), status: "Quoted", expired: false }} onView={jest.fn()} />);
  expect(screen.queryByText("Expired")).toBeNull();
});
