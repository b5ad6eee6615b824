/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from "node:http";
import { addPageScriptPolicy } from "./page-csp.mjs";
import { probeFrameworkScripts, scriptProblems } from "./startup-probe.mjs";

const PUSH = 'self.__next_f.push([1,"hello"])';
const TURBOPACK = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(["chunk.js",{}])';

/** The server's handler in small: the page policy, then "Next" writing the page for the path. */
function serving(pages: Record<string, string>) {
  return (req: IncomingMessage, res: ServerResponse) => {
    addPageScriptPolicy(req, res);
    const html = pages[req.url ?? ""];
    res.statusCode = html === undefined ? 404 : 200;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(html ?? "<!DOCTYPE html><p>not found</p>");
  };
}
const page = (...scripts: string[]) => `<!DOCTYPE html><html><head><script src="/_next/a.js" async></script></head><body><p>hi</p>${scripts.map((s) => `<script>${s}</script>`).join("")}<script type="application/ld+json">{"@type":"Thing"}</script></body></html>`;

test("passes when every inline script is the framework's", async () => {
  await expect(probeFrameworkScripts(serving({ "/": page(PUSH, TURBOPACK), "/p": page(PUSH) }), ["/", "/p"])).resolves.toBeUndefined();
});

test("refuses a script of a shape it does not know (a changed payload call), naming the page and the script", async () => {
  const changed = 'self.__next_payload.push([1,"hello"])';
  const probe = probeFrameworkScripts(serving({ "/": page(PUSH), "/p": page(PUSH, changed) }), ["/", "/p"]);
  await expect(probe).rejects.toThrow(/start-up check of the page scripts failed/);
  await expect(probeFrameworkScripts(serving({ "/p": page(PUSH, changed) }), ["/p"])).rejects.toThrow(`/p: an inline script of an unknown shape: ${JSON.stringify(changed)}`);
});

test("refuses a page with no framework script at all, and a page that is not there", async () => {
  await expect(probeFrameworkScripts(serving({ "/": page() }), ["/"])).rejects.toThrow("/ has no framework script at all");
  await expect(probeFrameworkScripts(serving({}), ["/"])).rejects.toThrow("/ answered 404, not 200");
});

test("scriptProblems reads the nonce from the policy and skips external scripts and data blocks", () => {
  const csp = "script-src 'self' 'nonce-abc'";
  const ok = `<script src="/x.js"></script><script type="application/json">{}</script><script nonce="abc">${PUSH}</script>`;
  expect(scriptProblems("/", 200, csp, ok)).toEqual([]);
  expect(scriptProblems("/", 200, "script-src 'self'", ok)).toEqual(["/ has no nonce in its Content-Security-Policy (script-src 'self')"]);
  expect(scriptProblems("/", 200, csp, `${ok}<script nonce="other">x()</script>`)).toEqual(['/: an inline script of an unknown shape: "x()"']);
});
