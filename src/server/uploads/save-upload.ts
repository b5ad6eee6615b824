import "server-only";
import { UPLOADS_PATH, type UploadResult } from "@/lib/uploads";
import { processImage } from "./process-image";
import { uploadStorage, type UploadStorage } from "./storage";

let queue: Promise<unknown> = Promise.resolve();

/**
 * One image is processed at a time per instance: decoding a 40-megapixel image
 * takes ~160 MB, and the machine's cores are the storefront's too.
 */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Stores an uploaded image (process-image.ts) and answers its public URL and
 * size. The resized copies are written before the own-size file, so a URL
 * that answers always has its copies. The same image again writes the same
 * names, which renews their age for the unused-upload cleanup.
 */
export async function saveUpload(bytes: Uint8Array, storage: UploadStorage = uploadStorage()): Promise<UploadResult> {
  return oneAtATime(async () => {
    const image = await processImage(bytes);
    for (const file of image.files) await storage.put(file.name, file.bytes, "image/webp");
    return { url: `${UPLOADS_PATH}${image.hash}.webp`, width: image.width, height: image.height };
  });
}
