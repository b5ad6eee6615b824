/**
 * A real HTTP receiver of webhooks for the tests: it verifies every request
 * with the standardwebhooks package, as a receiver of ours would, and answers
 * what the test tells it to (200, 503, a redirect).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface Received {
  id: string;
  timestamp: string;
  verified: boolean;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The answer to the next requests: a status, and a Location for a redirect. */
  answer: { status: number; location?: string };
  /** Milliseconds to wait before answering (a slow receiver keeps two dispatchers' sends overlapping). */
  delayMs: number;
  /** The secret requests are verified with. */
  secret: string;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const state: Receiver = { url: "", received: [], answer: { status: 200 }, delayMs: 0, secret: "", close: async () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const headers = {
        "webhook-id": String(req.headers["webhook-id"] ?? ""),
        "webhook-timestamp": String(req.headers["webhook-timestamp"] ?? ""),
        "webhook-signature": String(req.headers["webhook-signature"] ?? ""),
      };
      let verified = false;
      try {
        new Webhook(state.secret).verify(raw, headers);
        verified = true;
      } catch {
        verified = false;
      }
      state.received.push({ id: headers["webhook-id"], timestamp: headers["webhook-timestamp"], verified, body: JSON.parse(raw) });
      const { status, location } = state.answer;
      setTimeout(() => {
        res.writeHead(status, { "content-type": "text/plain", ...(location ? { location } : {}) });
        res.end(status < 300 ? `ok ${headers["webhook-id"]}` : `not now (${status})`);
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
