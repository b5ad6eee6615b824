import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { CartProvider, useCart } from "@/hooks/use-cart";
import { notInCatalogueText, RequestAgainButton } from "./request-again-button";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  jest.clearAllMocks();
  window.localStorage.clear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });
const product = (id: number, sku: string, name: string) => ({
  id,
  sku,
  name,
  slug: `p-${id}`,
  priceMin: "10.00",
  priceMax: "12.00",
  imageUrl: "/x.svg",
  category: "Film",
  unitOfSale: "per roll",
});

/** Shows what the cart holds and whether it is open. */
function CartProbe() {
  const { items, isOpen } = useCart();
  return (
    <output data-testid="cart" data-open={String(isOpen)}>
      {items.map((i) => `${i.sku}×${i.quantity}`).join(",")}
    </output>
  );
}

function renderButton(lines: { sku: string; name: string; quantity: number }[]) {
  render(
    <CartProvider>
      <RequestAgainButton lines={lines} />
      <CartProbe />
    </CartProvider>,
  );
}

describe("RequestAgainButton", () => {
  it("looks the SKUs up once, puts each line in the cart with its quantity, names the lines not in the catalogue, and opens the cart", async () => {
    fetchMock.mockResolvedValue(json(200, { items: [product(7, "SF-80", "PE Stretch Film"), product(9, "PM-1", "Poly Mailer")] }));
    renderButton([
      { sku: "sf-80", name: "Stretch Film 80 ga", quantity: 120 },
      { sku: "PM-1", name: "Poly Mailer", quantity: 500 },
      { sku: "", name: "Custom printed mailer", quantity: 1000 },
      { sku: "XX-9", name: "Special liner", quantity: 3 },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Request again" }));
    await waitFor(() => expect(screen.getByTestId("cart")).toHaveAttribute("data-open", "true"));
    expect(screen.getByTestId("cart")).toHaveTextContent("SF-80×120,PM-1×500");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(fetchMock.mock.calls[0][0], "http://x");
    expect(url.pathname).toBe("/api/cart-items");
    expect(url.searchParams.getAll("sku")).toEqual(["sf-80", "pm-1", "xx-9"]);
    expect(toast.error).toHaveBeenCalledWith("2 lines are not in the catalogue: Custom printed mailer, Special liner", expect.anything());
    // One toast for the lines added, not one per line.
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith("Added to Cart", { description: "2 lines of this quote are in your cart." });
  });

  it("adds to what the cart already holds", async () => {
    window.localStorage.setItem("usplastic-cart", JSON.stringify([{ ...product(7, "SF-80", "PE Stretch Film"), quantity: 5 }]));
    fetchMock.mockResolvedValue(json(200, { items: [product(7, "SF-80", "PE Stretch Film")] }));
    renderButton([{ sku: "SF-80", name: "Stretch Film 80 ga", quantity: 10 }]);
    await waitFor(() => expect(screen.getByTestId("cart")).toHaveTextContent("SF-80×5"));
    await userEvent.click(screen.getByRole("button", { name: "Request again" }));
    await waitFor(() => expect(screen.getByTestId("cart")).toHaveTextContent("SF-80×15"));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("leaves the cart closed when no line is in the catalogue, and asks nothing for lines without a SKU", async () => {
    renderButton([{ sku: " ", name: "Custom printed mailer", quantity: 1000 }]);
    await userEvent.click(screen.getByRole("button", { name: "Request again" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("1 line is not in the catalogue: Custom printed mailer", {
        description: "Nothing was added to your cart.",
      }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId("cart")).toHaveAttribute("data-open", "false");
    expect(screen.getByTestId("cart")).toHaveTextContent("");
  });

  it("says so when the catalogue cannot be reached, and adds nothing", async () => {
    fetchMock.mockResolvedValue(json(500, { message: "Internal server error" }));
    renderButton([{ sku: "SF-80", name: "Stretch Film 80 ga", quantity: 10 }]);
    await userEvent.click(screen.getByRole("button", { name: "Request again" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Could not fill your cart", { description: "Please try again." }));
    expect(screen.getByTestId("cart")).toHaveAttribute("data-open", "false");
    expect(screen.getByRole("button", { name: "Request again" })).toBeEnabled();
  });

  it("counts the lines in its message", () => {
    expect(notInCatalogueText(["A"])).toBe("1 line is not in the catalogue: A");
    expect(notInCatalogueText(["A", "B"])).toBe("2 lines are not in the catalogue: A, B");
  });
});
