/**
 * Uploaded images as the browser and the server both see them. An upload is
 * stored once per content hash as WebP: `<hash>.webp` at its own size and
 * `<hash>-<width>.webp` for each width below (never enlarged: a small image's
 * "1280" file is its own size). All four names always exist, so a srcset is
 * built from the upload's URL alone.
 */

/** Widths of the resized copies, in pixels. */
export const UPLOAD_WIDTHS = [320, 640, 1280] as const;
export type UploadWidth = (typeof UPLOAD_WIDTHS)[number];

/** The largest file accepted (bytes) and the largest image (width x height). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;

/** What the file picker offers; the server decides by the file's bytes, not by this. */
export const UPLOAD_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/** Hex characters of the content hash in a name. */
export const UPLOAD_HASH_LENGTH = 32;

/** A stored file's name: the hash, maybe a width, and .webp. */
export const UPLOAD_NAME = /^([0-9a-f]{32})(?:-(320|640|1280))?\.webp$/;

/** The public path uploads are served under. */
export const UPLOADS_PATH = "/uploads/";

/** What POST /api/admin/uploads answers (201). */
export interface UploadResult {
  /** `/uploads/<hash>.webp`: the image at its own size (auto-rotated, metadata removed). */
  url: string;
  width: number;
  height: number;
}

const UPLOAD_URL = /^(.*\/uploads\/)([0-9a-f]{32})\.webp$/;

/** True when the URL is an upload's own-size URL (site path or absolute). */
export function isUploadUrl(url: string): boolean {
  return UPLOAD_URL.test(url);
}

/** The URL of an upload's copy `width` pixels wide (at most), or null when the URL is not an upload. */
export function uploadVariantUrl(url: string, width: UploadWidth): string | null {
  const m = UPLOAD_URL.exec(url);
  return m ? `${m[1]}${m[2]}-${width}.webp` : null;
}

/** An `srcset` of an upload's resized copies, or undefined for any other URL (pasted links have no copies). */
export function uploadSrcSet(url: string): string | undefined {
  if (!isUploadUrl(url)) return undefined;
  return UPLOAD_WIDTHS.map((w) => `${uploadVariantUrl(url, w)} ${w}w`).join(", ");
}
