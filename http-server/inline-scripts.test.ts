/** @jest-environment node */
import { PassThrough } from "node:stream";
import { createElement, Suspense } from "react";
import fc from "fast-check";
import { frameworkScriptOffsets, isFrameworkScript, isReactRuntimeDefinition, streamableLength, streamCutter } from "./inline-scripts.mjs";

/** Real React streaming output (the build Next renders pages with): a Suspense boundary that resolves after the shell, so React writes its runtime and a $RC call. */
async function reactStreamedHtml(): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToPipeableStream } = require("next/dist/compiled/react-dom-experimental/cjs/react-dom-server.node.production.js");
  let resolve!: () => void;
  const ready = new Promise<void>((r) => (resolve = r));
  let done = false;
  function Late() {
    if (!done) throw ready;
    return createElement("p", null, 'late text with "quotes" and </script> inside');
  }
  const app = createElement("div", null, createElement(Suspense, { fallback: createElement("span", null, "…") }, createElement(Late)));
  return new Promise((ok, fail) => {
    const out = new PassThrough();
    let html = "";
    out.on("data", (c) => (html += c));
    out.on("end", () => ok(html));
    const stream = renderToPipeableStream(app, {
      onShellReady() {
        stream.pipe(out);
        setTimeout(() => ((done = true), resolve()), 10);
      },
      onError: fail,
    });
  });
}

describe("framework inline scripts", () => {
  test.each([
    'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])',
    "(self.__next_f=self.__next_f||[]).push([0])",
    "self.__next_f.push([2,null]);",
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});',
    "requestAnimationFrame(function(){$RT=performance.now()});",
    '$RC("B:0","S:0")',
    '$RS("S:1","P:1")',
    '$RX("B:2","digest-1")',
    '$RR("B:0","S:0",[["/a.css","high"]])',
  ])("accepts %s", (script) => {
    expect(isFrameworkScript(script)).toBe(true);
  });

  test.each([
    "alert(1)",
    "",
    "self.__next_f.push(1);alert(1)",
    'self.__next_f.push([1,"x"]);alert(1)',
    'self.__next_f.push([1,"x"])//',
    '$RC("B:0",alert(1))',
    '$RC("B:0","S:0");alert(1)',
    "$RC=function(a){alert(a)};$RC(1)",
    'fetch("/api/admin/profile")',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1))',
  ])("refuses %s", (script) => {
    expect(isFrameworkScript(script)).toBe(false);
  });

  test("React's own streaming runtime and calls are recognised", async () => {
    const html = await reactStreamedHtml();
    expect(html).toMatch(/\$RC\(/);
    const { offsets, refused } = frameworkScriptOffsets(html);
    expect(refused).toBe(0);
    expect(offsets.length).toBeGreaterThan(0);
  });

  test("the runtime's definitions alone are told apart from definitions with anything else", async () => {
    const html = await reactStreamedHtml();
    const call = html.indexOf('$RC("B:0","S:0")</script>');
    const definitions = html.slice(html.lastIndexOf("<script>", call) + "<script>".length, call);
    expect(definitions).toContain("$RC=function");
    expect(isReactRuntimeDefinition(definitions)).toBe(true);
    expect(isReactRuntimeDefinition(`${definitions}$RC("B:0","S:0")`)).toBe(false);
    expect(isReactRuntimeDefinition(`${definitions}alert(1)`)).toBe(false);
    expect(isReactRuntimeDefinition("")).toBe(false);
  });
});

describe("frameworkScriptOffsets", () => {
  const tagAt = (html: string, offset: number) => html.slice(offset - "<script".length, html.indexOf(">", offset) + 1);

  test("points just after the <script of each framework script", () => {
    const push = 'self.__next_f.push([1,"a"])';
    const html = `<html><body><p>x</p><script>${push}</script><script async="">$RC("B:0","S:0")</script></body></html>`;
    const { offsets, refused } = frameworkScriptOffsets(html);
    expect(refused).toBe(0);
    expect(offsets.map((o) => tagAt(html, o))).toEqual(["<script>", '<script async="">']);
  });

  test("leaves out any other inline script and counts it, whatever its case or attributes", () => {
    const html =
      '<script>alert(1)</script><SCRIPT type="text/javascript">evil()</SCRIPT ><script type="module">x()</script><script>self.__next_f.push([1,"ok"])</script>';
    const { offsets, refused } = frameworkScriptOffsets(html);
    expect(refused).toBe(3);
    expect(offsets).toEqual([html.lastIndexOf("<script>") + "<script".length]);
  });

  test("skips external scripts and data blocks, which need no nonce", () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script type="application/ld+json">{"@type":"Product"}</script>';
    expect(frameworkScriptOffsets(html)).toEqual({ offsets: [], bodies: [], refused: 0 });
  });

  test("gives where each framework script's text begins and ends, for its hash", () => {
    const push = 'self.__next_f.push([1,"x"])';
    const html = `<p>a</p><script>${push}</script><script async="">${push}</script><script>alert(1)</script>`;
    const { bodies, refused } = frameworkScriptOffsets(html);
    expect(bodies.map(([from, to]) => html.slice(from, to))).toEqual([push, push]);
    expect(refused).toBe(1);
  });

  test("on UTF-8 read as latin1, offsets are byte offsets and multi-byte text is accepted", () => {
    const html = '<p>Größe – 12″</p><script>self.__next_f.push([1,"Größe – 12″ ✓"])</script>';
    const bytes = Buffer.from(html, "utf8");
    const { offsets, refused } = frameworkScriptOffsets(bytes.toString("latin1"));
    expect(refused).toBe(0);
    expect(bytes.subarray(offsets[0] - "<script".length, offsets[0] + 1).toString()).toBe("<script>");
  });
});

describe("streamCutter", () => {
  /** The cuts the page policy made before the cutter: all that is held, scanned again for each chunk. */
  function cutsByRescanning(chunks: Buffer[]): string[] {
    const pieces: string[] = [];
    let pending = "";
    chunks.forEach((chunk, i) => {
      pending += chunk.toString("latin1");
      const cut = i === chunks.length - 1 ? pending.length : streamableLength(pending);
      if (cut > 0) pieces.push(pending.slice(0, cut));
      pending = pending.slice(cut);
    });
    return pieces;
  }
  function cutsOf(chunks: Buffer[]): string[] {
    const cutter = streamCutter();
    const pieces: string[] = [];
    chunks.forEach((chunk, i) => {
      const piece = cutter.push(chunk, i === chunks.length - 1);
      if (!piece) return;
      expect(piece.bytes.toString("latin1")).toBe(piece.text);
      pieces.push(piece.text);
    });
    return pieces;
  }
  const push = (n: number) => `self.__next_f.push([1,"${"x".repeat(n)}"])`;
  const pages = [
    `<!DOCTYPE html><html><body><p>Größe – 12″</p><script>${push(3000)}</script><SCRIPT>alert("<")</SCRIPT  ><p>a</p><script async="">$RC("B:0","S:0")</script></script ><scriptfoo></script></body></html>`,
    `<p>x</p><script>${push(50)}</script   \n><script-x>y</script-x><script src="/a.js"></script><`,
    `<script>${push(20000)}</script>`,
  ];

  test("cuts a page wherever its chunks split it just as scanning all it holds for each chunk did", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pages.map((p) => Buffer.from(p, "utf8"))),
        fc.array(fc.integer({ min: 1, max: 4000 }), { minLength: 1, maxLength: 60 }),
        (page, sizes) => {
          const chunks: Buffer[] = [];
          for (let at = 0, i = 0; at < page.length; at += sizes[i++ % sizes.length]) {
            chunks.push(page.subarray(at, at + sizes[i % sizes.length]));
          }
          const pieces = cutsOf(chunks);
          expect(pieces).toEqual(cutsByRescanning(chunks));
          expect(pieces.join("")).toBe(page.toString("latin1"));
        },
      ),
      { seed: 28, numRuns: 300 },
    );
  });

  test("holds a long script that comes a byte at a time until its closing tag, then sends it whole", () => {
    const script = `<script>${push(5000)}</script   >`;
    const page = Buffer.from(`<p>a</p>${script}<p>b</p>`);
    const cutter = streamCutter();
    const sent: [number, string][] = [];
    page.forEach((byte, i) => {
      const piece = cutter.push(Buffer.from([byte]), false);
      if (piece) sent.push([i, piece.text]);
    });
    expect(sent.filter(([, text]) => text.includes("<script"))).toEqual([[page.indexOf(script) + script.length - 1, script]]);
    expect(sent.map(([, text]) => text).join("") === page.toString("latin1")).toBe(true);
    expect(cutter.push(null, true)).toBeNull();
  });
});
