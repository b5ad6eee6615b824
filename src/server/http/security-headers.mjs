// Security headers on every response, shared by next.config.mjs (all
// answers) and scripts/server.mjs (which puts the hashes of an HTML page's
// framework scripts into that page's script-src: see inline-scripts.mjs).
// Plain .mjs because next.config.mjs and the server load it without a build.

/**
 * The Content-Security-Policy. Scripts: this origin only, plus the given
 * inline-script hashes (production HTML pages); development needs inline and
 * eval for Next's dev tooling. Images may come from any https host because
 * the admin sets image URLs. Styles keep 'unsafe-inline' (React style
 * attributes and the toast library's injected styles; styles cannot run code).
 */
export function contentSecurityPolicy({ dev = false, https = false, scriptHashes = [] } = {}) {
  const scripts = dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", ...scriptHashes];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
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

/** Every header but the CSP's hashes, as next.config.mjs's headers() wants them. */
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
