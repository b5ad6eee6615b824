import { fieldErrors } from "./errors";
import { isPhone, quoteRequestSchema, quoteStatusUpdateSchema, US_STATE_CODES, US_STATES } from "./quote-request";

const errs = (v: unknown) => {
  const r = quoteRequestSchema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

const item = { productId: 21, sku: "pe001", name: "PE Stretch Film", quantity: 2 };
const valid = {
  name: "Jane Doe",
  company: "Acme",
  email: "jane@acme.com",
  phone: "(555) 123-4567",
  state: "tx",
  zip: "75001",
  notes: "",
  items: [item],
};

describe("US_STATES", () => {
  it("has the 50 states and DC", () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATE_CODES).size).toBe(51);
    expect(US_STATE_CODES).toContain("DC");
    expect(US_STATES.find((s) => s.code === "NY")?.name).toBe("New York");
  });
});

describe("quoteRequestSchema", () => {
  it("accepts a request; upper-cases the state; strips unknown item keys", () => {
    const out = quoteRequestSchema.parse({ ...valid, items: [{ ...item, priceText: "$1.00", extra: 1 }] });
    expect(out.state).toBe("TX");
    expect(out.items).toEqual([{ ...item, targetPrice: null, substitutesOk: false }]);
    expect(out.company).toBe("Acme");
    expect(quoteRequestSchema.parse({ ...valid, website: "" })).not.toHaveProperty("website");
  });

  it("defaults optional fields", () => {
    const out = quoteRequestSchema.parse({
      ...valid,
      company: undefined,
      notes: undefined,
      items: [{ sku: "x", name: "Y", quantity: 1 }],
    });
    expect(out.company).toBe("");
    expect(out.notes).toBe("");
    expect(out.items[0].productId).toBeNull();
  });

  it("uses the messages", () => {
    expect(errs({ name: "", email: "x", phone: "abc", state: "XX", zip: "1234", items: [] })).toEqual({
      name: "Name is required",
      email: "Please enter a valid email",
      phone: "Enter a valid phone number",
      state: "Select a ship-to state",
      zip: "Enter a valid ZIP code",
      items: "Add at least one item to request a quote",
    });
    expect(errs({ ...valid, items: undefined })).toEqual({ items: "Add at least one item to request a quote" });
  });

  it.each(["75001", "75001-1234", " 75001 "])("accepts ZIP %j", (zip) => {
    expect(errs({ ...valid, zip })).toEqual({});
  });
  it.each(["7500", "750011", "75001-12", "ABCDE", ""])("refuses ZIP %j", (zip) => {
    expect(errs({ ...valid, zip })).toEqual({ zip: "Enter a valid ZIP code" });
  });

  it("checks phone numbers", () => {
    for (const p of ["555-1234", "+1 (555) 123-4567", "555.123.4567"]) expect(isPhone(p)).toBe(true);
    for (const p of ["123456", "--- --- ----", "555-CALL-NOW", "1".repeat(26), ""]) expect(isPhone(p)).toBe(false);
  });

  it("bounds item quantities", () => {
    const message = "Quantity must be a whole number from 1 to 100,000";
    expect(errs({ ...valid, items: [{ ...item, quantity: 0 }] })).toEqual({ "items.0.quantity": message });
    expect(errs({ ...valid, items: [{ ...item, quantity: 100001 }] })).toEqual({ "items.0.quantity": message });
    expect(errs({ ...valid, items: [{ ...item, quantity: 1.5 }] })).toEqual({ "items.0.quantity": message });
    expect(errs({ ...valid, items: [{ ...item, quantity: "3" }] })).toEqual({ "items.0.quantity": message });
    expect(
      errs({
        ...valid,
        items: [
          { ...item, quantity: 1 },
          { ...item, quantity: 100000 },
        ],
      }),
    ).toEqual({});
  });

  it("bounds the number of items to 1..200", () => {
    expect(errs({ ...valid, items: Array.from({ length: 200 }, () => item) })).toEqual({});
    expect(errs({ ...valid, items: Array.from({ length: 201 }, () => item) })).toEqual({
      items: "A quote request can hold at most 200 items",
    });
  });

  it("limits notes and refuses a filled honeypot", () => {
    expect(errs({ ...valid, notes: "n".repeat(5001) })).toEqual({ notes: "Notes must be at most 5000 characters" });
    expect(errs({ ...valid, website: "spam" })).toEqual({ website: "Leave this field empty" });
  });
});

describe("quoteStatusUpdateSchema", () => {
  it("accepts a status, notes or both", () => {
    expect(quoteStatusUpdateSchema.parse({ status: "Won" })).toEqual({ status: "Won" });
    expect(quoteStatusUpdateSchema.parse({ adminNotes: "called" })).toEqual({ adminNotes: "called" });
    expect(quoteStatusUpdateSchema.parse({ status: "Lost", adminNotes: "" })).toEqual({ status: "Lost", adminNotes: "" });
  });
  it("refuses an empty update, an unknown status and long notes", () => {
    expect(fieldErrors(quoteStatusUpdateSchema.safeParse({}).error!)).toEqual({ _root: "Provide a status or admin notes" });
    expect(fieldErrors(quoteStatusUpdateSchema.safeParse({ status: "Done" }).error!)).toEqual({
      status: "Status must be one of New, Contacted, Quoted, Won, Lost",
    });
    expect(fieldErrors(quoteStatusUpdateSchema.safeParse({ adminNotes: "a".repeat(5001) }).error!)).toEqual({
      adminNotes: "Admin notes must be at most 5000 characters",
    });
  });
});
