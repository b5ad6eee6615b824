/** @jest-environment node */
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { CSV_BOM, csvField, csvRecord, neutraliseFormula, restoreFormula, toCsv } from "./csv";

// A standard reader, told only that the file may start with a byte order mark.
const read = (text: string): string[][] => parse(text, { bom: true });

test("a field is quoted only when it holds a comma, a quote, a CR or an LF; its quotes are doubled", () => {
  expect(csvField("plain text")).toBe("plain text");
  expect(csvField("")).toBe("");
  expect(csvField("00123")).toBe("00123");
  expect(csvField(" leading and trailing ")).toBe(" leading and trailing ");
  expect(csvField("a,b")).toBe('"a,b"');
  expect(csvField('18" wide')).toBe('"18"" wide"');
  expect(csvField("line\nbreak")).toBe('"line\nbreak"');
  expect(csvField("windows\r\nbreak")).toBe('"windows\r\nbreak"');
  expect(csvField("lone\rcr")).toBe('"lone\rcr"');
});

test("records end with CRLF and the file starts with the UTF-8 byte order mark", () => {
  expect(csvRecord(["sku", "name"])).toBe("sku,name\r\n");
  expect(
    toCsv([
      ["sku", "name"],
      ["00123", 'Bag, 18" clear'],
    ]),
  ).toBe('\uFEFFsku,name\r\n00123,"Bag, 18"" clear"\r\n');
  expect(new TextEncoder().encode(toCsv([["a"]])).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  expect(toCsv([])).toBe(CSV_BOM);
});

test("a record of one empty field is written as a quoted empty field, not as a blank line", () => {
  expect(csvRecord([""])).toBe('""\r\n');
  expect(read(toCsv([["x"], [""], ["y"]]))).toEqual([["x"], [""], ["y"]]);
});

// Text that leans on what CSV must escape, and any Unicode (astral characters included).
const tricky = fc.string({ unit: fc.constantFrom(",", '"', "\r", "\n", "\r\n", " ", "a", "0", "é", "Ж", "😀", "\t"), maxLength: 12 });
const anyText = fc.string({ unit: "binary", maxLength: 20 });
const field = fc.oneof(tricky, anyText);

test("a standard CSV parser reads back exactly the records written", () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 1, max: 6 })
        .chain((columns) => fc.array(fc.array(field, { minLength: columns, maxLength: columns }), { maxLength: 8 })),
      (records) => {
        expect(read(toCsv(records))).toEqual(records);
      },
    ),
    { numRuns: 500 },
  );
});

test("text a spreadsheet would run as a formula is written after a single quote; other text as it is", () => {
  for (const text of ['=HYPERLINK("x")', "+cmd|' /C calc'!A0", "-2+3", "-", "@SUM(1)", "\tTab", "\rCR", "'=1", "''+1"])
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  for (const text of ["plain", "", "00123", "'quoted'", "a=b", " =1", "'", "''x", "\n=1"]) expect(neutraliseFormula(text)).toBe(text);
});

test("any text comes back from its neutralised cell as it was, and no neutralised cell starts a formula", () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom("'", "=", "+", "-", "@", "\t", "\r", "\n", " ", "a", "1"), maxLength: 8 }), (text) => {
      const cell = neutraliseFormula(text);
      expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      expect(restoreFormula(cell)).toBe(text);
    }),
    { numRuns: 2000 },
  );
});
