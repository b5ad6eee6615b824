import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { CartProvider, useCart } from "@/hooks/use-cart";
import { toast } from "@/lib/toast";
import { addDays, todayIn } from "@/lib/dates";
import type { CartItem } from "@/lib/types";
import { QuoteRequestForm, type SubmittedQuote } from "./quote-request-form";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const film: CartItem = {
  id: 1,
  name: "PE Stretch Film",
  slug: "stretch-film",
  sku: "PE-001",
  priceMin: "45.00",
  priceMax: "55.00",
  imageUrl: "/images/products/stretch-film-roll.svg",
  category: "PE Stretch Film",
  unitOfSale: "per case of 4 rolls",
  quantity: 40,
};
const mailer: CartItem = {
  ...film,
  id: 2,
  name: "Poly Mailer",
  slug: "poly-mailer",
  sku: "PM-1",
  priceMin: null,
  priceMax: null,
  unitOfSale: "per case of 500",
  quantity: 3,
};

// jsdom has no Response: the form only reads ok, status and json().
const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });
const fetchMock = jest.fn();
const onSubmitted = jest.fn<void, [SubmittedQuote]>();

/** The form as the dialog uses it: the cart's items, with quantities that really change. */
function Harness({ initial = [film, mailer], catalog }: { initial?: CartItem[]; catalog?: () => Promise<CartItem[] | null> }) {
  const [items, setItems] = useState(initial);
  return (
    <QuoteRequestForm
      items={items}
      unavailable={new Set()}
      onQuantity={(id, quantity) => setItems((all) => all.map((i) => (i.id === id ? { ...i, quantity } : i)))}
      onOptions={(id, options) => setItems((all) => all.map((i) => (i.id === id ? { ...i, ...options } : i)))}
      onRemove={(id) => setItems((all) => all.filter((i) => i.id !== id))}
      checkCatalog={catalog ?? (async () => items)}
      onSubmitted={onSubmitted}
    />
  );
}

async function fillContact() {
  await userEvent.type(screen.getByLabelText("Name"), "Dana Buyer");
  await userEvent.type(screen.getByLabelText("Email"), "dana@acme.example");
  await userEvent.type(screen.getByLabelText("Phone"), "(555) 201-3344");
  // Radix Select keeps a native select for forms; choosing through it is what its popup does.
  fireEvent.change(document.querySelector("select")!, { target: { value: "TX" } });
  await userEvent.type(screen.getByLabelText("Ship-to ZIP"), "75001");
}

const send = () => userEvent.click(screen.getByRole("button", { name: "Send Quote Request" }));
const sentBody = () => JSON.parse(fetchMock.mock.calls[0][1].body);

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("QuoteRequestForm: target price, substitutes and needed-by", () => {
  it("gives each item a target price and a Substitutes OK checkbox named for it, and the request a needed-by date from today", () => {
    render(<Harness />);
    for (const [name, unit] of [
      ["PE Stretch Film", "per case of 4 rolls"],
      ["Poly Mailer", "per case of 500"],
    ]) {
      const price = screen.getByRole("textbox", { name: `Target price for ${name}` });
      expect(price).toHaveValue("");
      // What the target is per, beside the field and in its description.
      expect(price).toHaveAccessibleDescription(`(optional) ${unit}`);
      expect(within(price.closest("li")!).getByText(unit, { selector: "span" })).toBeVisible();
      expect(price).toHaveAttribute("inputmode", "decimal");
      expect(screen.getByRole("checkbox", { name: `Substitutes OK for ${name}` })).not.toBeChecked();
    }
    const neededBy = screen.getByLabelText("Needed by (optional)");
    expect(neededBy).toHaveAttribute("type", "date");
    expect(neededBy).toHaveAttribute("min", todayIn());
  });

  it("sends each item's target price (normalised), its Substitutes OK, and the needed-by date", async () => {
    fetchMock.mockResolvedValue(json(201, { reference: "Q-2026-000042" }));
    render(<Harness />);
    await fillContact();
    await userEvent.type(screen.getByRole("textbox", { name: "Target price for PE Stretch Film" }), "12.5");
    await userEvent.click(screen.getByRole("checkbox", { name: "Substitutes OK for Poly Mailer" }));
    const date = addDays(todayIn(), 10);
    fireEvent.change(screen.getByLabelText("Needed by (optional)"), { target: { value: date } });
    await send();

    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const body = sentBody();
    expect(body.neededBy).toBe(date);
    expect(body.items).toEqual([
      { productId: 1, sku: "PE-001", name: "PE Stretch Film", quantity: 40, targetPrice: "12.50", substitutesOk: false },
      { productId: 2, sku: "PM-1", name: "Poly Mailer", quantity: 3, targetPrice: null, substitutesOk: true },
    ]);
    expect(onSubmitted.mock.calls[0][0]).toMatchObject({
      reference: "Q-2026-000042",
      neededBy: date,
      items: [
        { name: "PE Stretch Film", quantity: 40, unitOfSale: "per case of 4 rolls", targetPrice: "12.50", substitutesOk: false },
        { name: "Poly Mailer", quantity: 3, unitOfSale: "per case of 500", targetPrice: null, substitutesOk: true },
      ],
    });
  });

  it("sends no needed-by date and no target prices when left empty", async () => {
    fetchMock.mockResolvedValue(json(201, { reference: "Q-2026-000043" }));
    render(<Harness initial={[film]} />);
    await fillContact();
    await send();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sentBody().neededBy).toBeNull();
    expect(sentBody().items[0]).toMatchObject({ targetPrice: null, substitutesOk: false });
  });

  it("shows a bad target price under its own field, sends nothing, and follows the correction", async () => {
    render(<Harness />);
    await fillContact();
    const mailerPrice = screen.getByRole("textbox", { name: "Target price for Poly Mailer" });
    await userEvent.type(mailerPrice, "twelve");
    await send();

    const message = await screen.findByText("Enter a price like 45.00");
    expect(mailerPrice).toHaveAttribute("aria-invalid", "true");
    expect(mailerPrice).toHaveAccessibleDescription("(optional) per case of 500 Enter a price like 45.00");
    expect(screen.getByRole("textbox", { name: "Target price for PE Stretch Film" })).not.toHaveAttribute("aria-invalid");
    // Under the mailer's row, and no "Check the quantities" for the list.
    expect(within(message.closest("li")!).getByText("Poly Mailer")).toBeInTheDocument();
    expect(screen.queryByText("Check the quantities")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(mailerPrice);
    await userEvent.type(mailerPrice, "9.99");
    expect(screen.queryByText("Enter a price like 45.00")).not.toBeInTheDocument();
    expect(mailerPrice).not.toHaveAttribute("aria-invalid");
  });

  it("refuses a needed-by date in the past", async () => {
    render(<Harness />);
    await fillContact();
    fireEvent.change(screen.getByLabelText("Needed by (optional)"), { target: { value: addDays(todayIn(), -1) } });
    await send();
    expect(await screen.findByText("Needed by must be today or later")).toBeInTheDocument();
    expect(screen.getByLabelText("Needed by (optional)")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's messages on the right fields: the target price of the item it names, and the needed-by date", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        message: "Please check the form",
        errors: { "items.1.targetPrice": "Price must be at most $9,999,999.99", neededBy: "Needed by must be today or later" },
      }),
    );
    render(<Harness />);
    await fillContact();
    await userEvent.type(screen.getByRole("textbox", { name: "Target price for Poly Mailer" }), "5");
    await send();

    const mailerPrice = screen.getByRole("textbox", { name: "Target price for Poly Mailer" });
    await waitFor(() => expect(mailerPrice).toHaveAttribute("aria-invalid", "true"));
    expect(mailerPrice).toHaveAccessibleDescription("(optional) per case of 500 Price must be at most $9,999,999.99");
    expect(screen.getByRole("textbox", { name: "Target price for PE Stretch Film" })).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Needed by (optional)")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Needed by must be today or later")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Quote request not sent", {
      description: "Check Poly Mailer: the reason is shown next to it.",
    });
    expect(onSubmitted).not.toHaveBeenCalled();
    // Everything entered is kept.
    expect(mailerPrice).toHaveValue("5");
  });

  it("maps the server's item index to the items actually sent, after the catalogue check dropped one", async () => {
    fetchMock.mockResolvedValue(
      json(400, { message: "Please check the form", errors: { "items.0.targetPrice": "Enter a price like 45.00" } }),
    );
    // The check answers that only the mailer is still sold: the server's items.0 is the mailer.
    render(<Harness catalog={async () => [mailer]} />);
    await fillContact();
    await send();
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Target price for Poly Mailer" })).toHaveAttribute("aria-invalid", "true"),
    );
    expect(screen.getByRole("textbox", { name: "Target price for PE Stretch Film" })).not.toHaveAttribute("aria-invalid");
    expect(sentBody().items.map((i: { sku: string }) => i.sku)).toEqual(["PM-1"]);
  });

  it("keeps the options per item while quantities change, and offers none for an item no longer sold", async () => {
    render(
      <QuoteRequestForm
        items={[film, mailer]}
        unavailable={new Set([2])}
        onQuantity={() => {}}
        onOptions={() => {}}
        onRemove={() => {}}
        checkCatalog={async () => [film]}
        onSubmitted={onSubmitted}
      />,
    );
    expect(screen.getByRole("textbox", { name: "Target price for PE Stretch Film" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Target price for Poly Mailer" })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Substitutes OK for Poly Mailer" })).not.toBeInTheDocument();
  });

  it("keeps the target price when the item's quantity changes", async () => {
    render(<Harness />);
    const price = screen.getByRole("textbox", { name: "Target price for PE Stretch Film" });
    await userEvent.type(price, "11.00");
    await userEvent.click(screen.getByRole("checkbox", { name: "Substitutes OK for PE Stretch Film" }));
    await userEvent.click(screen.getByRole("button", { name: "Increase quantity of PE Stretch Film" }));
    expect(screen.getByRole("textbox", { name: "Quantity of PE Stretch Film" })).toHaveValue("41");
    expect(price).toHaveValue("11.00");
    expect(screen.getByRole("checkbox", { name: "Substitutes OK for PE Stretch Film" })).toBeChecked();
  });

  it("reaches the new controls by keyboard, in reading order", async () => {
    render(<Harness initial={[film]} />);
    screen.getByRole("textbox", { name: "Quantity of PE Stretch Film" }).focus();
    await userEvent.tab(); // Increase
    await userEvent.tab();
    expect(screen.getByRole("textbox", { name: "Target price for PE Stretch Film" })).toHaveFocus();
    await userEvent.keyboard("8");
    await userEvent.tab();
    const substitutes = screen.getByRole("checkbox", { name: "Substitutes OK for PE Stretch Film" });
    expect(substitutes).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(substitutes).toBeChecked();
    await userEvent.tab();
    expect(screen.getByLabelText("Name")).toHaveFocus();
  });
});

/** The form as the cart's dialog mounts it: on the cart's own items, through the real cart store. */
function CartForm() {
  const { items, updateQuantity, setQuoteOptions, removeItem, clearCart } = useCart();
  return (
    <QuoteRequestForm
      items={items}
      unavailable={new Set()}
      onQuantity={updateQuantity}
      onOptions={setQuoteOptions}
      onRemove={removeItem}
      checkCatalog={async () => items}
      onSubmitted={(q) => {
        onSubmitted(q);
        clearCart({ silent: true });
      }}
    />
  );
}

/** A toggle standing for the dialog: closing it unmounts the form, as the dialog does. */
function CartWithDialog({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <CartProvider>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        {open ? "Close" : "Open"}
      </button>
      {open && children}
      <StoreItems />
    </CartProvider>
  );
}

function StoreItems() {
  const { addItem, items } = useCart();
  return (
    <>
      <button type="button" onClick={() => [film, mailer].forEach(({ quantity, ...p }) => addItem(p, quantity, { silent: true }))}>
        Fill cart
      </button>
      <output data-testid="count">{items.length}</output>
    </>
  );
}

describe("QuoteRequestForm: target prices and Substitutes OK stay with the cart", () => {
  beforeEach(() => window.localStorage.clear());

  async function typeOptions() {
    await userEvent.click(screen.getByRole("button", { name: "Fill cart" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Target price for PE Stretch Film" }), "11.50");
    await userEvent.click(screen.getByRole("checkbox", { name: "Substitutes OK for Poly Mailer" }));
  }

  const expectKept = () => {
    expect(screen.getByRole("textbox", { name: "Target price for PE Stretch Film" })).toHaveValue("11.50");
    expect(screen.getByRole("textbox", { name: "Target price for Poly Mailer" })).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "Substitutes OK for Poly Mailer" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Substitutes OK for PE Stretch Film" })).not.toBeChecked();
  };

  it("keeps them when the form is closed and opened again, and after a reload", async () => {
    const { unmount } = render(
      <CartWithDialog>
        <CartForm />
      </CartWithDialog>,
    );
    await typeOptions();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("form", { name: "Request a quote" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expectKept();

    // A reload: a new store reads the saved cart.
    unmount();
    render(
      <CartWithDialog>
        <CartForm />
      </CartWithDialog>,
    );
    expectKept();
  });

  it("forgets them once the request is sent", async () => {
    fetchMock.mockResolvedValue(json(201, { reference: "Q-2026-000044" }));
    render(
      <CartWithDialog>
        <CartForm />
      </CartWithDialog>,
    );
    await typeOptions();
    await fillContact();
    await send();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sentBody().items).toEqual([
      expect.objectContaining({ sku: "PE-001", targetPrice: "11.50", substitutesOk: false }),
      expect.objectContaining({ sku: "PM-1", targetPrice: null, substitutesOk: true }),
    ]);
    await waitFor(() => expect(screen.getByTestId("count")).toHaveTextContent("0"));
    await userEvent.click(screen.getByRole("button", { name: "Fill cart" }));
    expect(screen.getByRole("textbox", { name: "Target price for PE Stretch Film" })).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "Substitutes OK for Poly Mailer" })).not.toBeChecked();
  });
});
