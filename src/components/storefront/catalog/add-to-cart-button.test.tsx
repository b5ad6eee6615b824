import { act, fireEvent } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { CART_STORAGE_KEY, CartProvider } from "@/hooks/use-cart";
import { AddToCartButton } from "./add-to-cart-button";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const item = {
  id: 7,
  name: "White Poly Mailer 10 x 13 in",
  slug: "white-poly-mailer-10x13",
  sku: "PMB-1001",
  priceMin: "48.00",
  priceMax: "62.00",
  imageUrl: "/images/products/poly-mailer-white.svg",
  category: "Mailer Bags",
  unitOfSale: "per case",
};

const ui = (
  <CartProvider>
    <AddToCartButton item={item} />
  </CartProvider>
);

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  document.body.innerHTML = "";
});

/** The server's HTML, a quantity typed into it before the scripts run, then hydration. */
async function typeThenHydrate(typed: string) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const field = container.querySelector<HTMLInputElement>("input")!;
  field.value = typed;
  await act(async () => {
    hydrateRoot(container, ui);
  });
  return { container, field };
}

const storedQuantity = () => (JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "[]") as { quantity: number }[])[0]?.quantity;

test("a quantity typed before the page's scripts ran is kept through hydration and is what Add to Cart adds", async () => {
  const { container, field } = await typeThenHydrate("12");
  expect(field.value).toBe("12");
  await act(async () => {
    fireEvent.click(container.querySelector("button")!);
  });
  expect(storedQuantity()).toBe(12);
  expect(field.value).toBe("1");
});

test("with nothing typed, Add to Cart adds one", async () => {
  const { container } = await typeThenHydrate("1");
  await act(async () => {
    fireEvent.click(container.querySelector("button")!);
  });
  expect(storedQuantity()).toBe(1);
});
