/** @jest-environment node */
// Real React output: the renderer Next renders pages with, streaming documents
// whose Suspense boundaries it outlines, against the same tree rendered with
// outlining off (progressiveChunkSize: Infinity).
import type * as ReactType from "react";
import { inlineCompletedBoundaries } from "./inline-boundaries.mjs";

/* eslint-disable @typescript-eslint/no-require-imports -- the exact React copy Next renders with */
const React: typeof ReactType = require("next/dist/compiled/react");
const { renderToReadableStream } = require("next/dist/compiled/react-dom/server.node") as {
  renderToReadableStream: (node: ReactType.ReactNode, options?: { progressiveChunkSize?: number; onError?: () => void }) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;
};
/* eslint-enable @typescript-eslint/no-require-imports */
const h = React.createElement;
const { Suspense } = React;

const PAINT_TRACKER = '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>';

/** toBe, reporting where two long pages first differ rather than both whole. */
function same(actual: string, expected: string) {
  let i = 0;
  while (i < actual.length && actual[i] === expected[i]) i++;
  expect({ at: i, actual: actual.slice(i - 80, i + 120) }).toEqual({ at: expected.length === actual.length && i === actual.length ? i : -1, actual: expected.slice(i - 80, i + 120) });
}

async function render(node: ReactType.ReactNode, progressiveChunkSize?: number): Promise<string> {
  const stream = await renderToReadableStream(node, { progressiveChunkSize, onError: () => {} });
  return new Response(stream).text();
}

/** Many KB of plain markup, so React outlines the boundary holding it. */
const cards = (prefix: string, n: number) =>
  h("ul", null, ...Array.from({ length: n }, (_, i) => h("li", { key: i, className: "card" }, `${prefix} product ${i} `.repeat(20))));

const page = (main: ReactType.ReactNode) =>
  h(
    "html",
    null,
    h("head", null, h("title", null, "Shop")),
    h(
      "body",
      null,
      h("nav", null, h(Suspense, { fallback: h("ul", null, "menu") }, cards("nav", 3))),
      h("main", null, main),
      h("footer", null, "Footer"),
    ),
  );

/** Like the category page: loading.tsx's boundary around the page, and the products' own one inside. */
const category = page(
  h(
    Suspense,
    { fallback: h("div", { className: "skeleton" }, h("div", null, "loading"), h("div", null, "loading")) },
    h("h1", null, "Stretch Film"),
    cards("intro", 40),
    h(Suspense, { fallback: h("p", null, "Loading products...") }, cards("grid", 60)),
    h(Suspense, { fallback: "tiny" }, h("p", null, "small boundary")),
  ),
);

it("writes outlined boundaries in place, exactly as React does with outlining off", async () => {
  const streamed = await render(category);
  expect(streamed).toContain('$RC("B:');
  expect(streamed).toContain('<div hidden id="S:');

  const inlined = inlineCompletedBoundaries(streamed);
  // React's paint tracker for its reveals stays: it only records a time.
  expect(inlined).toContain(PAINT_TRACKER);
  same(inlined.replace(PAINT_TRACKER, ""), await render(category, Infinity));
  expect(inlined).not.toMatch(/\$RC|<template id="B:|<div hidden id="S:|Loading products|class="skeleton"/);
});

it("leaves a page without outlined boundaries as it is", async () => {
  const html = await render(page(h("p", null, "hello")));
  expect(inlineCompletedBoundaries(html)).toBe(html);
});

it("also writes in place a boundary whose content arrived later in the stream", async () => {
  let release!: () => void;
  const data = new Promise<string>((resolve) => (release = () => resolve("late content")));
  function Late() {
    return h("p", null, React.use(data));
  }
  const streamed = render(page(h(Suspense, { fallback: h("p", null, "waiting") }, h(Late), cards("late", 5))));
  setTimeout(release, 20);
  const html = await streamed;
  expect(html).toContain('$RC("B:');

  expect(html).toContain('$RS("S:');

  const inlined = inlineCompletedBoundaries(html);
  expect(inlined).toContain("<main><!--$--><p>late content</p><ul>");
  expect(inlined).not.toMatch(/\$R[CS]|waiting|<div hidden|<template/);
});

it("keeps a boundary whose content failed, with the runtime that shows it", async () => {
  let fail!: () => void;
  const data = new Promise<string>((_, reject) => (fail = () => reject(new Error("boom"))));
  data.catch(() => {});
  function Broken() {
    return h("p", null, React.use(data));
  }
  const streamed = render(page(h("div", null, h(Suspense, { fallback: h("p", null, "fallback kept") }, h(Broken)), h(Suspense, { fallback: "x" }, cards("ok", 60)))));
  setTimeout(fail, 20);
  const html = await streamed;
  expect(html).toContain('$RX("B:');

  const inlined = inlineCompletedBoundaries(html);
  expect(inlined).toContain("fallback kept");
  expect(inlined).toContain('$RX("B:');
  expect(inlined.indexOf("ok product 59")).toBeLessThan(inlined.indexOf("<footer>"));
  expect(inlined).not.toContain("$RC(");
  // Every instruction left still has its definition before it.
  for (const call of inlined.matchAll(/\$R([A-Z]{1,2})\("/g)) expect(inlined.indexOf(`$R${call[1]}=function`)).toBeLessThan(call.index);
});

it("leaves a segment alone unless it is exactly where React writes it, before its $RC", () => {
  const html =
    '<main><!--$?--><template id="B:0"></template><p>wait</p><!--/$--></main>' +
    '<div hidden id="S:0"><p>done</p></div><p>in between</p><script>$RC("B:0","S:0")</script>';
  expect(inlineCompletedBoundaries(html)).toBe(html);
  const unknownScript = html.replace("<p>in between</p>", "").replace("<script>$RC", "<script>alert(1);$RC");
  expect(inlineCompletedBoundaries(unknownScript)).toBe(unknownScript);
  const inPlace = html.replace("<p>in between</p>", "");
  expect(inlineCompletedBoundaries(inPlace)).toBe("<main><!--$--><p>done</p><!--/$--></main>");
});
