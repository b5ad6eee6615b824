import "server-only";
import { HttpError } from "./errors";

/** The file plus the multipart framing around it (boundaries, part headers, maybe a small field or two). */
const ENVELOPE_BYTES = 64 * 1024;

export interface FormFileMessages {
  /** 415, the body is not multipart/form-data. */
  notMultipart: string;
  /** 400, no file in the field (or the form is unreadable). */
  missing: string;
  /** 400, the file is empty. */
  empty: string;
  /** 413, over maxBytes. */
  tooLarge: string;
}

/**
 * The bytes of the file in a multipart/form-data field, the body read no
 * further than `maxBytes` plus the envelope: a declared Content-Length above
 * that is refused before anything is read, and a body without one (chunked,
 * or lying) is counted as it streams and cut off at the limit, which cancels
 * the request body, so the rest is never pulled from the client.
 *
 * Parsing is left to Request.formData(), which holds the whole body in
 * memory: acceptable only because the body it reads is the capped stream
 * (at most maxBytes, twice that briefly: body and file); a streaming
 * multipart parser would save that copy but is a dependency for 10-20 MB.
 * Each error names the field: `{message, errors: {[field]: message}}`.
 */
export async function readFormFile(
  req: Request,
  opts: { field: string; maxBytes: number; messages: FormFileMessages },
): Promise<{ name: string; bytes: Uint8Array }> {
  const { field, messages } = opts;
  const fail = (status: number, message: string) => new HttpError(status, `${field}: ${message}`, { [field]: message });
  const limit = opts.maxBytes + ENVELOPE_BYTES;
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    await req.body?.cancel().catch(() => {});
    throw fail(415, messages.notMultipart);
  }
  if (!req.body) throw fail(400, messages.missing);
  if (Number(req.headers.get("content-length") ?? "") > limit) {
    await req.body.cancel().catch(() => {});
    throw fail(413, messages.tooLarge);
  }
  let seen = 0;
  let over = false;
  const capped = req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, out) {
        seen += chunk.byteLength;
        if (seen > limit) {
          over = true;
          out.error(new Error("body over the limit"));
          return;
        }
        out.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Request(req.url, {
      method: "POST",
      headers: { "content-type": type },
      body: capped,
      duplex: "half",
    } as RequestInit).formData();
  } catch {
    if (over) throw fail(413, messages.tooLarge);
    throw fail(400, messages.missing);
  }
  const file = form.get(field);
  if (!(file instanceof Blob)) throw fail(400, messages.missing);
  if (file.size === 0) throw fail(400, messages.empty);
  if (file.size > opts.maxBytes) throw fail(413, messages.tooLarge);
  return { name: file instanceof File ? file.name : "", bytes: new Uint8Array(await file.arrayBuffer()) };
}
