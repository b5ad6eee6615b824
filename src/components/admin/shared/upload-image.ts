"use client";

import { ApiError, NETWORK_ERROR_MESSAGE } from "@/lib/api-client";
import { UPLOAD_MAX_BYTES, type UploadResult } from "@/lib/uploads";

export const UPLOAD_ENDPOINT = "/api/admin/uploads";
export const TOO_LARGE_MESSAGE = `Images can be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`;

/** The server's own words for a refused upload: the file field's message, else the answer's. */
function refusal(status: number, body: string): string {
  try {
    const data = JSON.parse(body) as { message?: unknown; errors?: { file?: unknown } } | null;
    if (typeof data?.errors?.file === "string" && data.errors.file) return data.errors.file;
    if (typeof data?.message === "string" && data.message) return data.message;
  } catch {
    // A proxy's HTML page, say: fall back to what the status means.
  }
  return status === 413 ? TOO_LARGE_MESSAGE : `Upload failed (${status})`;
}

/**
 * Sends one image to POST /api/admin/uploads as multipart field `file`.
 * XMLHttpRequest rather than fetch: only it reports upload progress.
 * Rejects with an ApiError carrying the message to show, as `send` would. A
 * file over the limit is refused here (as the server would, 413), before its
 * bytes are sent.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadResult> {
  if (file.size > UPLOAD_MAX_BYTES) return Promise.reject(new ApiError(413, TOO_LARGE_MESSAGE));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_ENDPOINT);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status !== 201) return reject(new ApiError(xhr.status, refusal(xhr.status, xhr.responseText)));
      try {
        resolve(JSON.parse(xhr.responseText) as UploadResult);
      } catch {
        reject(new ApiError(xhr.status, refusal(xhr.status, "")));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    const body = new FormData();
    body.append("file", file);
    xhr.send(body);
  });
}
