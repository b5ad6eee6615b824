import { ApiError, NETWORK_ERROR_MESSAGE } from "@/lib/api-client";
import type { ImportReport } from "@/lib/import-report";

export const IMPORT_URL = "/api/admin/products/import";

/** Where a request stands: the file going up (percent of its bytes), then the server reading it. */
export type UploadProgress = { stage: "uploading"; percent: number } | { stage: "processing" };

export type ImportOutcome =
  | { ok: true; report: ImportReport }
  /** `error` as `send` would throw it; `report` is there when an apply found rows with errors (400) and changed nothing. */
  | { ok: false; error: ApiError; report?: ImportReport };

type Answer = Partial<ImportReport> & { message?: string; errors?: Record<string, string> };

function outcomeOf(status: number, statusText: string, body: string): ImportOutcome {
  let data: Answer | null = null;
  try {
    data = JSON.parse(body) as Answer;
  } catch {
    // A proxy's HTML error page, or nothing: fall back on the status.
  }
  const isReport = Array.isArray(data?.rows) && data?.summary !== undefined;
  if (status >= 200 && status < 300 && isReport) return { ok: true, report: data as ImportReport };
  return {
    ok: false,
    error: new ApiError(
      status,
      data?.message || `${status}: ${statusText || "The import failed"}`,
      !isReport && data?.errors ? data.errors : {},
      data,
    ),
    report: isReport ? (data as ImportReport) : undefined,
  };
}

/**
 * Sends the file to the import route, as a dry run or to apply it. Uses
 * XMLHttpRequest rather than fetch because only it reports upload progress.
 * Never rejects for an HTTP or network failure (those are outcomes); rejects
 * with an AbortError when `signal` aborts.
 */
export function uploadImport(
  file: File,
  { dryRun, onProgress, signal }: { dryRun: boolean; onProgress?: (p: UploadProgress) => void; signal?: AbortSignal },
): Promise<ImportOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", dryRun ? `${IMPORT_URL}?dryRun=1` : IMPORT_URL);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0)
        onProgress?.({ stage: "uploading", percent: Math.min(100, Math.round((e.loaded / e.total) * 100)) });
    };
    xhr.upload.onload = () => onProgress?.({ stage: "processing" });
    xhr.onload = () => resolve(outcomeOf(xhr.status, xhr.statusText, xhr.responseText));
    xhr.onerror = () => resolve({ ok: false, error: new ApiError(0, NETWORK_ERROR_MESSAGE) });
    xhr.onabort = () => reject(new DOMException("The import request was aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append("file", file);
    onProgress?.({ stage: "uploading", percent: 0 });
    xhr.send(body);
  });
}
