"use client";

import { useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { ImageUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, type UploadResult } from "@/lib/uploads";
import { cn } from "@/lib/utils";
import { uploadImage } from "./upload-image";

interface Uploading {
  name: string;
  /** A local object URL of the file being sent, shown until the server's copy replaces it. */
  preview: string;
  fraction: number;
}

type Props = {
  /** What the image is, for the names of the zone and its button: "main image", "homepage hero image". */
  label: string;
  /** Each uploaded image, in the order the files were given. */
  onUploaded: (image: UploadResult) => void;
  /** Take several files at once (each uploaded in turn). */
  multiple?: boolean;
  /** How many files fit; files past it are not sent and the field says so. */
  maxFiles?: number;
  disabled?: boolean;
  /** The field's URL input and preview: a pasted link works as it always did. */
  children?: ReactNode;
};

const hasFiles = (e: DragEvent) => [...e.dataTransfer.types].includes("Files");

/**
 * An image field that takes a file dropped on it or chosen with its button,
 * uploads it to /api/admin/uploads with a progress bar, and hands the
 * uploaded image's URL to the form; the server's reason is shown when it
 * refuses a file. The URL input it wraps keeps working for pasted links.
 */
export function ImageDropField({ label, onUploaded, multiple = false, maxFiles, disabled = false, children }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const busy = uploading !== null;
  const off = disabled || busy;

  async function take(files: File[]) {
    if (off || files.length === 0) return;
    const room = Math.max(0, Math.min(multiple ? files.length : 1, maxFiles ?? Infinity));
    const chosen = files.slice(0, room);
    setError(
      files.length > room && multiple ? `Only ${room} more ${room === 1 ? "image fits" : "images fit"}: the rest were not uploaded` : null,
    );
    for (const file of chosen) {
      const preview = URL.createObjectURL(file);
      setUploading({ name: file.name, preview, fraction: 0 });
      try {
        onUploaded(await uploadImage(file, (fraction) => setUploading((u) => u && { ...u, fraction })));
      } catch (e) {
        setError(`${file.name}: ${e instanceof Error ? e.message : "Upload failed"}`);
        break;
      } finally {
        URL.revokeObjectURL(preview);
        setUploading(null);
      }
    }
  }

  function onDragOver(e: DragEvent<HTMLDivElement>) {
    if (!hasFiles(e)) return;
    // Without this the browser opens the dropped file in the tab.
    e.preventDefault();
    e.dataTransfer.dropEffect = off ? "none" : "copy";
    setDragging(true);
  }

  function onDragLeave(e: DragEvent<HTMLDivElement>) {
    // Moving over the zone's own children fires leave too.
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
  }

  function onDrop(e: DragEvent<HTMLDivElement>) {
    if (!hasFiles(e)) return;
    e.preventDefault();
    setDragging(false);
    void take([...e.dataTransfer.files]);
  }

  const percent = uploading ? Math.round(uploading.fraction * 100) : 0;
  return (
    <div
      role="group"
      aria-label={`Upload ${label}`}
      aria-describedby={hintId}
      aria-busy={busy}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        "space-y-3 rounded-md border border-dashed p-3 transition-colors",
        dragging && !off && "border-primary bg-primary/5",
        disabled && "opacity-70",
      )}
    >
      {children}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button type="button" variant="outline" size="sm" disabled={off} onClick={() => inputRef.current?.click()}>
          <ImageUp aria-hidden="true" />
          {multiple ? "Choose images" : "Choose image"}
          <span className="sr-only"> for the {label}</span>
        </Button>
        <p id={hintId} className="text-sm text-muted-foreground">
          or drop {multiple ? "JPEG, PNG, WebP or AVIF files" : "a JPEG, PNG, WebP or AVIF file"} here (up to{" "}
          {UPLOAD_MAX_BYTES / 1024 / 1024} MB{multiple ? " each" : ""}).
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={UPLOAD_ACCEPT}
          multiple={multiple}
          hidden
          tabIndex={-1}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            // Cleared so that choosing the same file again still uploads it.
            e.target.value = "";
            void take(files);
          }}
        />
      </div>
      {uploading && (
        <div role="status" className="flex items-center gap-3 text-sm">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL of the file being sent */}
          <img src={uploading.preview} alt="" className="size-10 shrink-0 rounded-md border object-cover" />
          <div className="grid min-w-0 flex-1 gap-1">
            <span className="truncate">Uploading {uploading.name}…</span>
            <progress value={percent} max={100} aria-label={`Uploading ${uploading.name}`} className="h-2 w-full accent-primary" />
          </div>
          <span className="tabular-nums">{percent}%</span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
