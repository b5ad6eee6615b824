// A client navigation names the views the browser already holds in its
// Next-Router-State-Tree header. Next parses it for every RSC request to a page
// rendered per request, and one it cannot parse (a forged or cut header) ends in
// a bare 500 and an error logged with its stack. It is the client's error, so it
// is answered 400 here, with Next's own parser deciding: the header's shape is
// Next's private format, so its parser is the one judge that cannot drift from
// it. checkRouterStateParser() runs at start-up and stops the server if that
// parser moved or changed its behaviour.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const PARSER_MODULE = "next/dist/server/app-render/parse-and-validate-flight-router-state.js";

export const ROUTER_STATE_HEADER = "next-router-state-tree";

/** @type {((header: string | string[] | undefined) => unknown) | undefined} */
let parse;

/** A router state for a root page, as a navigation from it sends (URI-encoded JSON). */
export const MINIMAL_ROUTER_STATE = encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }]));

/**
 * Loads Next's parser and checks that it still accepts a real state and refuses a
 * malformed one; throws, naming what changed, otherwise.
 */
export function checkRouterStateParser() {
  const loaded = require(PARSER_MODULE).parseAndValidateFlightRouterState;
  if (typeof loaded !== "function") throw new Error(`${PARSER_MODULE} no longer exports parseAndValidateFlightRouterState`);
  try {
    loaded(MINIMAL_ROUTER_STATE);
  } catch (e) {
    throw new Error(`Next's router state parser refused a minimal valid state: ${e instanceof Error ? e.message : e}`);
  }
  let refused = false;
  try {
    loaded("not-a-router-state");
  } catch {
    refused = true;
  }
  if (!refused) throw new Error("Next's router state parser accepted a malformed state: the 400 for a forged header would be wrong");
  parse = loaded;
}

/**
 * Whether Next would fail on this request's router state: an RSC request whose
 * Next-Router-State-Tree header its parser refuses.
 * @param {import("node:http").IncomingMessage} req
 */
export function hasMalformedRouterState(req) {
  const header = req.headers[ROUTER_STATE_HEADER];
  if (req.headers.rsc === undefined || header === undefined) return false;
  if (!parse) throw new Error("checkRouterStateParser() must run before the server takes requests");
  try {
    parse(header);
    return false;
  } catch {
    return true;
  }
}
