import type { Ref } from "react";
import type { UploadProgress } from "./upload-import";

/**
 * An import request under way: a bar with the percent of the file sent, then
 * what the server is doing with it (`working`, e.g. "Checking 1,200 rows…").
 */
export function ImportProgress({ progress, working, ref }: { progress: UploadProgress; working: string; ref?: Ref<HTMLDivElement> }) {
  const uploading = progress.stage === "uploading";
  return (
    <div ref={ref} tabIndex={-1} className="space-y-2 outline-none">
      <p role="status" className="text-sm">
        {uploading ? `Uploading the file… ${progress.percent}%` : working}
      </p>
      <div
        role="progressbar"
        aria-label={uploading ? "Upload" : working}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={uploading ? progress.percent : undefined}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={uploading ? "h-full bg-primary transition-[width]" : "h-full w-1/3 animate-pulse bg-primary"}
          style={uploading ? { width: `${progress.percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
