/** What the dialog checks and counts in a chosen file before sending it (the server checks it again). */
import { IMPORT_MAX_BYTES } from "@/lib/import-report";

const ACCEPTED = /\.(csv|xlsx)$/i;
export const IMPORT_ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Why the dialog will not send this file, or null. */
export function fileProblem(file: File): string | null {
  if (!ACCEPTED.test(file.name)) return "Choose a .csv or .xlsx file.";
  if (file.size > IMPORT_MAX_BYTES) return "The file is over 20 MB. Split it into smaller files.";
  if (file.size === 0) return "The file is empty.";
  return null;
}

/**
 * Product rows in CSV text: records after the header, where a newline inside
 * quotes belongs to its field and blank lines are not records.
 */
export function countCsvRows(text: string): number {
  let records = 0;
  let inQuotes = false;
  let filled = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      inQuotes = !inQuotes;
      filled = true;
    } else if (c === 10 /* \n */ && !inQuotes) {
      if (filled) records++;
      filled = false;
    } else if (c !== 13 /* \r */ && c !== 0xfeff) {
      filled = true;
    }
  }
  if (filled) records++;
  return Math.max(0, records - 1);
}

/** FileReader rather than Blob.text(): the same in every browser and in the tests' jsdom. */
function read<T extends string | ArrayBuffer>(blob: Blob, as: "text" | "buffer"): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error);
    if (as === "text") reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

/** XLSX is a zip archive: it starts with "PK\x03\x04". */
async function isZip(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await read<ArrayBuffer>(file.slice(0, 4), "buffer"));
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

/** The product rows of a CSV file, or null for a workbook (counting those would mean unzipping it here). */
export async function countFileRows(file: Blob): Promise<number | null> {
  if (await isZip(file)) return null;
  return countCsvRows(await read<string>(file, "text"));
}
