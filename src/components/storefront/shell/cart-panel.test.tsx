import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { CART_STORAGE_KEY, CartProvider } from "@/hooks/use-cart";
import type { CartItem } from "@/lib/types";
import { ImageFallbacks } from "../images/image-fallbacks";
import { CartButton } from "./cart-button";
import { CartPanel } from "./cart-panel";

jest.mock("@/lib/toast", () => ({
  toast: { success: jest.fn(), error: jest.fn() },
  toastPlacement: jest.requireActual("@/lib/toast").toastPlacement,
}));

const items: CartItem[] = [
  {
    id: 1,
    name: "PE Stretch Film",
    slug: "stretch-film",
    sku: "pe001",
    priceMin: "45.00",
    priceMax: "55.00",
    imageUrl: "/images/products/stretch-film-roll.svg",
    category: "PE Stretch Film",
    unitOfSale: "per case of 4 rolls",
    quantity: 2,
  },
  {
    id: 2,
    name: "Poly Mailer",
    slug: "poly-mailer",
    sku: "PM-1",
    priceMin: null,
    priceMax: null,
    imageUrl: "https://broken.example/none.png",
    category: "Mailer Bags",
    unitOfSale: "per case of 500",
    quantity: 1,
  },
];

function renderCart(stored: CartItem[]) {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
  return render(
    <CartProvider>
      <CartButton />
      <CartPanel />
    </CartProvider>,
  );
}

async function openCart() {
  await userEvent.click(screen.getByRole("button", { name: /Open cart/ }));
  // The sheet's code loads on the first open.
  return screen.findByRole("dialog", { name: /Shopping Cart/ });
}

beforeEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
});

describe("cart button and panel", () => {
  it("shows the total item count on the badge and in the title", async () => {
    renderCart(items);
    expect(screen.getByRole("button", { name: "Open cart, 3 items" })).toBeInTheDocument();
    expect(screen.getByTestId("cart-count")).toHaveTextContent("3");
    const panel = await openCart();
    expect(within(panel).getByRole("heading", { name: "Shopping Cart (3 items)" })).toBeInTheDocument();
    expect(within(panel).getByText("Total Items").nextSibling).toHaveTextContent("3");
    expect(within(panel).getByText("Final pricing will be provided during order confirmation")).toBeInTheDocument();
  });

  it("lists each item with SKU, category, price text and quantity controls", async () => {
    renderCart(items);
    const panel = await openCart();
    const rows = within(panel).getAllByTestId("cart-item");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText("SKU: pe001")).toBeInTheDocument();
    expect(within(rows[0]).getByText("PE Stretch Film", { selector: "[data-slot=badge]" })).toBeInTheDocument();
    expect(within(rows[0]).getByText("$45.00 - $55.00").closest("p")).toHaveTextContent("$45.00 - $55.00 per case of 4 rolls");
    // "Contact for Price" buys nothing yet: no unit beside it.
    expect(within(rows[1]).getByText("Contact for Price").closest("p")).toHaveTextContent(/^Contact for Price$/);

    await userEvent.click(within(panel).getByRole("button", { name: "Increase quantity of PE Stretch Film" }));
    expect(within(rows[0]).getByTestId("cart-item-quantity")).toHaveValue("3");
    await userEvent.click(within(panel).getByRole("button", { name: "Decrease quantity of Poly Mailer" }));
    expect(within(panel).getAllByTestId("cart-item")).toHaveLength(1);
    expect(within(panel).getByRole("heading", { name: "Shopping Cart (3 items)" })).toBeInTheDocument();
  });

  it("falls back to the placeholder image when an image fails", async () => {
    render(<ImageFallbacks />);
    renderCart(items);
    const panel = await openCart();
    const img = within(panel).getByRole("img", { name: "Poly Mailer" });
    fireEvent.error(img);
    expect(await within(panel).findByRole("img", { name: "Poly Mailer" })).toHaveAttribute("src", "/images/placeholder.svg");
  });

  it("removes an item and clears the cart", async () => {
    renderCart(items);
    const panel = await openCart();
    await userEvent.click(within(panel).getByRole("button", { name: "Remove PE Stretch Film from cart" }));
    expect(toast.success).toHaveBeenLastCalledWith("Removed from Cart", { description: "Item has been removed from your cart." });
    expect(within(panel).getByRole("heading", { name: "Shopping Cart (1 item)" })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Clear Cart" }));
    expect(toast.success).toHaveBeenLastCalledWith("Cart Cleared", { description: "All items have been removed from your cart." });
    expect(within(panel).getByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.queryByTestId("cart-count")).not.toBeInTheDocument();
  });

  it("Request Quote / Checkout closes the panel and opens the quote request form with the cart's items", async () => {
    renderCart(items);
    const panel = await openCart();
    await userEvent.click(within(panel).getByRole("button", { name: "Request Quote / Checkout" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a Quote" });
    expect(within(dialog).getByRole("form", { name: "Request a quote" })).toBeInTheDocument();
    for (const item of items) expect(within(dialog).getByText(item.name)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /Shopping Cart/ })).not.toBeInTheDocument();
  });

  it("empty cart: Continue Shopping closes the panel", async () => {
    renderCart([]);
    expect(screen.getByRole("button", { name: "Open cart, 0 items" })).toBeInTheDocument();
    const panel = await openCart();
    expect(within(panel).getByRole("heading", { name: "Shopping Cart (0 items)" })).toBeInTheDocument();
    expect(within(panel).getByText("Your cart is empty")).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Continue Shopping" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
