import { CSV_MAX_BYTES, CSV_TOO_LARGE_MESSAGE, parseListCsv } from "@/lib/requisition-csv";
import { csvRefusal, importRows, listDetail } from "@/server/account/requisition-lists";
import { parseId } from "@/server/http/body";
import { HttpError, badRequest, json } from "@/server/http/errors";
import { companyRoute } from "@/server/http/route";

/**
 * "Import from CSV": the file itself is the body (text/csv, at most
 * CSV_MAX_BYTES, refused with 413 before it is read further). Any bad row
 * (format, quantity, unknown SKU) refuses the whole file, each named by line.
 */
export const POST = companyRoute<{ id: string }>(async ({ req, params, companyId }) => {
  const id = parseId(params.id);
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("text/csv") && !type.startsWith("text/plain")) throw badRequest("Send the file as text/csv");
  // The list must be the company's before anything of the file is read.
  await listDetail(companyId, id);
  const bytes = await readLimited(req, CSV_MAX_BYTES);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("The file is not UTF-8 text");
  }
  const parsed = parseListCsv(text, bytes.byteLength);
  if (!parsed.ok) throw parsed.errors.length > 0 ? csvRefusal(parsed.errors) : badRequest(parsed.message);
  const result = await importRows(companyId, id, parsed.rows);
  return json({ ...result, list: await listDetail(companyId, id) });
});

async function readLimited(req: Request, limit: number): Promise<Uint8Array> {
  if (Number(req.headers.get("content-length") ?? "0") > limit) throw new HttpError(413, CSV_TOO_LARGE_MESSAGE);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw new HttpError(413, CSV_TOO_LARGE_MESSAGE);
      }
      chunks.push(value);
    }
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return all;
}
