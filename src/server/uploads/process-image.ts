import "server-only";
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { UPLOAD_HASH_LENGTH, UPLOAD_MAX_PIXELS, UPLOAD_WIDTHS } from "@/lib/uploads";
import { HttpError, badRequest } from "@/server/http/errors";

export type ImageKind = "jpeg" | "png" | "webp" | "avif";

const startsWith = (b: Uint8Array, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/**
 * The image format the file's first bytes say it is, or null. Names and
 * Content-Types are the sender's word; the bytes are what a decoder reads.
 */
export function sniffImage(b: Uint8Array): ImageKind | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return "webp";
  // ISO-BMFF: an ftyp box whose major or compatible brands name AVIF (still or sequence).
  if (b.length >= 16 && ascii(b, 4, 8) === "ftyp") {
    const size = Math.min(((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0, b.length, 4096);
    for (let at = 8; at + 4 <= size; at += 4) {
      if (at === 12) continue; // minor version, not a brand
      const brand = ascii(b, at, at + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

/** What sharp calls each accepted kind (AVIF is HEIF with AV1 inside). */
const SHARP_FORMAT: Record<ImageKind, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

/** WebP's largest side: a wider (but allowed) image is stored scaled down to it. */
const WEBP_MAX_SIDE = 16383;
const WEBP_QUALITY = 80;

export interface ProcessedImage {
  hash: string;
  width: number;
  height: number;
  /** `<hash>-<w>.webp` for each width, then `<hash>.webp`. */
  files: { name: string; bytes: Buffer }[];
}

const FILE_KINDS = "a JPEG, PNG, WebP or AVIF image";
const unreadable = () =>
  badRequest("file: the image could not be read (damaged or incomplete file)", {
    file: "the image could not be read (damaged or incomplete file)",
  });

/**
 * Checks an uploaded file and turns it into the stored WebP files: upright
 * (EXIF orientation applied), without any metadata (sharp writes none unless
 * asked: no EXIF, GPS, XMP or ICC), at its own size and at each of
 * UPLOAD_WIDTHS (never enlarged). Named by the hash of the uploaded bytes, so
 * the same file gives the same names. 415 for anything but the four formats,
 * 400 for a file that does not decode or is over the pixel limit.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const kind = sniffImage(bytes);
  if (!kind) throw new HttpError(415, `file: must be ${FILE_KINDS}`, { file: `must be ${FILE_KINDS}` });

  // limitInputPixels also guards every decode below against a header that lies.
  const input = () => sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS });
  let meta: Metadata;
  try {
    // The header alone (no pixel is decoded): without the limit, so an over-limit image is told apart from a damaged one.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (meta.format !== SHARP_FORMAT[kind] || (kind === "avif" && meta.compression !== "av1") || !meta.width || !meta.height)
    throw unreadable();
  // A small file can hold a huge image: refused before it is decoded.
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) {
    const limit = `${UPLOAD_MAX_PIXELS / 1_000_000} megapixels`;
    throw badRequest(`file: the image is ${meta.width} x ${meta.height} pixels, more than ${limit}`, { file: `must be at most ${limit}` });
  }

  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, UPLOAD_HASH_LENGTH);
  const files: ProcessedImage["files"] = [];
  try {
    // One output at a time: each decodes the image again, but only one decoded copy is in memory.
    for (const width of UPLOAD_WIDTHS) {
      const data = await input().rotate().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
      files.push({ name: `${hash}-${width}.webp`, bytes: data });
    }
    const { data, info } = await input()
      .rotate()
      .resize({ width: WEBP_MAX_SIDE, height: WEBP_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    files.push({ name: `${hash}.webp`, bytes: data });
    return { hash, width: info.width, height: info.height, files };
  } catch {
    throw unreadable();
  }
}
