import { act, renderHook } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { COMPARE_STORAGE_KEY } from "@/lib/compare-selection";
import { useCompare } from "./use-compare";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const stored = () => JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? "null");

beforeEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
});

describe("useCompare", () => {
  it("toggles SKUs in and out (case-insensitively) and stores them", () => {
    const { result } = renderHook(() => useCompare());
    act(() => void result.current.toggle("SF-2002"));
    act(() => void result.current.toggle("SF-2003"));
    expect(result.current.skus).toEqual(["SF-2002", "SF-2003"]);
    expect(result.current.has("sf-2002")).toBe(true);
    expect(stored()).toEqual(["SF-2002", "SF-2003"]);
    act(() => void result.current.toggle("sf-2002"));
    expect(result.current.skus).toEqual(["SF-2003"]);
  });

  it("refuses a fifth SKU with a toast and leaves the four", () => {
    const { result } = renderHook(() => useCompare());
    for (const s of ["A", "B", "C", "D"]) act(() => void result.current.toggle(s));
    let added = true;
    act(() => void (added = result.current.toggle("E")));
    expect(added).toBe(false);
    expect(toast.error).toHaveBeenCalledWith("You can compare up to 4 products");
    expect(result.current.skus).toEqual(["A", "B", "C", "D"]);
  });

  it("is shared by every user of the hook in the tab, and clear empties storage", () => {
    const a = renderHook(() => useCompare());
    const b = renderHook(() => useCompare());
    act(() => void a.result.current.toggle("A"));
    expect(b.result.current.skus).toEqual(["A"]);
    act(() => b.result.current.clear());
    expect(a.result.current.skus).toEqual([]);
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it("follows another tab's change through the storage event", () => {
    const { result } = renderHook(() => useCompare());
    act(() => {
      window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(["X-1", "X-2"]));
      window.dispatchEvent(new StorageEvent("storage", { key: COMPARE_STORAGE_KEY }));
    });
    expect(result.current.skus).toEqual(["X-1", "X-2"]);
  });

  it("removes one SKU", () => {
    const { result } = renderHook(() => useCompare());
    act(() => result.current.set(["A", "B", "C"]));
    act(() => result.current.remove("b"));
    expect(result.current.skus).toEqual(["A", "C"]);
  });
});
