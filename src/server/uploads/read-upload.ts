import "server-only";
import { UPLOAD_MAX_BYTES } from "@/lib/uploads";
import { HttpError, badRequest } from "@/server/http/errors";

/** The file plus the multipart framing around it (boundaries, part headers, maybe a small field or two). */
const BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

const tooLarge = () => new HttpError(413, `The file is too large (at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB)`, { file: `must be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB` });

/**
 * The bytes of the multipart field `file`, the body read no further than
 * BODY_LIMIT: a declared Content-Length above it is refused before anything
 * is read, and a body without one (chunked) is counted as it streams and cut
 * off at the limit, the rest never pulled from the client.
 *
 * Parsing is left to Request.formData(), which holds the whole body in
 * memory: acceptable only because the body it reads is the capped stream, so
 * at most ~10 MB (twice that briefly, body and file) per upload; a streaming
 * multipart parser would save that copy but is a dependency for 10 MB.
 */
export async function readUploadedFile(req: Request): Promise<Uint8Array> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new HttpError(415, "Send the image as multipart/form-data, in the field file", { file: "must be sent as multipart/form-data" });
  }
  const declared = Number(req.headers.get("content-length") ?? "");
  if (declared > BODY_LIMIT || !req.body) {
    await req.body?.cancel().catch(() => {});
    if (!req.body) throw badRequest("file: choose an image to upload", { file: "choose an image to upload" });
    throw tooLarge();
  }

  let seen = 0;
  let over = false;
  const capped = req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, out) {
        seen += chunk.byteLength;
        if (seen > BODY_LIMIT) {
          over = true;
          // Erroring the pipe cancels the request body: nothing more is read from the client.
          out.error(new Error("upload body over the limit"));
          return;
        }
        out.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Request(req.url, { method: "POST", headers: { "content-type": type }, body: capped, duplex: "half" } as RequestInit).formData();
  } catch {
    if (over) throw tooLarge();
    throw badRequest("The body is not a readable multipart form", { file: "could not be read from the form" });
  }
  const file = form.get("file");
  if (!(file instanceof Blob)) throw badRequest("file: choose an image to upload", { file: "choose an image to upload" });
  if (file.size === 0) throw badRequest("file: the file is empty", { file: "the file is empty" });
  if (file.size > UPLOAD_MAX_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}
