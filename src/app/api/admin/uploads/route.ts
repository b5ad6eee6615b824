import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { readUploadedFile } from "@/server/uploads/read-upload";
import { saveUpload } from "@/server/uploads/save-upload";

/**
 * Uploads an image for a product, category or setting (multipart field
 * `file`): 201 {url, width, height}, url being /uploads/<hash>.webp.
 */
export const POST = adminRoute(async ({ req }) => json(await saveUpload(await readUploadedFile(req)), 201));
