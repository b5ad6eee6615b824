import "server-only";
import { HttpError, badRequest } from "./errors";

/** Room for the multipart boundaries and part headers around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * The file sent in a multipart/form-data field, refused with 413 as soon as
 * the body passes `maxBytes` (plus the envelope): a declared Content-Length
 * over it is refused before anything is read, and a body without one (or
 * lying about it) is counted as it streams and cut off at the limit, so a
 * large upload never sits whole in memory. Under the limit the body is parsed
 * by the platform's FormData, which holds the file (at most `maxBytes`).
 */
export async function readFormFile(req: Request, opts: { field: string; maxBytes: number; tooLarge: string; missing: string }): Promise<File> {
  const limit = opts.maxBytes + ENVELOPE_BYTES;
  const tooLarge = () => new HttpError(413, opts.tooLarge, { [opts.field]: opts.tooLarge });
  if (!/^multipart\/form-data\s*;/i.test(req.headers.get("content-type") ?? "")) throw badRequest(`Send the file as multipart/form-data in the field ${opts.field}`, { [opts.field]: opts.missing });
  if (Number(req.headers.get("content-length") ?? "0") > limit) throw tooLarge();
  if (!req.body) throw badRequest(opts.missing, { [opts.field]: opts.missing });
  let size = 0;
  const counted = req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Request(req.url, { method: "POST", headers: req.headers, body: counted, duplex: "half" } as RequestInit).formData();
  } catch (error) {
    if (size > limit) throw tooLarge();
    if (error instanceof HttpError) throw error;
    throw badRequest(`The form data could not be read: send the file as multipart/form-data in the field ${opts.field}`, { [opts.field]: opts.missing });
  }
  const file = form.get(opts.field);
  if (!(file instanceof File)) throw badRequest(opts.missing, { [opts.field]: opts.missing });
  if (file.size > opts.maxBytes) throw tooLarge();
  return file;
}
