// Content-Security-Policy for pages that are cached and shared by every visitor
// (so Next cannot render a per-request nonce into them). Next and React put a
// few kinds of inline <script> in every page; http-server/index.mjs gives those of
// an HTML answer a fresh nonce as it is sent, or lists their hashes in a
// shared page's own policy (page-csp.mjs), so no other inline script runs.
//
// Only scripts of the shapes the framework writes are marked, each checked
// against its grammar, never "every inline script in the page": if some bug
// ever let stored text into the HTML as a <script>, marking it too would
// allow exactly the attack the policy exists to stop.
//   - Next's RSC payload:  self.__next_f.push(<JSON>)  and its bootstrap
//     (self.__next_f=self.__next_f||[]).push(<JSON>); the data is inert JSON.
//   - Turbopack's chunk list: (globalThis["TURBOPACK"] || ...).push(<JSON>);
//   - React's streaming runtime: its function definitions, exactly as shipped
//     in the installed react-dom (read from node_modules at start), followed by
//     calls such as $RC("B:0","S:0") whose arguments are literals.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { runInNewContext } from "node:vm";

const require = createRequire(import.meta.url);

/** JSON-argument calls the framework writes, by their exact prefix. */
const JSON_CALLS = [
  "self.__next_f.push(",
  "(self.__next_f=self.__next_f||[]).push(",
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
];

/** A call of React's runtime with literal arguments: strings, numbers, null, booleans, arrays of those, two deep. */
const LITERAL = String.raw`(?:"(?:[^"\\<]|\\[^<])*"|-?\d+(?:\.\d+)?|null|true|false)`;
const list = (/** @type {string} */ item) => String.raw`\[(?:${item}(?:,${item})*)?\]`;
const ARG = `(?:${LITERAL}|${list(`(?:${LITERAL}|${list(LITERAL)})`)})`;
const RUNTIME_CALL = new RegExp(String.raw`^\$R[A-Z]{1,2}\((?:${ARG}(?:,${ARG})*)?\);?`);

/**
 * The string literals of a JS source that define React's `$R…` runtime functions.
 * @param {string} source
 */
function runtimeDefinitions(source) {
  const found = new Set();
  const literal = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g;
  for (const m of source.matchAll(literal)) {
    const raw = m[1] ?? m[2];
    if (!/\$R[A-Z]{1,2}=|\$RT=performance/.test(raw)) continue;
    let text;
    try {
      // The match is a lone string literal, so evaluating it only unescapes it.
      text = runInNewContext(m[0], {}, { timeout: 50 });
    } catch {
      continue;
    }
    // A definition that ends by opening its first call ('…};$RC("') is kept without that opening.
    text = text.replace(/\$R[A-Z]{1,2}\("$/, "");
    if (text.length >= 20) found.add(text);
  }
  return found;
}

/** @type {string[] | undefined} */
let definitions;
/** React's runtime definitions from the react-dom builds Next renders with (its stable and experimental copies), longest first. */
function reactRuntime() {
  if (definitions) return definitions;
  const all = new Set();
  for (const id of [
    "next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js",
    "next/dist/compiled/react-dom-experimental/cjs/react-dom-server.node.production.js",
  ]) {
    try {
      for (const d of runtimeDefinitions(readFileSync(require.resolve(id), "utf8"))) all.add(d);
    } catch {
      /* that build is absent in this Next version */
    }
  }
  definitions = [...all].sort((a, b) => b.length - a.length);
  return definitions;
}

/** @param {string} body */
function isJsonCall(body) {
  const prefix = JSON_CALLS.find((p) => body.startsWith(p));
  if (!prefix) return false;
  const end = body.endsWith(");") ? body.length - 2 : body.endsWith(")") ? body.length - 1 : -1;
  if (end < 0) return false;
  try {
    JSON.parse(body.slice(prefix.length, end));
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a script's text is nothing but React's runtime definitions (no call).
 * @param {string} text
 */
export function isReactRuntimeDefinition(text) {
  const defs = reactRuntime();
  let rest = text;
  for (let def; rest !== ""; rest = rest.slice(def.length).replace(/^[;\n]+/, "")) {
    def = defs.find((d) => rest.startsWith(d));
    if (!def) return false;
  }
  return text !== "";
}

/**
 * React's streaming runtime: known definitions and literal-argument calls, in any order.
 * @param {string} body
 */
function isReactRuntime(body) {
  const defs = reactRuntime();
  let rest = body;
  let progressed = true;
  while (rest && progressed) {
    progressed = false;
    rest = rest.replace(/^[;\n]+/, "");
    const def = defs.find((d) => rest.startsWith(d));
    if (def) {
      rest = rest.slice(def.length);
      progressed = true;
      continue;
    }
    const call = RUNTIME_CALL.exec(rest);
    if (call) {
      rest = rest.slice(call[0].length);
      progressed = true;
    }
  }
  return rest.replace(/^[;\n]+/, "") === "" && body.length > 0;
}

/**
 * Whether an inline script's text is one the framework writes (see the top of this file).
 * @param {string} body
 */
export function isFrameworkScript(body) {
  return isJsonCall(body) || isReactRuntime(body);
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(?!(?:text|application)\/(?:java|ecma)script|module\b)[^"'\s>]/i;

/**
 * Where the framework's inline scripts of an HTML document begin: for each,
 * the index just after its "<script", where http-server/index.mjs adds the nonce
 * attribute (first among the attributes, so it wins over any other); where
 * each one's text begins and ends (for its hash); and how many other inline
 * scripts there are (they get neither).
 *
 * The text may be the UTF-8 bytes read as latin1, so that an index is a byte
 * offset: tag boundaries are ASCII, and the checks accept the same scripts
 * either way (bytes of multi-byte characters only ever occur inside string
 * literals, which allow any character but a quote, a backslash and "<").
 * @param {string} html
 */
export function frameworkScriptOffsets(html) {
  const offsets = [];
  /** @type {[number, number][]} */
  const bodies = [];
  let refused = 0;
  for (const m of html.matchAll(SCRIPT)) {
    const [whole, attrs, body] = m;
    // External scripts are covered by 'self'; data blocks (JSON-LD) do not run.
    if (/\bsrc\s*=/i.test(attrs) || DATA_TYPE.test(attrs) || body === "") continue;
    if (isFrameworkScript(body)) {
      offsets.push(m.index + "<script".length);
      const start = m.index + whole.indexOf(">") + 1;
      bodies.push([start, start + body.length]);
    } else refused++;
  }
  return { offsets, bodies, refused };
}

/**
 * How much of the start of a page being streamed can be sent now: up to the
 * first <script> whose end has not arrived yet (its text decides whether it
 * gets the nonce), or short of a last "<" that may begin one. Cutting only
 * there, each piece reads as the whole page would.
 * @param {string} html
 */
export function streamableLength(html) {
  let end = 0;
  for (const m of html.matchAll(SCRIPT)) end = m.index + m[0].length;
  const open = html.slice(end).search(/<script/i);
  if (open >= 0) return end + open;
  const lt = html.lastIndexOf("<");
  const tail = html.slice(lt).toLowerCase();
  return lt >= end && tail.length < "<script".length && "<script".startsWith(tail) ? lt : html.length;
}

const CLOSING_TAG = /<\/script\s*>/i;
const CLOSING_TAG_START = /^<(?:\/(?:s(?:c(?:r(?:i(?:p(?:t\s*)?)?)?)?)?)?)?$/i;

/**
 * Holds back a streamed page's bytes and hands out what can be sent, cut where
 * streamableLength cuts. It goes over each byte a bounded number of times,
 * however the page is split: while it holds a script whose end has not come,
 * a new chunk is only searched for a closing tag (with the held end that may
 * begin one), and the held bytes are joined once, when one arrives. Without
 * that, a long script arriving in many small chunks was scanned and copied
 * again for each chunk, in time quadratic in its length.
 */
export function streamCutter() {
  /** @type {Buffer[]} */
  let held = [];
  let heldLength = 0;
  // Whether the held bytes begin with a <script whose closing tag no chunk has brought since they were last scanned.
  let waiting = false;
  // The held text's end that may be the start of a closing tag ("" if none).
  let tail = "";
  return {
    /**
     * Takes the next chunk (null for none) and gives what can be sent now,
     * as bytes and as those bytes read as latin1 (one character a byte, so an
     * offset in the text is one in the bytes); everything held when `final`;
     * null when nothing can be sent yet.
     * @param {Buffer | null} bytes
     * @param {boolean} final
     * @returns {{ bytes: Buffer, text: string } | null}
     */
    push(bytes, final) {
      if (bytes !== null && bytes.length !== 0) {
        held.push(bytes);
        heldLength += bytes.length;
      }
      if (heldLength === 0) return null;
      if (waiting && !final) {
        const text = bytes === null ? tail : tail + bytes.toString("latin1");
        if (!CLOSING_TAG.test(text)) {
          tail = closingTagStart(text);
          return null;
        }
      }
      const all = held.length === 1 ? held[0] : Buffer.concat(held, heldLength);
      const text = all.toString("latin1");
      const cut = final ? text.length : streamableLength(text);
      const rest = text.slice(cut);
      held = rest === "" ? [] : [all.subarray(cut)];
      heldLength = rest.length;
      waiting = /^<script/i.test(rest);
      tail = waiting ? closingTagStart(rest.slice("<script".length)) : "";
      return cut === 0 ? null : { bytes: all.subarray(0, cut), text: text.slice(0, cut) };
    },
  };
}

/**
 * The end of `text` from its last "<" when that may grow into a closing script tag, else "".
 * @param {string} text
 */
function closingTagStart(text) {
  const lt = text.lastIndexOf("<");
  return lt >= 0 && CLOSING_TAG_START.test(text.slice(lt)) ? text.slice(lt) : "";
}
