import "server-only";
import { UPLOAD_NAME } from "@/lib/uploads";
import { notFound } from "@/server/http/errors";
import { uploadStorage, type UploadStorage } from "./storage";

/**
 * The answer to GET /uploads/<name>: the stored file, streamed. A name is its
 * content's hash, so the file never changes and may be cached for a year.
 * Only stored-file names are looked up (no path can be named).
 */
export async function uploadResponse(name: string, storage: UploadStorage = uploadStorage()): Promise<Response> {
  const file = UPLOAD_NAME.test(name) ? await storage.get(name) : null;
  if (!file) throw notFound();
  return new Response(file.body, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
