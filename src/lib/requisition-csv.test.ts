import { QUANTITY_MESSAGE } from "./quantity";
import {
  CSV_EMPTY_MESSAGE,
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  CSV_TOO_LARGE_MESSAGE,
  CSV_TOO_MANY_ROWS_MESSAGE,
  csvFields,
  parseListCsv,
} from "./requisition-csv";

describe("parseListCsv", () => {
  it("reads sku,quantity rows with or without a header, CRLF, a BOM and blank lines", () => {
    expect(parseListCsv("\uFEFFSKU,Quantity\r\nA-1,2\r\n\r\nb-2 , 30\n")).toEqual({
      ok: true,
      rows: [
        { line: 2, sku: "A-1", quantity: 2 },
        { line: 4, sku: "b-2", quantity: 30 },
      ],
    });
    expect(parseListCsv("A-1,2")).toEqual({ ok: true, rows: [{ line: 1, sku: "A-1", quantity: 2 }] });
  });

  it("names every bad row by its line number and reason", () => {
    const result = parseListCsv('A-1,2\nA-2\n,4\nA-3,0\nA-4,2.5\n"A-5,1\na-1,3\nA-6,1,x\nA-7,100001');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { line: 2, message: "Expected 2 columns (sku,quantity), found 1" },
      { line: 3, message: "SKU is empty" },
      { line: 4, message: `${QUANTITY_MESSAGE} (found "0")` },
      { line: 5, message: `${QUANTITY_MESSAGE} (found "2.5")` },
      { line: 6, message: "A quoted field is not closed" },
      { line: 7, message: "SKU a-1 is already on line 1" },
      { line: 8, message: "Expected 2 columns (sku,quantity), found 3" },
      { line: 9, message: `${QUANTITY_MESSAGE} (found "100001")` },
    ]);
    expect(result.message).toBe("Nothing imported. Line 2: Expected 2 columns (sku,quantity), found 1 (and 7 more rows)");
  });

  it("a header is only taken on the first row", () => {
    const result = parseListCsv("A-1,1\nsku,quantity");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0].line).toBe(2);
  });

  it("checks size and row count before reading any row", () => {
    expect(parseListCsv("A,1", CSV_MAX_BYTES + 1)).toEqual({ ok: false, message: CSV_TOO_LARGE_MESSAGE, errors: [] });
    const rows = Array.from({ length: CSV_MAX_ROWS + 2 }, () => "bad row").join("\n");
    expect(parseListCsv(rows)).toEqual({ ok: false, message: CSV_TOO_MANY_ROWS_MESSAGE, errors: [] });
    expect(parseListCsv("\n \n")).toEqual({ ok: false, message: CSV_EMPTY_MESSAGE, errors: [] });
    expect(parseListCsv("sku,quantity\n")).toEqual({ ok: false, message: CSV_EMPTY_MESSAGE, errors: [] });
    // A header plus the most rows a list holds is accepted.
    const full = ["sku,quantity", ...Array.from({ length: CSV_MAX_ROWS }, (_, i) => `S-${i},1`)].join("\n");
    expect(parseListCsv(full).ok).toBe(true);
  });

  it("refuses control characters in an SKU", () => {
    const result = parseListCsv("A\u0000B,1");
    expect(result.ok).toBe(false);
  });
});

describe("csvFields", () => {
  it("splits on commas, with quoted fields and doubled quotes", () => {
    expect(csvFields('"a,b",2')).toEqual(["a,b", "2"]);
    expect(csvFields('"say ""hi""",3')).toEqual(['say "hi"', "3"]);
    expect(csvFields("a,")).toEqual(["a", ""]);
    expect(csvFields('"open')).toBeNull();
  });
});
