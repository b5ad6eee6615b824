import "server-only";
import { UPLOAD_MAX_BYTES } from "@/lib/uploads";
import { readFormFile } from "@/server/http/multipart";

/** The bytes of the image in the multipart field `file`, read no further than the upload limit (src/server/http/multipart.ts). */
export async function readUploadedFile(req: Request): Promise<Uint8Array> {
  const { bytes } = await readFormFile(req, {
    field: "file",
    maxBytes: UPLOAD_MAX_BYTES,
    messages: {
      notMultipart: "must be sent as multipart/form-data",
      missing: "choose an image to upload",
      empty: "the file is empty",
      tooLarge: `must be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
    },
  });
  return bytes;
}
