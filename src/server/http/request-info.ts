import "server-only";
import { env } from "@/env";

/**
 * The client's address for rate limits: the hop-th X-Forwarded-For entry from
 * the right, hop being TRUST_PROXY (the number of proxies in front of the app).
 * http-server/index.mjs appends the address of the socket it accepted, and each
 * trusted proxy appends the address it was connected from, so the entries
 * counted from the right are written by us and our proxies; anything further
 * left may be whatever the client sent, and is never used. With fewer entries
 * than hops the leftmost is taken (as the proxy-addr package does).
 */
export function clientAddress(forwardedFor: string | null, hops: number): string {
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - 1 - hops)] ?? "unknown";
}

export function clientIp(req: Request): string {
  return clientAddress(req.headers.get("x-forwarded-for"), env.TRUST_PROXY);
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A state-changing request from a browser on another site is refused. Browsers
 * send Origin (and Sec-Fetch-Site) on such requests; clients that send neither
 * are not browsers and carry no ambient cookies of our users.
 */
export function isCrossSiteWrite(req: Request): boolean {
  if (!STATE_CHANGING.has(req.method.toUpperCase())) return false;
  const site = req.headers.get("sec-fetch-site");
  if (site === "cross-site") return true;
  const origin = req.headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const hosts = new Set<string>([new URL(env.siteUrl).host]);
  const host = req.headers.get("host");
  if (host) hosts.add(host);
  if (env.TRUST_PROXY > 0) {
    const fwd = req.headers.get("x-forwarded-host");
    if (fwd) hosts.add(fwd.split(",")[0].trim());
  }
  return !hosts.has(originHost);
}
