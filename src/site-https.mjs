// Whether the site is served over https: the one rule for the whole app.
// src/env.ts exports it as `env.https` (session cookie name and Secure flag);
// next.config.mjs and scripts/server.mjs (the policy's upgrade-insecure-requests)
// call it directly, as they load without a build and cannot import TypeScript.

/**
 * True when the site's public address is https: SITE_URL or NEXTAUTH_URL
 * starts with https://. Either is enough, so a site whose address is https
 * never gets cookies without the Secure flag.
 * @param {{ SITE_URL?: string, NEXTAUTH_URL?: string }} vars
 */
export function isHttpsSite(vars) {
  return [vars.SITE_URL, vars.NEXTAUTH_URL].some((url) => /^\s*https:\/\//i.test(url ?? ""));
}
