/**
 * A stand-in for the browser's XMLHttpRequest in jsdom unit tests of the
 * upload field: each request waits until the test answers it, so progress and
 * the server's reply are played out step by step.
 */
export interface FakeUpload {
  method: string;
  url: string;
  body: FormData;
  /** Reports this much of the body as sent. */
  progress(fraction: number): void;
  /** Answers with this status and JSON body. */
  respond(status: number, body: unknown): void;
}

export const uploads: FakeUpload[] = [];

class FakeXhr {
  status = 0;
  responseText = "";
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = "";
  private url = "";

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader() {}

  send(body: FormData) {
    uploads.push({
      method: this.method,
      url: this.url,
      body,
      progress: (fraction) => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 1000, total: 1000 }),
      respond: (status, reply) => {
        this.status = status;
        this.responseText = JSON.stringify(reply);
        this.onload?.();
      },
    });
  }
}

/** Puts the fake in place (and object URLs, which jsdom lacks) for the current test file. */
export function installFakeUploads() {
  beforeEach(() => {
    uploads.length = 0;
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    URL.createObjectURL = jest.fn(() => "blob:local-preview");
    URL.revokeObjectURL = jest.fn();
  });
}

/** A small file with an image's name and type (the server, not the field, checks the bytes). */
export const imageFile = (name = "pallet.png", type = "image/png") => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });

/** The answer of POST /api/admin/uploads for an image. */
export const uploaded = (hash = "0123456789abcdef0123456789abcdef") => ({ url: `/uploads/${hash}.webp`, width: 1600, height: 1200 });
