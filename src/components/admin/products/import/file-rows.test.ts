import { IMPORT_MAX_BYTES } from "@/lib/import-report";
import { countCsvRows, countFileRows, fileProblem } from "./file-rows";

describe("countCsvRows", () => {
  it("counts the records after the header, whatever the line ends", () => {
    expect(countCsvRows("sku,name\r\nA,One\r\nB,Two\r\n")).toBe(2);
    expect(countCsvRows("sku,name\nA,One\nB,Two")).toBe(2);
    expect(countCsvRows("\uFEFFsku,name\r\nA,One\r\n")).toBe(1);
  });

  it("keeps a quoted newline inside its field and skips blank lines", () => {
    expect(countCsvRows('sku,description\r\nA,"two\r\nlines, ""quoted"""\r\n\r\nB,x\r\n\r\n')).toBe(2);
  });

  it("a header alone, or nothing, has no rows", () => {
    expect(countCsvRows("sku,name\r\n")).toBe(0);
    expect(countCsvRows("")).toBe(0);
  });
});

describe("countFileRows", () => {
  it("counts a CSV file's rows and leaves a workbook (a zip) uncounted", async () => {
    expect(await countFileRows(new Blob(["sku\r\n1\r\n2\r\n3\r\n"]))).toBe(3);
    expect(await countFileRows(new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])]))).toBeNull();
  });
});

describe("fileProblem", () => {
  const file = (name: string, size = 10) => {
    const f = new File(["x"], name);
    Object.defineProperty(f, "size", { value: size });
    return f;
  };

  it("accepts .csv and .xlsx files up to 20 MB", () => {
    expect(fileProblem(file("products.csv"))).toBeNull();
    expect(fileProblem(file("Products.XLSX", IMPORT_MAX_BYTES))).toBeNull();
  });

  it("refuses other names, larger files and empty ones, saying why", () => {
    expect(fileProblem(file("products.txt"))).toBe("Choose a .csv or .xlsx file.");
    expect(fileProblem(file("products.csv", IMPORT_MAX_BYTES + 1))).toBe("The file is over 20 MB. Split it into smaller files.");
    expect(fileProblem(file("products.csv", 0))).toBe("The file is empty.");
  });
});
