// Before the server takes its first request it renders probe pages through its
// own request handler and checks that every inline script in them is allowed
// by the answer's policy (its nonce, or its hash in the page's own policy),
// that is, that page-csp.mjs recognised each one as the framework's
// (inline-scripts.mjs). Those shapes are Next's and React's
// private output: an upgrade that changes one would leave pages that never
// hydrate, with nothing but a log line to say so. The server refuses to start
// instead, naming the script it did not recognise.
import { createHash } from "node:crypto";
import http from "node:http";

/**
 * A prerendered page (the home page) and one rendered per request with a
 * late Suspense boundary (src/app/csp-probe), so both kinds of answer and
 * React's streaming scripts are covered.
 */
export const PROBE_PATHS = ["/", "/csp-probe"];

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(?!(?:text|application)\/(?:java|ecma)script|module\b)[^"'\s>]/i;

const META_POLICY = /^<!DOCTYPE html>\s*<html\b[^>]*>\s*<head\b[^>]*>\s*<meta http-equiv="Content-Security-Policy" content="([^"]*)">/i;

/**
 * What is wrong with one HTML answer: its inline scripts that neither carry
 * the nonce of its header's policy nor have their hash in the policy the page
 * carries first in its <head> (the browser would block them), or a page with
 * neither, or with no framework script at all. Empty when all is well.
 * @param {string} path
 * @param {number} status
 * @param {string | undefined} csp its Content-Security-Policy header
 * @param {string} html
 */
export function scriptProblems(path, status, csp, html) {
  if (status !== 200) return [`${path} answered ${status}, not 200`];
  const nonce = /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
  const inPage = META_POLICY.exec(html)?.[1];
  const hashes = new Set([...(inPage ?? "").matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]));
  if (!nonce && hashes.size === 0)
    return [
      `${path} allows no inline script: no nonce in its Content-Security-Policy (${csp ?? "none"}) and no hashes in a policy of its own`,
    ];
  const problems = [];
  let allowed = 0;
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs) || DATA_TYPE.test(attrs) || body === "") continue;
    const hash = `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;
    if ((nonce && attrs.includes(`nonce="${nonce}"`)) || hashes.has(hash)) allowed++;
    else
      problems.push(`${path}: an inline script of an unknown shape: ${JSON.stringify(body.slice(0, 160))}${body.length > 160 ? "…" : ""}`);
  }
  if (allowed === 0 && problems.length === 0) problems.push(`${path} has no framework script at all: Next's page format has changed`);
  return problems;
}

/**
 * @param {number} port
 * @param {string} path
 * @returns {Promise<{ status: number, csp: string | string[] | undefined, html: string }>}
 */
function get(port, path) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers: { accept: "text/html" } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, csp: res.headers["content-security-policy"], html: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`the probe of ${path} took over 60 s`)));
  });
}

/**
 * Renders `paths` through `onRequest` (the server's own handler) on a private
 * loopback port and throws an Error naming every problem found.
 * @param {import("node:http").RequestListener} onRequest
 * @param {string[]} [paths]
 */
export async function probeFrameworkScripts(onRequest, paths = PROBE_PATHS) {
  const server = http.createServer(onRequest);
  await new Promise((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", () => resolve(undefined)));
  try {
    const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
    const problems = [];
    for (const path of paths) {
      const { status, csp, html } = await get(port, path);
      problems.push(...scriptProblems(path, status, typeof csp === "string" ? csp : undefined, html));
    }
    if (problems.length > 0) {
      throw new Error(
        "The start-up check of the page scripts failed: pages would not hydrate under the Content-Security-Policy.\n" +
          problems.map((p) => `  - ${p}`).join("\n") +
          "\nA Next.js or React upgrade probably changed the shape of an inline script; teach http-server/inline-scripts.mjs the new shape (see its tests).",
      );
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
