// Security headers on every response, shared by next.config.mjs (all
// answers) and http-server/index.mjs (which gives an HTML page's framework
// scripts a nonce and puts it in that page's script-src: see page-csp.mjs).
// Plain .mjs because next.config.mjs and the server load it without a build.

/**
 * The Content-Security-Policy. Scripts: this origin only, plus the inline
 * scripts carrying the given nonce (production HTML pages); development needs inline and
 * eval for Next's dev tooling. Images may come from any https host because
 * the admin sets image URLs. Styles keep 'unsafe-inline' (React style
 * attributes and the toast library's injected styles; styles cannot run code).
 * `scriptsInPage`: the page states its own script-src in a <meta> first in
 * its <head> (pageScriptPolicy); the header leaves script-src out, since a
 * browser enforces both policies and this one would block the page's inline
 * scripts, and so it names each other kind of resource instead of a
 * default-src, which scripts would fall back to.
 * @param {{ dev?: boolean, https?: boolean, nonce?: string, scriptsInPage?: boolean }} [options]
 */
export function contentSecurityPolicy({ dev = false, https = false, nonce, scriptsInPage = false } = {}) {
  const scripts = dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])];
  return [
    ...(scriptsInPage
      ? ["media-src 'self'", "frame-src 'self'", "worker-src 'self'"]
      : ["default-src 'self'", `script-src ${scripts.join(" ")}`]),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The script policy a shared page carries in its own <meta>: this origin's
 * scripts and the inline scripts with these hashes ('sha256-…'), nothing else.
 * @param {string[]} hashes
 */
export function pageScriptPolicy(hashes) {
  return `script-src 'self' ${hashes.join(" ")}`.trimEnd();
}

/** Every header, the CSP without a nonce, as next.config.mjs's headers() wants them. */
export function securityHeaders({ dev = false, https = false } = {}) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ dev, https }) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    // In production always: browsers ignore it over plain http (RFC 6797 8.1), and behind
    // a TLS-terminating proxy the app may not know its own address is https.
    ...(!dev ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
