import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { CART_STORAGE_KEY, CartProvider, useCart } from "@/hooks/use-cart";
import { QUANTITY_MESSAGE } from "@/lib/quantity";
import { QUICK_ORDER_BYTES_MESSAGE } from "@/lib/quick-order";
import { QuickOrder } from "./quick-order";

jest.mock("@/lib/toast", () => ({
  toast: { success: jest.fn(), error: jest.fn() },
  toastPlacement: jest.requireActual("@/lib/toast").toastPlacement,
}));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
  jest.clearAllMocks();
});

// jsdom has no Response: the page reads ok, status and json() only.
const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

const item = (id: number, sku: string, name: string) => ({
  id,
  sku,
  name,
  slug: name.toLowerCase().replace(/\W+/g, "-"),
  priceMin: "10.00",
  priceMax: null,
  imageUrl: "/x.svg",
  category: "Stretch Film",
  unitOfSale: "",
});
const film = item(1, "SF-2002", "Hand Film 18in");
const mailer = item(2, "PM-1001", "Poly Mailer 10x13");

function CartState() {
  const { items, isOpen } = useCart();
  return <output data-testid="cart">{JSON.stringify({ open: isOpen, items: items.map((i) => [i.sku, i.quantity]) })}</output>;
}
const cart = () => JSON.parse(screen.getByTestId("cart").textContent!);

function renderPage() {
  render(
    <CartProvider>
      <QuickOrder />
      <CartState />
    </CartProvider>,
  );
}

const list = () => screen.getByLabelText("Paste SKUs and quantities");
const lines = () => screen.getAllByTestId("quick-order-line");

async function matchList(text: string) {
  await userEvent.click(list());
  fireEvent.change(list(), { target: { value: text } });
  await userEvent.click(screen.getByRole("button", { name: "Match" }));
  await screen.findByRole("heading", { name: "Results" });
}

describe("QuickOrder", () => {
  it("matches the list, shows each line, and adds the matched ones to the cart with their quantities at once", async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        lines: [
          { input: "sf2002 3", status: "matched", sku: "SF-2002", productId: 1, name: film.name, quantity: 3, item: film },
          { input: "NOPE 2", status: "unknown", quantity: 2 },
          { input: "5 x PM-1001", status: "matched", sku: "PM-1001", productId: 2, name: mailer.name, quantity: 5, item: mailer },
        ],
      }),
    );
    renderPage();
    await matchList("sf2002 3\nNOPE 2\n5 x PM-1001");
    expect(fetchMock).toHaveBeenCalledWith("/api/quick-order/match", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ text: "sf2002 3\nNOPE 2\n5 x PM-1001" });

    expect(lines().map((l) => l.dataset.status)).toEqual(["matched", "unknown", "matched"]);
    expect(within(lines()[0]).getByRole("link", { name: film.name })).toHaveAttribute("href", `/products/${film.slug}`);
    expect(within(lines()[1]).getByText("No product has this SKU.")).toBeInTheDocument();
    expect(screen.getByText("2 lines matched, 1 line needs attention.")).toBeInTheDocument();

    const quantity = screen.getByLabelText(`Quantity of ${mailer.name}`);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "12");
    await userEvent.click(screen.getByRole("button", { name: "Add all to cart" }));
    expect(cart()).toEqual({
      open: true,
      items: [
        ["SF-2002", 3],
        ["PM-1001", 12],
      ],
    });
    // One toast for the whole list, not one per line.
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith("Added to Cart", { description: "2 lines have been added to your cart." });
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toHaveLength(2);
  });

  it("adds nothing while a matched line's quantity is bad, and says which", async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        lines: [
          {
            input: "SF-2002, 0",
            status: "matched",
            sku: "SF-2002",
            productId: 1,
            name: film.name,
            quantity: null,
            error: QUANTITY_MESSAGE,
            item: film,
          },
        ],
      }),
    );
    renderPage();
    await matchList("SF-2002, 0");
    expect(screen.getByRole("alert")).toHaveTextContent(QUANTITY_MESSAGE);
    await userEvent.click(screen.getByRole("button", { name: "Add all to cart" }));
    expect(cart().items).toEqual([]);
    expect(toast.error).toHaveBeenCalledWith("Check the quantities", expect.anything());
    expect(screen.getByLabelText(`Quantity of ${film.name}`)).toHaveFocus();
  });

  it("shows a matched line's price with its unit of sale, and a refused quantity as written, beside its message", async () => {
    const priced = { ...film, priceMin: "45.00", priceMax: "55.00", unitOfSale: "per case of 4 rolls" };
    fetchMock.mockResolvedValueOnce(
      json(200, {
        lines: [
          {
            input: "SF-2002 -2",
            status: "matched",
            sku: "SF-2002",
            productId: 1,
            name: film.name,
            quantity: null,
            quantityText: "-2",
            error: QUANTITY_MESSAGE,
            item: priced,
          },
          {
            input: "PM-1001 4",
            status: "matched",
            sku: "PM-1001",
            productId: 2,
            name: mailer.name,
            quantity: 4,
            item: { ...mailer, priceMin: null },
          },
        ],
      }),
    );
    renderPage();
    await matchList("SF-2002 -2\nPM-1001 4");
    expect(within(lines()[0]).getByText("$45.00 - $55.00 per case of 4 rolls")).toBeInTheDocument();
    expect(within(lines()[1]).getByText("Contact for Price")).toBeInTheDocument();
    const quantity = within(lines()[0]).getByLabelText(`Quantity of ${film.name}`);
    expect(quantity).toHaveValue("-2");
    expect(quantity).toHaveAccessibleDescription(QUANTITY_MESSAGE);
  });

  it("turns an unknown line into the suggestion picked", async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(200, { lines: [{ input: "SF-2092 4", status: "unknown", quantity: 4, suggestions: [{ sku: "SF-2002", name: film.name }] }] }),
      )
      .mockResolvedValueOnce(json(200, { items: [film] }));
    renderPage();
    await matchList("SF-2092 4");
    expect(screen.getByRole("button", { name: "Add all to cart" })).toBeDisabled();
    await userEvent.click(within(screen.getByRole("list", { name: "Suggestions for SF-2092 4" })).getByRole("button", { name: /SF-2002/ }));
    await waitFor(() => expect(lines()[0].dataset.status).toBe("matched"));
    expect(fetchMock.mock.lastCall?.[0]).toBe("/api/cart-items?sku=SF-2002");
    expect(screen.getByLabelText(`Quantity of ${film.name}`)).toHaveValue("4");
    await userEvent.click(screen.getByRole("button", { name: "Add all to cart" }));
    expect(cart().items).toEqual([["SF-2002", 4]]);
  });

  it("shows the server's reason when the list is refused", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { message: "text: too many", errors: { text: "At most 500 lines can be matched at once" } }));
    renderPage();
    fireEvent.change(list(), { target: { value: "a\nb" } });
    await userEvent.click(screen.getByRole("button", { name: "Match" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("At most 500 lines can be matched at once");
    expect(list()).toHaveAttribute("aria-invalid", "true");
  });

  it("reads an uploaded CSV into the list, and refuses one over 100 KB", async () => {
    renderPage();
    const input = screen.getByTestId("quick-order-file") as HTMLInputElement;
    await userEvent.upload(input, new File(["sku,quantity\nSF-2002,3\n"], "order.csv", { type: "text/csv" }));
    await waitFor(() => expect(list()).toHaveValue("sku,quantity\nSF-2002,3\n"));
    await userEvent.upload(input, new File(["x".repeat(100 * 1024 + 1)], "big.csv", { type: "text/csv" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(QUICK_ORDER_BYTES_MESSAGE);
    expect(list()).toHaveValue("sku,quantity\nSF-2002,3\n");
  });

  it("matches with Ctrl+Enter from the list, and not at all when it is blank", async () => {
    renderPage();
    expect(screen.getByRole("button", { name: "Match" })).toBeDisabled();
    fetchMock.mockResolvedValueOnce(json(200, { lines: [] }));
    await userEvent.type(list(), "SF-2002{Control>}{Enter}{/Control}");
    await screen.findByText("The list has no lines.");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
