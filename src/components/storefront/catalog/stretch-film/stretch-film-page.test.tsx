import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { seedCategories, seedPageContent, seedProducts } from "../../../../../prisma/seed-data";
import { CartProvider } from "@/hooks/use-cart";
import type { Product } from "@/lib/types";
import { storedPageContentSchema } from "@/lib/validation/product-page-content";
import { StretchFilmPage } from "./stretch-film-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const content = storedPageContentSchema.parse(seedPageContent);
/** The seeded catalogue as the server answers it (ids in seed order). */
const catalogue: Product[] = seedProducts.map(({ categorySlug, ...p }, i) => {
  const c = seedCategories.findIndex((x) => x.slug === categorySlug);
  return { ...p, id: i + 1, categoryId: c + 1, category: { name: seedCategories[c].name, slug: categorySlug }, images: [] };
});
const product = catalogue.find((p) => p.slug === "stretch-film")!;
const bySku = (sku: string) => catalogue.find((p) => p.sku === sku)!;
/** What the route links: every seeded product by lower-cased SKU (the page looks up only its own codes). */
const linked = Object.fromEntries(catalogue.map((p) => [p.sku.toLowerCase(), p]));

function mockSession(authenticated: boolean) {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ authenticated }) }) as unknown as typeof fetch;
}

const renderPage = (c = content, p = product, l: Record<string, Product> = linked) =>
  render(<StretchFilmPage content={c} product={p} linked={l} />, { wrapper: CartProvider });
const cart = () =>
  JSON.parse(window.localStorage.getItem("usplastic-cart") ?? "[]") as { id: number; slug: string; sku: string; quantity: number }[];

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
    for (const text of ["33.29 lbs", "Hand Film", "18in", "1500 feet", "80 gauge", "pe001"])
      expect(within(specs).getByText(text)).toBeInTheDocument();

    const pricing = screen.getByRole("region", { name: "Pricing & Ordering" });
    expect(within(pricing).getByText("$45.00 - $55.00").closest("p")).toHaveTextContent("$45.00 - $55.00 per case of 4 rolls");
    expect(within(pricing).getByText("Price varies by quantity and specifications")).toBeInTheDocument();

    expect(screen.getByRole("link", { name: "Safety Data Sheet (SDS)" })).toHaveAttribute(
      "href",
      "/docs/pe-stretch-film-safety-data-sheet.txt",
    );
    await waitFor(() => expect(global.fetch).toHaveBeenCalledWith("/api/admin/session", expect.anything()));
  });

  it("follows edits of the content (nothing hard-coded), and shows its product's price", () => {
    renderPage(
      { ...content, productName: "Stretch Wrap", catalogProducts: content.catalogProducts.slice(0, 2) },
      { ...product, priceMin: "40.00", priceMax: "40.00" },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Stretch Wrap" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Pricing & Ordering" })).getByText("$40.00")).toBeInTheDocument();
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
    expect(handTable.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "CODE",
      "SIZE",
      "THICKNESS",
      "COLOR",
      "PRICE",
      "CONTACT",
    ]);
    expect(handTable.getAllByRole("link", { name: /^CONTACT/ })).toHaveLength(8);
    expect(handTable.getByRole("link", { name: "CONTACT about USSF.0001" })).toHaveAttribute("href", "/contact?product=USSF.0001");
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

  it("adds the real product from Pricing & Ordering, and each catalogue card's own product", async () => {
    const user = userEvent.setup();
    renderPage();
    const pricing = screen.getByRole("region", { name: "Pricing & Ordering" });
    await user.click(within(pricing).getByRole("button", { name: "Add to Cart" }));
    expect(within(pricing).getByRole("button", { name: "Add More (1)" })).toBeInTheDocument();

    const machine = bySku("USSF.0008");
    const third = screen.getByRole("heading", { level: 3, name: "Machine Stretch Film 20in x 5000ft" }).closest("article") as HTMLElement;
    expect(within(third).getByText("$88.00 - $96.00").closest("p")).toHaveTextContent("$88.00 - $96.00 per roll");
    await user.click(within(third).getByRole("button", { name: "Add to Cart" }));
    await user.click(within(third).getByRole("button", { name: "Add More (1)" }));

    const tsb = bySku("TSB.0001");
    const bag = screen.getByRole("heading", { level: 3, name: "T-Shirt Bag 1/6 BBL White" }).closest("article") as HTMLElement;
    expect(within(bag).getByText("$26.00 - $31.00")).toBeInTheDocument();
    await user.click(within(bag).getByRole("button", { name: "Add to Cart" }));
    expect(cart()).toEqual([
      expect.objectContaining({ id: product.id, slug: "stretch-film", sku: "pe001", unitOfSale: "per case of 4 rolls", quantity: 1 }),
      expect.objectContaining({
        id: machine.id,
        slug: machine.slug,
        sku: "USSF.0008",
        category: "PE Stretch Film",
        priceMin: "88.00",
        priceMax: "96.00",
        unitOfSale: "per roll",
        quantity: 2,
      }),
      expect.objectContaining({
        id: tsb.id,
        slug: tsb.slug,
        sku: "TSB.0001",
        name: "T-Shirt Bag 1/6 BBL White",
        category: "T-Shirt Bags",
        priceMin: "26.00",
        priceMax: "31.00",
        unitOfSale: "per case of 1,000 bags",
        quantity: 1,
      }),
    ]);
  });

  it("each variant row sells its own product: price, unit and Add to Cart with its code, size and gauge", async () => {
    const user = userEvent.setup();
    renderPage();
    const row = screen.getAllByRole("row").find((r) => within(r).queryByRole("cell", { name: "USSF.0012" })) as HTMLElement;
    expect(within(row).getByText("$41.00 - $49.00").closest("span")?.parentElement).toHaveTextContent(
      "$41.00 - $49.00 per case of 4 rolls",
    );
    const add = within(row).getByRole("button", { name: "Add to Cart" });
    expect(add).toHaveAccessibleDescription("USSF.0012");
    await user.click(add);
    expect(within(row).getByRole("button", { name: "Add More (1)" })).toBeInTheDocument();
    const p = bySku("USSF.0012");
    expect(cart()).toEqual([
      expect.objectContaining({
        id: p.id,
        sku: "USSF.0012",
        name: "Hand Stretch Film 18in x 1500ft 70 Gauge Clear",
        category: "PE Stretch Film",
        unitOfSale: "per case of 4 rolls",
        quantity: 1,
      }),
    ]);
  });

  it("a row or card whose code no product has: Contact for Price, CONTACT with the code, no Add to Cart", () => {
    const orphan = { ...content.catalogProducts[0], id: 999, name: "Unlisted Film", sku: "USSF.9999" };
    renderPage({
      ...content,
      handWrappedVariants: [{ code: "USSF.9999", size: "18in x 9000ft", thickness: "90 gauge", color: "Clear" }],
      catalogProducts: [orphan],
    });
    const row = screen.getAllByRole("row").find((r) => within(r).queryByRole("cell", { name: "USSF.9999" })) as HTMLElement;
    expect(within(row).getByText("Contact for Price")).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: "Add to Cart" })).not.toBeInTheDocument();
    const card = screen.getByRole("heading", { level: 3, name: "Unlisted Film" }).closest("article") as HTMLElement;
    expect(within(card).getByText("Contact for Price")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /Add to Cart/ })).not.toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "CONTACT about USSF.9999" })).toHaveAttribute("href", "/contact?product=USSF.9999");
  });

  it("links codes to products in any case", () => {
    renderPage({ ...content, handWrappedVariants: [{ code: "ussf.0002", size: "18in x 1500ft", thickness: "80 gauge", color: "Clear" }] });
    const row = screen.getAllByRole("row").find((r) => within(r).queryByRole("cell", { name: "ussf.0002" })) as HTMLElement;
    expect(within(row).getByRole("button", { name: "Add to Cart" })).toBeInTheDocument();
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
