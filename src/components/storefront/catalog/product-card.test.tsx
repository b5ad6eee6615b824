import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect } from "react";
import { renderToString } from "react-dom/server";
import { CartProvider } from "@/hooks/use-cart";
import type { Product } from "@/lib/types";
import { logger } from "@/server/logger.mjs";
import { cardData } from "./card-data";
import { CARD_IMAGE_SIZES, ProductCardGrid, ProductCardView } from "./product-card-view";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// The server's log (pino, writing to stdout) is read here, not written.
jest.mock("@/server/logger.mjs", () => ({ logger: { warn: jest.fn() } }));

const product: Product = {
  id: 7,
  name: "White Poly Mailer 10 x 13 in",
  slug: "white-poly-mailer-10x13",
  sku: "PMB-1001",
  description: "Opaque white poly mailer.",
  priceMin: "48.00",
  priceMax: "62.00",
  imageUrl: "/images/products/poly-mailer-white.svg",
  categoryId: 2,
  category: { name: "Mailer Bags", slug: "mailer-bags" },
  specifications: JSON.stringify({ Size: "10 x 13 in", Thickness: "2.5 mil", Color: "White", Closure: "Self-seal", Case: "1000 mailers" }),
  unitOfSale: "per case of 1,000 mailers",
  attributes: {},
  images: [],
};

const renderCard = (p: Product) => render(<ProductCardView {...cardData(p)} />, { wrapper: CartProvider });

beforeEach(() => window.localStorage.clear());

describe("ProductCardView", () => {
  it("shows category, SKU, the name linking to the product page, 4 specifications and the price", () => {
    renderCard(product);
    expect(screen.getByText("Mailer Bags")).toBeInTheDocument();
    expect(screen.getByText("PMB-1001")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: product.name })).toHaveAttribute("href", "/products/white-poly-mailer-10x13");
    // The image link is hidden from assistive technology: one link per product.
    expect(screen.getAllByRole("link")).toHaveLength(1);
    const terms = screen.getAllByRole("term").map((t) => t.textContent);
    expect(terms).toEqual(["Size", "Thickness", "Color", "Closure"]);
    expect(screen.getByText("$48.00 - $62.00")).toBeInTheDocument();
  });

  it("says what the price buys beside it, and nothing beside Contact for Price", () => {
    const { unmount } = renderCard(product);
    expect(screen.getByText("$48.00 - $62.00").closest("p")).toHaveTextContent("$48.00 - $62.00 per case of 1,000 mailers");
    unmount();
    renderCard({ ...product, priceMin: null, priceMax: null });
    expect(screen.getByText("Contact for Price").closest("p")).toHaveTextContent(/^Contact for Price$/);
  });

  it("says Unknown Category, a single price or Contact for Price", () => {
    const { unmount } = renderCard({ ...product, category: null, categoryId: null, priceMin: "58.00", priceMax: "58.00" });
    expect(screen.getByText("Unknown Category")).toBeInTheDocument();
    expect(screen.getByText("$58.00")).toBeInTheDocument();
    unmount();
    renderCard({ ...product, priceMin: "48.00", priceMax: null });
    expect(screen.getByText("Contact for Price")).toBeInTheDocument();
  });

  it("shows no specifications for invalid JSON and warns only in the server log", () => {
    renderCard({ ...product, specifications: "{not json" });
    expect(screen.queryAllByRole("term")).toHaveLength(0);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ sku: "PMB-1001" }),
      expect.stringContaining("invalid specifications"),
    );
    expect(document.body).not.toHaveTextContent(/invalid/i);
  });

  it("turns Add to Cart into Add More (n) with the quantity in the cart", async () => {
    const user = userEvent.setup();
    renderCard(product);
    const button = screen.getByRole("button", { name: "Add to Cart" });
    expect(button).toHaveAccessibleDescription(product.name);
    await user.click(button);
    expect(screen.getByRole("button", { name: "Add More (1)" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add More (1)" }));
    expect(screen.getByRole("button", { name: "Add More (2)" })).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem("usplastic-cart") ?? "[]");
    expect(stored).toEqual([
      {
        id: 7,
        name: product.name,
        slug: product.slug,
        sku: "PMB-1001",
        priceMin: "48.00",
        priceMax: "62.00",
        imageUrl: product.imageUrl,
        category: "Mailer Bags",
        unitOfSale: "per case of 1,000 mailers",
        quantity: 2,
      },
    ]);
  });

  it("shows the product image, with the placeholder as its fallback (swapped by ImageFallbacks)", () => {
    const { container } = renderCard(product);
    const img = container.querySelector("img") as HTMLImageElement;
    expect(img.getAttribute("src")).toBe(product.imageUrl);
    expect(img.dataset.fallback).toBe("/images/placeholder.svg");
    expect(img).not.toHaveAttribute("srcset");
  });

  it("offers an uploaded image's copies at the width of a grid column", () => {
    const upload = "/uploads/0123456789abcdef0123456789abcdef.webp";
    const { container } = renderCard({ ...product, imageUrl: upload });
    const img = container.querySelector("img") as HTMLImageElement;
    expect(img.getAttribute("srcset")).toBe(
      [320, 640, 1280].map((w) => `/uploads/0123456789abcdef0123456789abcdef-${w}.webp ${w}w`).join(", "),
    );
    expect(img).toHaveAttribute("sizes", CARD_IMAGE_SIZES);
  });
});

describe("ProductCardGrid", () => {
  const cards = Array.from({ length: 24 }, (_, i) =>
    cardData({ ...product, id: i + 1, sku: `PMB-${1000 + i}`, slug: `mailer-${i + 1}`, name: `Mailer ${i + 1}` }),
  );

  it("has every card in the server's HTML", () => {
    const html = renderToString(
      <CartProvider>
        <ProductCardGrid cards={cards} label="Mailer Bags products" />
      </CartProvider>,
    );
    expect(html.match(/<li>/g)).toHaveLength(24);
  });

  it("redrawn in the page, draws the first screen in its first commit and then every card", async () => {
    const commits: number[] = [];
    const Counter = () => {
      useLayoutEffect(() => {
        commits.push(document.querySelectorAll("li").length);
      });
      return null;
    };
    render(
      <>
        <ProductCardGrid cards={cards} label="Mailer Bags products" redrawn />
        <Counter />
      </>,
      { wrapper: CartProvider },
    );
    expect(commits[0]).toBe(8);
    expect(await screen.findAllByRole("listitem")).toHaveLength(24);
    expect(screen.getByRole("link", { name: "Mailer 24" })).toHaveAttribute("href", "/products/mailer-24");
  });
});
