import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { seedPageContent } from "../../../../../prisma/seed-data";
import { CartProvider } from "@/hooks/use-cart";
import type { Product } from "@/lib/types";
import { productPageContentSchema } from "@/lib/validation/product-page-content";
import { StretchFilmPage } from "./stretch-film-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const content = productPageContentSchema.parse(seedPageContent);
const product: Product = {
  id: 1,
  name: "PE Stretch Film",
  slug: "stretch-film",
  sku: "pe001",
  description: "Clear cast hand stretch film.",
  priceMin: "45.00",
  priceMax: "55.00",
  imageUrl: "/images/products/stretch-film-roll.svg",
  categoryId: 1,
  category: { name: "PE Stretch Film", slug: "pe-stretch-film" },
  specifications: "{}",
};

function mockSession(authenticated: boolean) {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ authenticated }) }) as unknown as typeof fetch;
}

const renderPage = (c = content) => render(<StretchFilmPage content={c} product={product} />, { wrapper: CartProvider });
const cart = () => JSON.parse(window.localStorage.getItem("usplastic-cart") ?? "[]") as { id: number; slug: string; sku: string; quantity: number }[];

beforeEach(() => {
  window.localStorage.clear();
  push.mockReset();
  mockSession(false);
});

describe("StretchFilmPage", () => {
  it("shows the stored content: heading, intro, specifications, price and downloads", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "PE Stretch Film" })).toBeInTheDocument();
    expect(screen.getByText(content.productDescription)).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent("Home");
    expect(screen.getByText("Premium LDPE")).toBeInTheDocument();
    expect(screen.getByText("Width 16in to 30in, length 550ft to 5050ft, thickness 50 to 120 gauge")).toBeInTheDocument();

    const specs = screen.getByRole("region", { name: "Product Specifications" });
    for (const text of ["33.29 lbs", "Hand Film", "18in", "1500 feet", "80 gauge", "pe001"]) expect(within(specs).getByText(text)).toBeInTheDocument();

    const pricing = screen.getByRole("region", { name: "Pricing & Ordering" });
    expect(within(pricing).getByText("$45.00 - $55.00")).toBeInTheDocument();
    expect(within(pricing).getByText("Price varies by quantity and specifications")).toBeInTheDocument();

    expect(screen.getByRole("link", { name: "Safety Data Sheet (SDS)" })).toHaveAttribute("href", "/docs/pe-stretch-film-safety-data-sheet.txt");
    await waitFor(() => expect(global.fetch).toHaveBeenCalledWith("/api/admin/session", expect.anything()));
  });

  it("follows edits of the content (nothing hard-coded)", () => {
    renderPage({ ...content, productName: "Stretch Wrap", priceRange: { min: "40.00", max: "40.00" }, catalogProducts: content.catalogProducts.slice(0, 2) });
    expect(screen.getByRole("heading", { level: 1, name: "Stretch Wrap" })).toBeInTheDocument();
    expect(screen.getByText("$40.00")).toBeInTheDocument();
    expect(screen.getByText("Showing all 2 products")).toBeInTheDocument();
  });

  it("opens on the hand-wrapped tab and switches to machine-wrapped", async () => {
    const user = userEvent.setup();
    renderPage();
    const hand = screen.getByRole("tab", { name: "Hand-Wrapped" });
    const machine = screen.getByRole("tab", { name: "Machine-Wrapped" });
    expect(hand).toHaveAttribute("aria-selected", "true");
    const panelOf = (code: string) => screen.getByRole("cell", { name: code }).closest('[role="tabpanel"]');
    expect(panelOf("USSF.0001")).toHaveAttribute("data-state", "active");
    expect(panelOf("USSF.0008")).toHaveAttribute("data-state", "inactive");
    // The table (sm and up; the narrow-screen list repeats the rows and is hidden by CSS there).
    const handTable = within(within(panelOf("USSF.0001") as HTMLElement).getByRole("table"));
    expect(handTable.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["CODE", "SIZE", "THICKNESS", "COLOR", "CONTACT"]);
    expect(handTable.getAllByRole("link", { name: /^CONTACT/ })).toHaveLength(8);
    expect(handTable.getByRole("link", { name: "CONTACT about USSF.0001" })).toHaveAttribute("href", "/contact");
    const narrowList = within(within(panelOf("USSF.0001") as HTMLElement).getByRole("list"));
    expect(narrowList.getAllByRole("listitem")).toHaveLength(8);
    expect(narrowList.getAllByRole("link", { name: /^CONTACT about USSF\./ })).toHaveLength(8);

    await user.click(machine);
    expect(machine).toHaveAttribute("aria-selected", "true");
    expect(panelOf("USSF.0008")).toHaveAttribute("data-state", "active");
    expect(panelOf("USSF.0001")).toHaveAttribute("data-state", "inactive");
  });

  it("lists the catalogue cards with derived film type and size fields", () => {
    renderPage();
    expect(screen.getByText("Showing all 9 products")).toBeInTheDocument();
    const card = screen.getByRole("heading", { level: 3, name: "Poly Mailer Bag 10 x 13 in White" }).closest("article") as HTMLElement;
    const c = within(card);
    expect(c.getByText("PMB.0001")).toBeInTheDocument();
    expect(c.getByText("22.00 lbs")).toBeInTheDocument();
    expect(c.getByText("10 in")).toBeInTheDocument();
    expect(c.getByText("13 in")).toBeInTheDocument();
    expect(c.getByText("2.5 mil")).toBeInTheDocument();
  });

  it("adds the real product from Pricing & Ordering and catalogue cards as position + 100", async () => {
    const user = userEvent.setup();
    renderPage();
    const pricing = screen.getByRole("region", { name: "Pricing & Ordering" });
    await user.click(within(pricing).getByRole("button", { name: "Add to Cart" }));
    expect(within(pricing).getByRole("button", { name: "Add More (1)" })).toBeInTheDocument();

    const third = screen.getByRole("heading", { level: 3, name: "Machine Stretch Film 20in x 5000ft" }).closest("article") as HTMLElement;
    await user.click(within(third).getByRole("button", { name: "Add to Cart" }));
    await user.click(within(third).getByRole("button", { name: "Add More (1)" }));
    expect(cart()).toEqual([
      expect.objectContaining({ id: 1, slug: "stretch-film", sku: "pe001", quantity: 1 }),
      expect.objectContaining({ id: 102, slug: "stretch-film", sku: "USSF.0008", priceMin: "45.00", priceMax: "55.00", quantity: 2 }),
    ]);
  });

  it("shows no edit buttons to visitors", async () => {
    renderPage();
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    expect(screen.queryByRole("button", { name: /^Edit / })).not.toBeInTheDocument();
  });

  it("shows edit buttons once the server confirms an admin session, storing the card for the edit screen", async () => {
    mockSession(true);
    const user = userEvent.setup();
    renderPage();
    const edit = await screen.findByRole("button", { name: "Edit Machine Stretch Film 20in x 5000ft" });
    expect(screen.getAllByRole("button", { name: /^Edit / })).toHaveLength(9);
    await user.click(edit);
    expect(JSON.parse(window.localStorage.getItem("editingProduct") ?? "null")).toEqual(content.catalogProducts[2]);
    expect(push).toHaveBeenCalledWith("/admin/edit-product?index=2");
  });
});
