import { MONEY_MESSAGE, MONEY_TOO_LARGE_MESSAGE } from "../money";
import { QUANTITY_MESSAGE } from "../quantity";
import { fieldErrors } from "./errors";
import {
  acceptQuoteSchema,
  DATE_MESSAGE,
  declineQuoteSchema,
  priceBreakSchema,
  QUOTE_BREAKS_MAX,
  QUOTE_LINES_MAX,
  QUOTE_UNITS,
  quoteDraftSchema,
  quoteLineSchema,
  quoteMessageSchema,
  VALID_UNTIL_MESSAGE,
} from "./quote";

const TODAY = "2026-06-15";
const schema = quoteDraftSchema(() => TODAY);

const line = { sku: "USSF.0001", name: "Hand Stretch Film 18in", quantity: 120, unit: "case", unitPrice: "45.00" };
const draft = { lines: [line], freight: "150.00", leadTime: "5 business days", validUntil: "2026-07-15", terms: "Net 30" };

const errs = (
  v: unknown,
  s: {
    safeParse(v: unknown): { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
  } = schema,
) => {
  const r = s.safeParse(v);
  return r.success ? {} : fieldErrors(r.error!);
};
const withLine = (overrides: Record<string, unknown>, index = 0) => {
  const lines: Record<string, unknown>[] = [line, line];
  lines[index] = { ...line, ...overrides };
  return { ...draft, lines };
};

describe("quoteDraftSchema", () => {
  it("accepts a draft and normalises it: money as 45.00 text, breaks and note defaulted, text trimmed", () => {
    const out = schema.parse({
      lines: [
        {
          ...line,
          sku: "  USSF.0001 ",
          unitPrice: "$1,234.5",
          breaks: [
            { minQuantity: 500, unitPrice: "39" },
            { minQuantity: 100, unitPrice: 41.5 },
          ],
          note: " cut to size ",
        },
        { sku: "", name: "Substitute film", quantity: 1, unit: "1,000 bags", unitPrice: 0 },
      ],
      freight: "$150",
      leadTime: " 2 weeks ",
      validUntil: " 2026-07-15 ",
    });
    expect(out).toEqual({
      lines: [
        {
          sku: "USSF.0001",
          name: line.name,
          quantity: 120,
          unit: "case",
          unitPrice: "1234.50",
          breaks: [
            { minQuantity: 500, unitPrice: "39.00" },
            { minQuantity: 100, unitPrice: "41.50" },
          ],
          note: "cut to size",
        },
        { sku: "", name: "Substitute film", quantity: 1, unit: "1,000 bags", unitPrice: "0.00", breaks: [], note: "" },
      ],
      freight: "150.00",
      leadTime: "2 weeks",
      validUntil: "2026-07-15",
      terms: "",
    });
  });

  it.each([undefined, null, ""])("reads freight %p as none (FOB, freight collect)", (freight) => {
    expect(schema.parse({ ...draft, freight }).freight).toBeNull();
  });

  it("accepts breaks given as null, and a free-text unit beyond the suggested ones", () => {
    const out = schema.parse(withLine({ breaks: null, unit: "drum" }));
    expect(out.lines[0]).toMatchObject({ breaks: [], unit: "drum" });
  });

  it("accepts today as validUntil, refuses yesterday, and asks for today at each parse (not when the schema is made)", () => {
    expect(schema.safeParse({ ...draft, validUntil: TODAY }).success).toBe(true);
    expect(errs({ ...draft, validUntil: "2026-06-14" })).toEqual({ validUntil: VALID_UNTIL_MESSAGE });
    let today = "2026-06-15";
    const moving = quoteDraftSchema(() => today);
    expect(moving.safeParse({ ...draft, validUntil: "2026-06-15" }).success).toBe(true);
    today = "2026-06-16";
    expect(errs({ ...draft, validUntil: "2026-06-15" }, moving)).toEqual({ validUntil: VALID_UNTIL_MESSAGE });
  });

  it.each([
    ["2026-02-30", DATE_MESSAGE],
    ["2026-7-15", DATE_MESSAGE],
    ["07/15/2026", DATE_MESSAGE],
    ["", DATE_MESSAGE],
    [undefined, DATE_MESSAGE],
    [null, DATE_MESSAGE],
    [20260715, DATE_MESSAGE],
  ])("refuses validUntil %p", (validUntil, message) => {
    expect(errs({ ...draft, validUntil })).toEqual({ validUntil: message });
  });

  it.each([
    ["lines.0.unitPrice", { unitPrice: undefined }, "Enter a unit price"],
    ["lines.0.unitPrice", { unitPrice: "" }, "Enter a unit price"],
    ["lines.0.unitPrice", { unitPrice: "abc" }, MONEY_MESSAGE],
    ["lines.0.unitPrice", { unitPrice: "-1.00" }, MONEY_MESSAGE],
    ["lines.0.unitPrice", { unitPrice: "1.005" }, MONEY_MESSAGE],
    ["lines.0.unitPrice", { unitPrice: "10000000" }, MONEY_TOO_LARGE_MESSAGE],
    ["lines.0.quantity", { quantity: 0 }, QUANTITY_MESSAGE],
    ["lines.0.quantity", { quantity: 100_001 }, QUANTITY_MESSAGE],
    ["lines.0.quantity", { quantity: 1.5 }, QUANTITY_MESSAGE],
    ["lines.0.quantity", { quantity: "12" }, QUANTITY_MESSAGE],
    ["lines.0.name", { name: "  " }, "Item name is required"],
    ["lines.0.name", { name: "x".repeat(201) }, "Item name must be at most 200 characters"],
    ["lines.0.name", { name: "Film\nBcc: x@y.z" }, "Item name must be on one line"],
    ["lines.0.sku", { sku: "A\r\nB" }, "SKU must be on one line"],
    ["lines.0.sku", { sku: "x".repeat(65) }, "SKU must be at most 64 characters"],
    ["lines.0.unit", { unit: "" }, "Unit is required"],
    ["lines.0.unit", { unit: "x".repeat(41) }, "Unit must be at most 40 characters"],
    ["lines.0.note", { note: "x".repeat(501) }, "Note must be at most 500 characters"],
    ["lines.0.breaks.0.unitPrice", { breaks: [{ minQuantity: 100 }] }, "Enter the break's unit price"],
    [
      "lines.0.breaks.1.unitPrice",
      {
        breaks: [
          { minQuantity: 100, unitPrice: "1.00" },
          { minQuantity: 200, unitPrice: "1.2.3" },
        ],
      },
      MONEY_MESSAGE,
    ],
    ["lines.0.breaks.0.minQuantity", { breaks: [{ minQuantity: 0, unitPrice: "1.00" }] }, QUANTITY_MESSAGE],
    ["lines.0.breaks", { breaks: "100 @ 1.00" }, "Breaks must be a list"],
  ])("names %s for a bad line field", (path, overrides, message) => {
    expect(errs(withLine(overrides))).toEqual({ [path]: message });
  });

  it("names the line by its index", () => {
    expect(errs(withLine({ unitPrice: "x" }, 1))).toEqual({ "lines.1.unitPrice": MONEY_MESSAGE });
  });

  it("refuses two breaks with the same minimum quantity", () => {
    const breaks = [
      { minQuantity: 100, unitPrice: "1.00" },
      { minQuantity: 500, unitPrice: "0.90" },
      { minQuantity: 100, unitPrice: "0.95" },
    ];
    expect(errs(withLine({ breaks }))).toEqual({ "lines.0.breaks": "Each break needs its own minimum quantity" });
    expect(errs(withLine({ breaks: breaks.slice(0, 2) }))).toEqual({});
  });

  it(`allows ${QUOTE_BREAKS_MAX} breaks on a line and no more`, () => {
    const breaks = (n: number) => Array.from({ length: n }, (_, i) => ({ minQuantity: (i + 1) * 10, unitPrice: "1.00" }));
    expect(errs(withLine({ breaks: breaks(QUOTE_BREAKS_MAX) }))).toEqual({});
    expect(errs(withLine({ breaks: breaks(QUOTE_BREAKS_MAX + 1) }))).toEqual({
      "lines.0.breaks": `At most ${QUOTE_BREAKS_MAX} quantity breaks per line`,
    });
  });

  it(`needs 1 to ${QUOTE_LINES_MAX} lines`, () => {
    expect(errs({ ...draft, lines: [] })).toEqual({ lines: "Add at least one line" });
    expect(errs({ ...draft, lines: undefined })).toEqual({ lines: "Add at least one line" });
    expect(errs({ ...draft, lines: Array(QUOTE_LINES_MAX).fill(line) })).toEqual({});
    expect(errs({ ...draft, lines: Array(QUOTE_LINES_MAX + 1).fill(line) })).toEqual({
      lines: `A quote can hold at most ${QUOTE_LINES_MAX} lines`,
    });
  });

  it.each([
    ["freight", { freight: "free" }, MONEY_MESSAGE],
    ["freight", { freight: -5 }, MONEY_MESSAGE],
    ["freight", { freight: "10,000,000.00" }, MONEY_TOO_LARGE_MESSAGE],
    ["leadTime", { leadTime: "2 weeks\nthen more" }, "Lead time must be on one line"],
    ["leadTime", { leadTime: "x".repeat(201) }, "Lead time must be at most 200 characters"],
    ["terms", { terms: "x".repeat(2001) }, "Terms must be at most 2000 characters"],
  ])("names %s for a bad quote field", (path, overrides, message) => {
    expect(errs({ ...draft, ...overrides })).toEqual({ [path]: message });
  });

  it("keeps line breaks in terms and notes (they are multi-line)", () => {
    const out = schema.parse({ ...withLine({ note: "Line one\nLine two" }), terms: "Net 30\nFOB origin" });
    expect(out.terms).toBe("Net 30\nFOB origin");
    expect(out.lines[0].note).toBe("Line one\nLine two");
  });

  it("reports every bad field at once", () => {
    const e = errs({
      lines: [
        { ...line, unitPrice: "" },
        { ...line, quantity: 0, breaks: [{ minQuantity: 5, unitPrice: "x" }] },
      ],
      validUntil: "2020-01-01",
      freight: "x",
    });
    expect(Object.keys(e).sort()).toEqual(["freight", "lines.0.unitPrice", "lines.1.breaks.0.unitPrice", "lines.1.quantity", "validUntil"]);
  });
});

describe("quoteLineSchema and priceBreakSchema", () => {
  it("are the draft's own line and break", () => {
    expect(quoteLineSchema.parse(line)).toEqual({ ...line, breaks: [], note: "" });
    expect(priceBreakSchema.parse({ minQuantity: 10, unitPrice: "2" })).toEqual({ minQuantity: 10, unitPrice: "2.00" });
  });

  it("offer the units the editor suggests", () => {
    expect(QUOTE_UNITS).toEqual(expect.arrayContaining(["each", "roll", "case", "box", "pallet", "1,000 bags"]));
    for (const unit of QUOTE_UNITS) expect(quoteLineSchema.safeParse({ ...line, unit }).success).toBe(true);
  });
});

describe("acceptQuoteSchema", () => {
  it("takes a name, an optional PO number and the version being accepted", () => {
    expect(acceptQuoteSchema.parse({ name: " Dana Buyer ", poNumber: " PO-1234 ", version: 2 })).toEqual({
      name: "Dana Buyer",
      poNumber: "PO-1234",
      version: 2,
    });
    expect(acceptQuoteSchema.parse({ name: "Dana", version: 1 })).toEqual({ name: "Dana", poNumber: "", version: 1 });
    expect(acceptQuoteSchema.parse({ name: "Dana", poNumber: null, version: 1 }).poNumber).toBe("");
  });

  it.each([
    ["name", { name: "" }, "Enter your name"],
    ["name", { name: undefined }, "Enter your name"],
    ["name", { name: "Dana\nBcc: x@y.z" }, "Name must be on one line"],
    ["name", { name: "x".repeat(201) }, "Name must be at most 200 characters"],
    ["poNumber", { poNumber: "PO\r\n1" }, "PO number must be on one line"],
    ["poNumber", { poNumber: "x".repeat(101) }, "PO number must be at most 100 characters"],
    ["version", { version: undefined }, "Version must be a whole number"],
    ["version", { version: "2" }, "Version must be a whole number"],
    ["version", { version: 0 }, "Version must be a whole number"],
    ["version", { version: 1.5 }, "Version must be a whole number"],
  ])("names %s", (path, overrides, message) => {
    expect(errs({ name: "Dana", poNumber: "PO-1", version: 1, ...overrides }, acceptQuoteSchema)).toEqual({ [path]: message });
  });
});

describe("declineQuoteSchema", () => {
  it("takes an optional reason", () => {
    expect(declineQuoteSchema.parse({})).toEqual({ reason: "" });
    expect(declineQuoteSchema.parse({ reason: " Found it cheaper\nelsewhere " })).toEqual({ reason: "Found it cheaper\nelsewhere" });
    expect(errs({ reason: "x".repeat(2001) }, declineQuoteSchema)).toEqual({ reason: "Reason must be at most 2000 characters" });
    expect(errs({ reason: 5 }, declineQuoteSchema)).toEqual({ reason: "Must be text" });
  });
});

describe("quoteMessageSchema", () => {
  it("needs a message of at most 5000 characters, line breaks kept", () => {
    expect(quoteMessageSchema.parse({ message: " Can you do 200?\nThanks " })).toEqual({ message: "Can you do 200?\nThanks" });
    expect(errs({ message: "   " }, quoteMessageSchema)).toEqual({ message: "Enter a message" });
    expect(errs({}, quoteMessageSchema)).toEqual({ message: "Enter a message" });
    expect(errs({ message: "x".repeat(5001) }, quoteMessageSchema)).toEqual({ message: "Message must be at most 5000 characters" });
  });
});
