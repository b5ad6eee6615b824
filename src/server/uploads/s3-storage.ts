import "server-only";
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { StoredFile, UploadStorage } from "./storage";

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** Keys live under this prefix, so the bucket may hold other things too. */
const PREFIX = "uploads/";
const TIMEOUT_MS = 30_000;

const xmlText = (s: string) =>
  s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[e]!);

const errorCode = (xml: string) => /<Code>([^<]*)<\/Code>/.exec(xml)?.[1] ?? "";

/**
 * Uploads in an S3-compatible bucket (AWS, MinIO, R2, Ceph...), signed with
 * SigV4, path-style addresses (ENDPOINT/BUCKET/KEY) as every such server takes.
 */
export class S3Storage implements UploadStorage {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: "s3",
      // aws4fetch retries 5xx and network errors up to 10 times by default: an admin waits for an answer.
      retries: 2,
    });
    this.base = `${settings.endpoint.replace(/\/+$/, "")}/${settings.bucket}`;
  }

  private url(name: string) {
    return `${this.base}/${PREFIX}${encodeURIComponent(name)}`;
  }

  /** A signed request that must answer within TIMEOUT_MS; its body may then take as long as the reader does. */
  private async request(url: string, init: RequestInit = {}): Promise<Response> {
    const abort = new AbortController();
    const timer = setTimeout(
      () => abort.abort(new Error(`S3 storage: no answer from ${this.base} within ${TIMEOUT_MS / 1000} s`)),
      TIMEOUT_MS,
    );
    try {
      return await this.client.fetch(url, { ...init, signal: abort.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  async put(name: string, bytes: Uint8Array, contentType: string): Promise<void> {
    // The payload's hash is signed too, so the server refuses bytes changed on the way.
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const res = await this.request(this.url(name), {
      method: "PUT",
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: { "Content-Type": contentType, "X-Amz-Content-Sha256": sha256 },
    });
    await this.expectOk(res, `storing ${name}`);
  }

  async get(name: string) {
    const res = await this.request(this.url(name));
    if (res.status === 404) {
      // A missing bucket is a setup error to report, not a missing image.
      const code = errorCode(await res.text().catch(() => ""));
      if (code === "NoSuchBucket") throw new Error(`S3 storage: reading ${name} failed: 404 NoSuchBucket`);
      return null;
    }
    await this.expectOk(res, `reading ${name}`, false);
    return { body: res.body!, size: Number(res.headers.get("content-length") ?? 0) };
  }

  async delete(name: string): Promise<void> {
    const res = await this.request(this.url(name), { method: "DELETE" });
    // S3 answers 204 for a missing key too; some servers 404.
    if (res.status === 404) {
      if (errorCode(await res.text().catch(() => "")) !== "NoSuchBucket") return;
      throw new Error(`S3 storage: deleting ${name} failed: 404 NoSuchBucket`);
    }
    await this.expectOk(res, `deleting ${name}`);
  }

  async list(): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    let token: string | undefined;
    do {
      const url = new URL(`${this.base}/`);
      url.searchParams.set("list-type", "2");
      url.searchParams.set("prefix", PREFIX);
      if (token) url.searchParams.set("continuation-token", token);
      const res = await this.request(url.toString());
      await this.expectOk(res, "listing the uploads", false);
      const xml = await res.text();
      for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = xmlText(/<Key>([\s\S]*?)<\/Key>/.exec(entry)?.[1] ?? "");
        const modified = new Date(/<LastModified>([^<]*)<\/LastModified>/.exec(entry)?.[1] ?? "");
        if (key.startsWith(PREFIX) && !Number.isNaN(modified.getTime())) files.push({ name: key.slice(PREFIX.length), modified });
      }
      const more = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
      token = more && next ? xmlText(next) : undefined;
    } while (token);
    return files;
  }

  private async expectOk(res: Response, what: string, drain = true): Promise<void> {
    if (res.ok) {
      if (drain) await res.body?.cancel();
      return;
    }
    const detail = errorCode(await res.text().catch(() => ""));
    throw new Error(`S3 storage: ${what} failed: ${res.status}${detail ? ` ${detail}` : ""}`);
  }
}
