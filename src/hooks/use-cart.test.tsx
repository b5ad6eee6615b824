import { act, renderHook } from "@testing-library/react";
import { useLayoutEffect, type ReactNode } from "react";
import { toast } from "@/lib/toast";
import { CART_STORAGE_KEY, CartProvider, parseStoredCart, useCart, type CartProduct } from "./use-cart";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const film: CartProduct = {
  id: 1,
  name: "PE Stretch Film",
  slug: "stretch-film",
  sku: "pe001",
  priceMin: "45.00",
  priceMax: "55.00",
  imageUrl: "/images/products/stretch-film-roll.svg",
  category: "PE Stretch Film",
  unitOfSale: "per case of 4 rolls",
};
const mailer: CartProduct = { ...film, id: 2, name: "Poly Mailer", slug: "poly-mailer", sku: "PM-1", priceMin: null, priceMax: null };

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
const stored = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "null");

beforeEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
});

describe("useCart", () => {
  it("adds a new product with quantity 1 by default and toasts", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.hydrated).toBe(true);
    act(() => result.current.addItem(film));
    expect(result.current.items).toEqual([{ ...film, quantity: 1 }]);
    expect(result.current.totalItems).toBe(1);
    expect(toast.success).toHaveBeenCalledWith("Added to Cart", { description: "PE Stretch Film has been added to your cart." });
  });

  it("increases the quantity of a product already in the cart and appends others", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(film, 2));
    act(() => result.current.addItem(mailer));
    act(() => result.current.addItem(film, 3));
    expect(result.current.items.map((i) => [i.id, i.quantity])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    expect(result.current.totalItems).toBe(6);
  });

  it("says so when an add would pass 100,000 in one line, even a silent add", async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(film, 99_990));
    act(() => result.current.addItem(film, 25, { silent: true }));
    expect(result.current.items[0].quantity).toBe(100_000);
    await act(async () => {});
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith("Quantity limited to 100,000", {
      description: "PE Stretch Film: 100,015 asked for in all; a cart line holds at most 100,000, so it now has 100,000.",
    });
  });

  it("keeps an item's target price and Substitutes OK in the saved cart, and drops them with the item", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(film, 2));
    act(() => result.current.addItem(mailer));
    act(() => result.current.setQuoteOptions(1, { targetPrice: "12.5", substitutesOk: true }));
    expect(result.current.items[0]).toMatchObject({ targetPrice: "12.5", substitutesOk: true, quantity: 2 });
    expect(stored()[0]).toMatchObject({ targetPrice: "12.5", substitutesOk: true });
    expect(parseStoredCart(JSON.stringify(stored()))[0]).toMatchObject({ targetPrice: "12.5", substitutesOk: true });
    act(() => result.current.clearCart());
    act(() => result.current.addItem(film, 2));
    expect(result.current.items[0].targetPrice).toBeUndefined();
    expect(result.current.items[0].substitutesOk).toBeUndefined();
  });

  it("sets quantities and removes an item at 0 or less", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(film));
    act(() => result.current.addItem(mailer));
    act(() => result.current.updateQuantity(1, 7));
    expect(result.current.items[0].quantity).toBe(7);
    act(() => result.current.updateQuantity(2, 0));
    expect(result.current.items.map((i) => i.id)).toEqual([1]);
    act(() => result.current.updateQuantity(1, -3));
    expect(result.current.items).toEqual([]);
  });

  it("removes and clears with their toasts", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(film));
    act(() => result.current.addItem(mailer));
    act(() => result.current.removeItem(1));
    expect(toast.success).toHaveBeenLastCalledWith("Removed from Cart", { description: "Item has been removed from your cart." });
    expect(result.current.items.map((i) => i.id)).toEqual([2]);
    act(() => result.current.clearCart());
    expect(result.current.items).toEqual([]);
    expect(result.current.totalItems).toBe(0);
    expect(toast.success).toHaveBeenLastCalledWith("Cart Cleared", { description: "All items have been removed from your cart." });
  });

  it("Clear Cart can be undone: the items come back next to any added since", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.undoClear).toBeNull();
    act(() => result.current.addItem(film, 3));
    act(() => result.current.clearCart());
    act(() => result.current.addItem(mailer));
    act(() => result.current.undoClear!());
    expect(result.current.items).toEqual([
      { ...film, quantity: 3 },
      { ...mailer, quantity: 1 },
    ]);
    expect(stored()).toEqual([
      { ...film, quantity: 3 },
      { ...mailer, quantity: 1 },
    ]);
    expect(result.current.undoClear).toBeNull();

    // Nothing to undo after a silent clear (a sent quote request), nor once the cart is closed.
    act(() => result.current.clearCart({ silent: true }));
    expect(result.current.undoClear).toBeNull();
    act(() => result.current.addItem(film));
    act(() => result.current.clearCart());
    act(() => result.current.setOpen(false));
    expect(result.current.undoClear).toBeNull();
  });

  it("keeps quantities at 100,000 at most, however they are reached", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(film, 99_990));
    act(() => result.current.addItem(film, 40));
    expect(result.current.items[0].quantity).toBe(100_000);
    act(() => result.current.updateQuantity(1, 250_000));
    expect(result.current.items[0].quantity).toBe(100_000);
  });

  it("takes the catalogue's check: refreshed items keep their quantity, missing ones are marked, and two rows for one product become one", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(film, 2));
    act(() => result.current.addItem({ ...mailer, id: 101 }, 5));
    act(() => result.current.addItem({ ...mailer, id: 102, sku: "GONE-1", name: "Gone" }, 1));
    act(() => result.current.addItem(mailer, 1));
    const renamed = { ...mailer, name: "Mailer (renamed)", priceMin: "1.00", priceMax: "2.00" };
    act(() =>
      result.current.applyCatalogCheck(
        new Map([
          [1, film],
          [101, renamed],
          [2, renamed],
        ]),
        new Set([102]),
      ),
    );
    expect(result.current.items).toEqual([
      { ...film, quantity: 2 },
      { ...renamed, quantity: 6 },
      { ...mailer, id: 102, sku: "GONE-1", name: "Gone", quantity: 1 },
    ]);
    expect([...result.current.unavailable]).toEqual([102]);
  });

  it("clears silently when asked", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(film));
    jest.clearAllMocks();
    act(() => result.current.clearCart({ silent: true }));
    expect(result.current.items).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("saves to local storage and restores on the next load", () => {
    const first = renderHook(() => useCart(), { wrapper });
    act(() => first.result.current.addItem(film, 4));
    expect(stored()).toEqual([{ ...film, quantity: 4 }]);
    first.unmount();
    const second = renderHook(() => useCart(), { wrapper });
    expect(second.result.current.items).toEqual([{ ...film, quantity: 4 }]);
    expect(second.result.current.totalItems).toBe(4);
  });

  it("does not overwrite the stored cart just by loading it", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem");
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...film, quantity: 2 }]));
    setItem.mockClear();
    renderHook(() => useCart(), { wrapper });
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });

  it("only warns when storage cannot be read or written", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    window.localStorage.setItem(CART_STORAGE_KEY, "{not json");
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.items).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    act(() => result.current.addItem(film));
    expect(result.current.items).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(2);
    setItem.mockRestore();
    warn.mockRestore();
  });

  it("saves an item added in the same instant the stored cart is read", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...mailer, quantity: 3 }]));
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY }));
      result.current.addItem(film, 1, { silent: true });
    });
    expect(result.current.items.map((i) => [i.id, i.quantity])).toEqual([
      [mailer.id, 3],
      [film.id, 1],
    ]);
    const stored = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!) as { id: number; quantity: number }[];
    expect(stored.map((i) => [i.id, i.quantity])).toEqual([
      [mailer.id, 3],
      [film.id, 1],
    ]);
  });

  it("adds what was pressed before the stored cart was read to it, rather than losing it", () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...film, quantity: 2 }]));
    // A child's layout effect runs before the provider's effect reads storage: a press replayed that early.
    function EarlyPress() {
      const { addItem } = useCart();
      useLayoutEffect(() => {
        addItem(film, 1, { silent: true });
        addItem(mailer, 5, { silent: true });
      }, [addItem]);
      return null;
    }
    const early = ({ children }: { children: ReactNode }) => (
      <CartProvider>
        <EarlyPress />
        {children}
      </CartProvider>
    );
    const { result } = renderHook(() => useCart(), { wrapper: early });
    expect(result.current.items.map((i) => [i.id, i.quantity])).toEqual([
      [film.id, 3],
      [mailer.id, 5],
    ]);
    expect(stored().map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([
      [film.id, 3],
      [mailer.id, 5],
    ]);
  });

  it("follows changes made in another tab", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...mailer, quantity: 3 }]));
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY }));
    });
    expect(result.current.items).toEqual([{ ...mailer, quantity: 3 }]);
  });

  it("opens and closes the panel", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.setOpen(true));
    expect(result.current.isOpen).toBe(true);
  });

  it("throws a clear error outside the provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useCart())).toThrow(/CartProvider/);
    jest.mocked(console.error).mockRestore();
  });
});

describe("parseStoredCart", () => {
  it("keeps well-formed items and drops the rest", () => {
    const raw = JSON.stringify([
      { ...film, quantity: 2 },
      { ...mailer, quantity: 0 },
      { ...mailer, id: "3", quantity: 1 },
      { name: "no id", quantity: 1 },
      { ...film, quantity: 9 },
      null,
      { ...mailer, id: 4, quantity: 2.7, priceMin: undefined, priceMax: undefined },
    ]);
    expect(parseStoredCart(raw)).toEqual([
      { ...film, quantity: 2 },
      { ...mailer, id: 4, quantity: 2, priceMin: null, priceMax: null },
    ]);
  });

  it("keeps a cart saved before units of sale existed, with no unit", () => {
    const { unitOfSale: _unit, ...older } = film;
    void _unit;
    expect(parseStoredCart(JSON.stringify([{ ...older, quantity: 1 }]))).toEqual([{ ...film, unitOfSale: "", quantity: 1 }]);
  });

  it("reads nothing from empty or non-list storage", () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart("{}")).toEqual([]);
  });
});
