// Puts each completed Suspense boundary of a whole HTML page back in its place.
//
// While streaming, React "outlines" a finished boundary whose HTML is large
// (> 500 bytes, once ~12.8 KB are written): the page first carries the
// boundary's fallback, the content comes at the end of the document in a
// hidden <div>, and an inline $RC(...) script swaps it in. That lets a browser
// paint the shell before a big boundary's bytes arrive. server/index.mjs
// holds every HTML answer until it is complete (its policy header carries the
// page's nonce), so the early paint never happens and only the cost remains:
// the first paint shows the loading skeleton, and React 19.2 reveals content
// that arrives after that paint 300 ms later, in throttled batches. That put
// the category page's main picture (inside loading.tsx's boundary) ~0.3 s
// after the first paint, and Lighthouse counted every script before it.
//
// The result is what React itself writes for a boundary it does not outline
// (renderToReadableStream's progressiveChunkSize, which Next does not expose):
// <!--$-->content<!--/$--> where the fallback was. Client navigations are
// unchanged: their loading states come from the RSC payload, not this HTML.
//
// Only the exact shapes React writes are rewritten; anything else (a boundary
// that errored, one waiting for a stylesheet, a segment in an SVG or table
// container) is left as React wrote it, which still works.
import { isReactRuntimeDefinition } from "./inline-scripts.mjs";

/** $RS("S:2","P:1"): a segment that fills a hole (P:1) of its boundary's content. Ids are hex. */
const PARTIAL_CALL = /\$RS\("S:([0-9a-f]+)","P:([0-9a-f]+)"\);?/g;
/** $RC("B:1","S:1"): reveal boundary B:1 with segment S:1. */
const COMPLETE_CALL = /\$RC\("B:([0-9a-f]+)","S:([0-9a-f]+)"\);?/g;
const SCRIPT_OPEN = /^<script\b[^>]*>/;
const ANY_CALL = /\$R[A-Z]{1,2}\("/;
const OPENERS = new Set(["$", "$?", "$~", "$!", "&"]);
const CLOSERS = new Set(["/$", "/&"]);

const boundaryPlaceholder = (id) => `<!--$?--><template id="B:${id}"></template>`;
const holePlaceholder = (id) => `<template id="P:${id}"></template>`;

/**
 * The page with every boundary that React revealed by a plain $RC (and the
 * holes it filled by $RS) written in place. `html` may be UTF-8 bytes read as
 * latin1: every marker is ASCII.
 */
export function inlineCompletedBoundaries(html) {
  if (!html.includes('$RC("B:')) return html;
  const holes = new Map();
  const boundaries = new Map();
  const runtime = [];
  let text = cutSegments(html, PARTIAL_CALL, runtime, (segment, hole) => ({ segment, key: hole, into: holes, marker: holePlaceholder(hole) }));
  text = cutSegments(text, COMPLETE_CALL, runtime, (boundary, segment) => ({ segment, key: boundary, into: boundaries, marker: boundaryPlaceholder(boundary) }));
  if (boundaries.size === 0) return html;
  text = expand(text, holes, boundaries);
  const firstCall = text.search(ANY_CALL);
  if (firstCall < 0) return withoutRuntime(text);
  // Instructions React wrote that are not rewritten here still need the definitions that came with a cut script.
  const at = text.lastIndexOf("<script", firstCall);
  return runtime.length === 0 ? text : text.slice(0, at) + runtime[0].open + runtime.map((r) => r.definitions).join("") + "</script>" + text.slice(at);
}

/**
 * Takes out each `<div hidden id="S:n">…</div><script>call</script>` of the
 * given call whose placeholder is in the page, keeping its content by key.
 * React writes the runtime's definitions before the first call of a kind, in
 * the same script: those are set aside in `runtime`.
 */
function cutSegments(html, calls, runtime, describe) {
  const pieces = [];
  let at = 0;
  for (const call of html.matchAll(calls)) {
    const [text, first, second] = call;
    const { segment, key, into, marker } = describe(first, second);
    const scriptStart = html.lastIndexOf("<script", call.index);
    const open = SCRIPT_OPEN.exec(html.slice(scriptStart, call.index));
    if (!open || scriptStart < at) continue;
    const definitions = html.slice(scriptStart + open[0].length, call.index);
    const scriptEnd = html.indexOf("</script>", call.index);
    if (scriptEnd !== call.index + text.length || (definitions !== "" && !isReactRuntimeDefinition(definitions))) continue;
    const opener = `<div hidden id="S:${segment}">`;
    const segmentStart = html.lastIndexOf(opener, scriptStart);
    if (segmentStart < at || html.slice(scriptStart - 6, scriptStart) !== "</div>" || !html.includes(marker)) continue;
    into.set(key, html.slice(segmentStart + opener.length, scriptStart - 6));
    if (definitions !== "") runtime.push({ open: open[0], definitions });
    pieces.push(html.slice(at, segmentStart));
    at = scriptEnd + "</script>".length;
  }
  pieces.push(html.slice(at));
  return pieces.join("");
}

/** Every placeholder with known content replaced by it (itself expanded); a boundary's fallback goes. */
function expand(text, holes, boundaries) {
  const out = [];
  let at = 0;
  for (;;) {
    const start = text.indexOf('<template id="', at);
    if (start < 0) break;
    const idStart = start + '<template id="'.length;
    const id = text.slice(idStart + 2, text.indexOf('"', idStart));
    const kind = text.slice(idStart, idStart + 2);
    if (kind === "P:" && holes.has(id) && text.startsWith(holePlaceholder(id), start)) {
      out.push(text.slice(at, start), expand(holes.get(id), holes, boundaries));
      at = start + holePlaceholder(id).length;
      continue;
    }
    const from = start - "<!--$?-->".length;
    if (kind === "B:" && boundaries.has(id) && text.startsWith(boundaryPlaceholder(id), from)) {
      const end = fallbackEnd(text, from + boundaryPlaceholder(id).length);
      if (end >= 0) {
        out.push(text.slice(at, from), "<!--$-->", expand(boundaries.get(id), holes, boundaries), "<!--/$-->");
        at = end + "<!--/$-->".length;
        continue;
      }
    }
    out.push(text.slice(at, idStart));
    at = idStart;
  }
  out.push(text.slice(at));
  return out.join("");
}

/** Where the boundary's closing <!--/$--> starts, counting the nested boundaries of its fallback (as $RC does). */
function fallbackEnd(text, from) {
  let depth = 0;
  for (let at = text.indexOf("<!--", from); at >= 0; at = text.indexOf("<!--", at + 4)) {
    const close = text.indexOf("-->", at + 4);
    if (close < 0) return -1;
    const data = text.slice(at + 4, close);
    if (CLOSERS.has(data)) {
      if (depth === 0) return data === "/$" ? at : -1;
      depth--;
    } else if (OPENERS.has(data)) depth++;
  }
  return -1;
}

/**
 * The page without scripts that only define the runtime (or time its paints),
 * once nothing calls it. One with an id stays: a <link rel="expect"> may wait for it.
 */
function withoutRuntime(html) {
  return html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (script, attributes, body) =>
    !/\bid=/.test(attributes) && isReactRuntimeDefinition(body) ? "" : script,
  );
}
