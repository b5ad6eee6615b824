import "server-only";
import http from "node:http";
import https from "node:https";
import { Webhook } from "standardwebhooks";
import { checkedLookup, checkLiteralHost } from "./address";

export const SEND_TIMEOUT_MS = 10_000;
export const RESPONSE_KEPT_BYTES = 1024;

export interface SendResult {
  ok: boolean;
  status: number | null;
  /** The first 1 KB of the answer. */
  body: string | null;
  error: string | null;
}

/**
 * One signed POST of an event to a receiver, with Standard Webhooks' headers
 * (webhook-id is the event's id, the same on every retry). A 2xx answer is a
 * success; anything else, a redirect included (never followed: a receiver
 * could point the dispatcher anywhere with one), a refused address, a network
 * error or no answer within 10 s, is a failure. Never throws.
 */
export async function sendSigned(opts: {
  url: string;
  secret: string;
  eventId: string;
  payload: string;
  allowPrivate: boolean;
  at?: Date;
}): Promise<SendResult> {
  const at = opts.at ?? new Date();
  const signature = new Webhook(opts.secret).sign(opts.eventId, at, opts.payload);
  const headers = {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(opts.payload)),
    "user-agent": "US-Plastic-Supply-Webhooks/1",
    "webhook-id": opts.eventId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signature,
  };
  let url: URL;
  try {
    url = new URL(opts.url);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not an http(s) URL");
    if (!opts.allowPrivate) checkLiteralHost(url.hostname);
  } catch (e) {
    return { ok: false, status: null, body: null, error: (e as Error).message };
  }
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const done = (r: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(r);
    };
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(url, {
      method: "POST",
      headers,
      agent: false,
      ...(opts.allowPrivate ? {} : { lookup: checkedLookup }),
    });
    const timer = setTimeout(
      () => done({ ok: false, status: null, body: null, error: `no answer within ${SEND_TIMEOUT_MS / 1000} s` }),
      SEND_TIMEOUT_MS,
    );
    req.on("error", (e) => done({ ok: false, status: null, body: null, error: e.message }));
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        const body = Buffer.concat(chunks).subarray(0, RESPONSE_KEPT_BYTES).toString("utf8");
        const ok = status >= 200 && status < 300;
        const error = ok
          ? null
          : status >= 300 && status < 400
            ? `redirect (${status}${res.headers.location ? ` to ${String(res.headers.location).slice(0, 200)}` : ""}) not followed`
            : `answered ${status}`;
        done({ ok, status, body, error });
      };
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // Only the first kilobyte is kept: the rest is not read.
        if (size >= RESPONSE_KEPT_BYTES) finish();
      });
      res.on("end", finish);
      res.on("error", finish);
    });
    req.end(opts.payload);
  });
}
