import { z } from "zod";

/**
 * zod, as every module of the app imports it. In the browser, zod would probe
 * whether it may compile parsers with `new Function` when its first object
 * schema is made; the pages' policy allows no eval, so the probe is refused and
 * Chromium reports a policy violation on every page with a form or a cart
 * (Lighthouse's best-practices audit flagged it). jitless skips the probe and
 * parses as it would after a refused one. Set here, before any schema exists,
 * because each schema reads it when it is made. The server keeps compiled parsers.
 */
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
