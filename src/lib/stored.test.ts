import { parseStored, readStored, removeStored, storedText, writeStored } from "./stored";

const numbers = (v: unknown) => (Array.isArray(v) && v.every((n) => typeof n === "number") ? (v as number[]) : null);

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

test("writes JSON and reads it back through the reader's check", () => {
  expect(writeStored("k", [1, 2])).toBe(true);
  expect(storedText("k")).toBe("[1,2]");
  expect(readStored("k", numbers)).toEqual([1, 2]);
  removeStored("k");
  expect(storedText("k")).toBeNull();
  expect(readStored("k", numbers)).toBeNull();
});

test("a wrong shape, broken JSON or nothing stored reads as null", () => {
  window.localStorage.setItem("k", '["a"]');
  expect(readStored("k", numbers)).toBeNull();
  window.localStorage.setItem("k", "{broken");
  expect(readStored("k", numbers)).toBeNull();
  expect(parseStored(null, numbers)).toBeNull();
  expect(parseStored("[3]", numbers)).toEqual([3]);
});

test("blocked or full storage never throws: reads are null, writes say false", () => {
  const blocked = () => {
    throw new DOMException("blocked", "SecurityError");
  };
  jest.spyOn(Storage.prototype, "getItem").mockImplementation(blocked);
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(blocked);
  jest.spyOn(Storage.prototype, "removeItem").mockImplementation(blocked);
  expect(storedText("k")).toBeNull();
  expect(readStored("k", numbers)).toBeNull();
  expect(writeStored("k", [1])).toBe(false);
  expect(() => removeStored("k")).not.toThrow();
});
