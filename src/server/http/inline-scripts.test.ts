/** @jest-environment node */
import { PassThrough } from "node:stream";
import { createElement, Suspense } from "react";
import { isFrameworkScript, nonceFrameworkScripts } from "./inline-scripts.mjs";

/** Real React streaming output (the build Next renders pages with): a Suspense boundary that resolves after the shell, so React writes its runtime and a $RC call. */
async function reactStreamedHtml(): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToPipeableStream } = require("next/dist/compiled/react-dom-experimental/cjs/react-dom-server.node.production.js");
  let resolve!: () => void;
  const ready = new Promise<void>((r) => (resolve = r));
  let done = false;
  function Late() {
    if (!done) throw ready;
    return createElement("p", null, "late text with \"quotes\" and </script> inside");
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
    'self.__next_f.push([2,null]);',
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
    const { marked, refused } = nonceFrameworkScripts(html, "n0nce");
    expect(refused).toBe(0);
    expect(marked).toBeGreaterThan(0);
  });
});

describe("nonceFrameworkScripts", () => {
  test("marks each framework script, first among its attributes, and changes nothing else", () => {
    const push = 'self.__next_f.push([1,"a"])';
    const html = `<html><body><p>x</p><script>${push}</script><script async="">$RC("B:0","S:0")</script></body></html>`;
    expect(nonceFrameworkScripts(html, "N1")).toEqual({
      html: `<html><body><p>x</p><script nonce="N1">${push}</script><script nonce="N1" async="">$RC("B:0","S:0")</script></body></html>`,
      marked: 2,
      refused: 0,
    });
  });

  test("leaves any other inline script unmarked and counts it, whatever its case or attributes", () => {
    const html = '<script>alert(1)</script><SCRIPT type="text/javascript">evil()</SCRIPT ><script type="module">x()</script><script>self.__next_f.push([1,"ok"])</script>';
    const { html: out, marked, refused } = nonceFrameworkScripts(html, "N2");
    expect([marked, refused]).toEqual([1, 3]);
    expect(out.match(/nonce=/g)).toHaveLength(1);
    expect(out).toContain('<script nonce="N2">self.__next_f.push([1,"ok"])</script>');
  });

  test("skips external scripts and data blocks, which need no nonce", () => {
    const html = '<script src="/_next/static/chunks/a.js" async=""></script><script type="application/ld+json">{"@type":"Product"}</script>';
    expect(nonceFrameworkScripts(html, "N3")).toEqual({ html, marked: 0, refused: 0 });
  });
});
