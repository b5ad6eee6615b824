import "server-only";
import { HttpError } from "./errors";

/** The file plus the multipart framing around it (boundaries, part headers, maybe a small field or two). */
const ENVELOPE_BYTES = 64 * 1024;
/** How much of a body is copied between two turns of the event loop. */
const YIELD_BYTES = 1024 * 1024;

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
 * The body is held in memory (at most maxBytes plus the envelope) and the
 * part found with Buffer.indexOf, which is native: Request.formData() parses
 * the whole body in JavaScript in one synchronous run, which held the
 * server's thread 0.2-1 s for a 19 MB file on this 2-core machine.
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
  // Each chunk is copied into one buffer as it arrives (sized by Content-Length when given):
  // joining 20 MB of chunks at the end is one copy long enough to hold up other answers.
  let body = Buffer.allocUnsafeSlow(Math.min(limit, Number(req.headers.get("content-length")) || 1024 * 1024));
  let length = 0;
  let sinceYield = 0;
  try {
    const reader = capped.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      // Chunks already queued are read in one run of promise callbacks, which lets no other request in: and the
      // first write into fresh memory is slow here (19 MB took 60-80 ms of page faults), so every megabyte the
      // loop lets the event loop run.
      sinceYield += read.value.byteLength;
      if (sinceYield >= YIELD_BYTES) {
        sinceYield = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (length + read.value.byteLength > body.length) {
        const grown = Buffer.allocUnsafeSlow(Math.min(limit, Math.max(2 * body.length, length + read.value.byteLength)));
        body.copy(grown, 0, 0, length);
        body = grown;
      }
      body.set(read.value, length);
      length += read.value.byteLength;
    }
  } catch {
    if (over) throw fail(413, messages.tooLarge);
    throw fail(400, messages.missing);
  }
  const file = formPart(body.subarray(0, length), type, field);
  if (!file) throw fail(400, messages.missing);
  if (file.bytes.length === 0) throw fail(400, messages.empty);
  if (file.bytes.length > opts.maxBytes) throw fail(413, messages.tooLarge);
  // A view of the body, not a copy (the envelope around the file is a few hundred bytes): it may be moved to a worker whole.
  return { name: file.name, bytes: new Uint8Array(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length) };
}

/** A Content-Disposition parameter: `name="value"` (quotes optional), or RFC 5987's `name*=UTF-8''value`. */
function dispositionParam(header: string, name: string): string | null {
  const extended = new RegExp(`;\\s*${name}\\*\\s*=\\s*UTF-8''([^;]*)`, "i").exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Not percent-encoded as it says: the plain parameter, if any, is used.
    }
  }
  const plain = new RegExp(`;\\s*${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, "i").exec(header);
  if (!plain) return null;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, "$1") : plain[2].trim();
}

/** The file in form field `field` of a multipart/form-data body (RFC 7578): its name and bytes, or null. */
function formPart(body: Buffer, contentType: string, field: string): { name: string; bytes: Buffer } | null {
  const boundary = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const nextDelimiter = Buffer.concat([Buffer.from("\r\n"), delimiter]);
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    at += delimiter.length;
    // "--" after a delimiter closes the body.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return null;
    const headersStart = body.indexOf("\r\n", at);
    const headersEnd = headersStart < 0 ? -1 : body.indexOf("\r\n\r\n", headersStart);
    if (headersEnd < 0) return null;
    const contentEnd = body.indexOf(nextDelimiter, headersEnd + 4);
    if (contentEnd < 0) return null;
    const headers = body.toString("utf8", headersStart + 2, headersEnd).split("\r\n");
    const disposition = headers.find((h) => /^content-disposition\s*:/i.test(h)) ?? "";
    const filename = dispositionParam(disposition, "filename");
    if (dispositionParam(disposition, "name") === field && filename !== null) {
      return { name: filename, bytes: body.subarray(headersEnd + 4, contentEnd) };
    }
    at = contentEnd + 2;
  }
  return null;
}
