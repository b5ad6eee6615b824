import { QUANTITY_MESSAGE } from "@/lib/quantity";
import type { QuoteDraft } from "@/lib/types";
import { draftResolver } from "./draft-resolver";
import { draftPayload, editorValues, emptyLine, fieldPaths, liveTotals, type EditorValues } from "./editor-values";

const values = (over: Partial<EditorValues> = {}): EditorValues => ({
  lines: [{ sku: "PMB-1001", name: "Mailer", quantity: "12", unit: "case", unitPrice: "52.00", breaks: [], note: "" }],
  freight: "",
  leadTime: "",
  validUntil: "2999-01-01",
  terms: "",
  ...over,
});

describe("liveTotals", () => {
  it("prices each line at the highest break its quantity reaches, in exact cents", () => {
    const v = values({
      lines: [
        {
          ...values().lines[0],
          breaks: [
            { minQuantity: "10", unitPrice: "49.50" },
            { minQuantity: "20", unitPrice: "45" },
          ],
        },
        { sku: "", name: "Substitute", quantity: "3", unit: "each", unitPrice: "0.10", breaks: [], note: "" },
      ],
      freight: "85",
    });
    expect(liveTotals(v)).toMatchObject({
      lines: ["594.00", "0.30"],
      subtotal: "594.30",
      total: "679.30",
      freight: { ok: true, value: "85.00" },
    });
  });

  it("adds no freight when it is empty (FOB, freight collect)", () => {
    expect(liveTotals(values())).toMatchObject({ subtotal: "624.00", total: "624.00", freight: { ok: true, value: null } });
  });

  it("reads prices as a person types them (commas, a dollar sign, one decimal)", () => {
    const v = values({ lines: [{ ...values().lines[0], quantity: " 3 ", unitPrice: "$1,234.5" }] });
    expect(liveTotals(v).lines).toEqual(["3703.50"]);
  });

  it.each([
    ["a price in letters", { unitPrice: "abc" }],
    ["an empty price", { unitPrice: "" }],
    ["three decimals", { unitPrice: "1.005" }],
    ["a fractional quantity", { quantity: "1.5" }],
    ["a zero quantity", { quantity: "0" }],
    ["an incomplete break", { breaks: [{ minQuantity: "10", unitPrice: "" }] }],
  ])("shows no line total, subtotal or total for %s", (_, line) => {
    const v = values({ lines: [{ ...values().lines[0], ...line }, values().lines[0]] });
    const t = liveTotals(v);
    expect(t.lines).toEqual([null, "624.00"]);
    expect(t.subtotal).toBeNull();
    expect(t.total).toBeNull();
  });

  it("shows the subtotal but no total while the freight does not parse", () => {
    const t = liveTotals(values({ freight: "12.345" }));
    expect(t.subtotal).toBe("624.00");
    expect(t.total).toBeNull();
    expect(t.freight.ok).toBe(false);
  });
});

describe("editorValues / draftPayload", () => {
  it("turns a stored draft into text fields and back into the body the server reads", () => {
    const draft: QuoteDraft = {
      saved: true,
      lines: [
        {
          sku: "A",
          name: "B",
          quantity: 12,
          unit: "case",
          unitPrice: "52.00",
          breaks: [{ minQuantity: 10, unitPrice: "49.50" }],
          note: "n",
          appliedUnitPrice: "49.50",
          lineTotal: "594.00",
        },
      ],
      freight: null,
      leadTime: "5 days",
      validUntil: "2999-01-01",
      terms: "Net 30",
      subtotal: "594.00",
      total: "594.00",
    };
    const v = editorValues(draft);
    expect(v).toEqual({
      lines: [
        {
          sku: "A",
          name: "B",
          quantity: "12",
          unit: "case",
          unitPrice: "52.00",
          breaks: [{ minQuantity: "10", unitPrice: "49.50" }],
          note: "n",
        },
      ],
      freight: "",
      leadTime: "5 days",
      validUntil: "2999-01-01",
      terms: "Net 30",
    });
    expect(draftPayload(v).lines[0]).toMatchObject({ quantity: 12, breaks: [{ minQuantity: 10, unitPrice: "49.50" }] });
  });

  it("lists every field path for the server's errors", () => {
    const v = values({ lines: [{ ...emptyLine(), breaks: [{ minQuantity: "", unitPrice: "" }] }] });
    expect(fieldPaths(v)).toEqual(
      expect.arrayContaining(["lines", "lines.0.unitPrice", "lines.0.breaks.0.unitPrice", "validUntil", "freight"]),
    );
  });
});

describe("draftResolver", () => {
  const run = (v: EditorValues) => draftResolver(v, undefined, { fields: {}, shouldUseNativeValidation: false, names: undefined });

  it("answers the normalised draft for good values", async () => {
    const r = await run(values({ freight: "85", lines: [{ ...values().lines[0], unitPrice: "$1,234.5" }] }));
    expect(r.errors).toEqual({});
    expect(r.values).toMatchObject({ freight: "85.00", lines: [{ quantity: 12, unitPrice: "1234.50", breaks: [] }] });
  });

  it("puts the schema's messages on the fields they name", async () => {
    const r = await run(values({ validUntil: "2000-01-01", lines: [{ ...values().lines[0], quantity: "two", unitPrice: "abc" }] }));
    const errors = r.errors as Record<string, unknown> & {
      lines: { quantity: { message: string }; unitPrice: { message: string } }[];
      validUntil: { message: string };
    };
    expect(errors.lines[0].quantity.message).toBe(QUANTITY_MESSAGE);
    expect(errors.lines[0].unitPrice.message).toBe("Enter a price like 45.00");
    expect(errors.validUntil.message).toBe("Valid until must be today or later");
  });
});
