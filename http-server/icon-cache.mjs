// Next links the app's icons (src/app/favicon.ico, src/app/icon.svg) with a hash
// of their bytes in the query (/icon.svg?icon.1a2b3c.svg) but serves them with
// "max-age=0, must-revalidate" and no ETag. A page's <head> is rendered again
// on every client navigation, and the browser fetches its icons again each
// time: two or three requests to the server per filter click, beside the one
// that matters. An address with the hash names those bytes for good, so it is
// kept a year; the bare /favicon.ico keeps Next's answer.

const HASHED_ICON = /^\/((?:favicon|icon|apple-icon)\d*)\.(ico|svg|png|jpg|jpeg|gif)\?\1\.[A-Za-z0-9_-]+\.\2$/;

export const IMMUTABLE = "public, max-age=31536000, immutable";

/** @param {string | undefined} url */
export const isHashedIcon = (url) => HASHED_ICON.test(url ?? "");

/**
 * For a hashed icon's address: its successful answer is marked cacheable for a
 * year, whatever Cache-Control Next gives it (on `res` or in writeHead).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function cacheHashedIcon(req, res) {
  if ((req.method !== "GET" && req.method !== "HEAD") || !isHashedIcon(req.url)) return;
  const writeHead = res.writeHead;
  /** @type {(status: number, ...rest: any[]) => import("node:http").ServerResponse} */
  res.writeHead = function (status, ...rest) {
    if (status === 200) {
      res.setHeader("Cache-Control", IMMUTABLE);
      rest = rest.map((a) =>
        a && typeof a === "object" && !Array.isArray(a)
          ? Object.fromEntries(Object.entries(a).filter(([k]) => k.toLowerCase() !== "cache-control"))
          : a,
      );
    }
    return writeHead.call(res, status, ...rest);
  };
}
