import "server-only";
import { env } from "@/env";

/**
 * The client's address for rate limits. Behind a proxy (TRUST_PROXY=true) the
 * first X-Forwarded-For entry; otherwise the last, which is the one Next's own
 * server appends for the socket it accepted, so a client cannot pick its key.
 */
export function clientIp(req: Request): string {
  const xff = req.headers.get("x-forwarded-for");
  if (xff) {
    const parts = xff.split(",").map((s) => s.trim()).filter(Boolean);
    const ip = env.TRUST_PROXY ? parts[0] : parts[parts.length - 1];
    if (ip) return ip;
  }
  return req.headers.get("x-real-ip") ?? "unknown";
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
  if (env.TRUST_PROXY) {
    const fwd = req.headers.get("x-forwarded-host");
    if (fwd) hosts.add(fwd.split(",")[0].trim());
  }
  return !hosts.has(originHost);
}
