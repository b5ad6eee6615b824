import * as z from "zod/mini";
import { readStored, removeStored, writeStored } from "./stored";

const KEY = "stored-test";
const point = z.object({ x: z.number(), y: z.catch(z.number(), 0) });

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe("readStored", () => {
  it("gives back what writeStored stored, through the schema", () => {
    writeStored(KEY, { x: 1, y: "two", extra: true });
    expect(window.localStorage.getItem(KEY)).toBe('{"x":1,"y":"two","extra":true}');
    expect(readStored(KEY, point)).toEqual({ x: 1, y: 0 });
  });

  it("is null when nothing is stored or the stored JSON has another shape", () => {
    const onUnreadable = jest.fn();
    expect(readStored(KEY, point, onUnreadable)).toBeNull();
    window.localStorage.setItem(KEY, "");
    expect(readStored(KEY, point, onUnreadable)).toBeNull();
    window.localStorage.setItem(KEY, '{"x":"1"}');
    expect(readStored(KEY, point, onUnreadable)).toBeNull();
    window.localStorage.setItem(KEY, "[1,2]");
    expect(readStored(KEY, point, onUnreadable)).toBeNull();
    expect(onUnreadable).not.toHaveBeenCalled();
  });

  it("is null for broken JSON and blocked storage, handing the error to onUnreadable", () => {
    const onUnreadable = jest.fn();
    window.localStorage.setItem(KEY, "{broken");
    expect(readStored(KEY, point, onUnreadable)).toBeNull();
    expect(onUnreadable).toHaveBeenLastCalledWith(expect.any(SyntaxError));
    const blocked = new DOMException("The operation is insecure.", "SecurityError");
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw blocked;
    });
    expect(readStored(KEY, point, onUnreadable)).toBeNull();
    expect(onUnreadable).toHaveBeenLastCalledWith(blocked);
    expect(readStored(KEY, point)).toBeNull();
  });
});

describe("writeStored and removeStored", () => {
  it("hand a refused write to onError, never throw, and remove what was stored", () => {
    const full = new DOMException("Quota exceeded", "QuotaExceededError");
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw full;
    });
    const onError = jest.fn();
    expect(() => writeStored(KEY, [1], onError)).not.toThrow();
    expect(onError).toHaveBeenCalledWith(full);
    expect(() => writeStored(KEY, [1])).not.toThrow();
    setItem.mockRestore();

    writeStored(KEY, [1]);
    removeStored(KEY);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    jest.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw full;
    });
    expect(() => removeStored(KEY)).not.toThrow();
  });
});
