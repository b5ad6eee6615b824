/** @jest-environment node */
import { createHash } from "node:crypto";
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
const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/a.js" async></script></head><body><p>hi</p>${scripts.map((s) => `<script>${s}</script>`).join("")}<script type="application/ld+json">{"@type":"Thing"}</script></body></html>`;

test("passes when every inline script is the framework's", async () => {
  await expect(probeFrameworkScripts(serving({ "/": page(PUSH, TURBOPACK), "/p": page(PUSH) }), ["/", "/p"])).resolves.toBeUndefined();
});

test("a shared page, as the home page is, passes by the hashes in its own policy, and an unknown script in it is refused", async () => {
  const headed = (...scripts: string[]) =>
    `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${scripts.map((s) => `<script>${s}</script>`).join("")}</body></html>`;
  const sharedServing = (html: string) => (req: IncomingMessage, res: ServerResponse) => {
    addPageScriptPolicy(req, res);
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "s-maxage=31536000" });
    res.end(html);
  };
  await expect(probeFrameworkScripts(sharedServing(headed(PUSH, TURBOPACK)), ["/"])).resolves.toBeUndefined();
  await expect(probeFrameworkScripts(sharedServing(headed(PUSH, "self.__next_payload.push(1)")), ["/"])).rejects.toThrow(
    '/: an inline script of an unknown shape: "self.__next_payload.push(1)"',
  );
});

test("refuses a script of a shape it does not know (a changed payload call), naming the page and the script", async () => {
  const changed = 'self.__next_payload.push([1,"hello"])';
  const probe = probeFrameworkScripts(serving({ "/": page(PUSH), "/p": page(PUSH, changed) }), ["/", "/p"]);
  await expect(probe).rejects.toThrow(/start-up check of the page scripts failed/);
  await expect(probeFrameworkScripts(serving({ "/p": page(PUSH, changed) }), ["/p"])).rejects.toThrow(
    `/p: an inline script of an unknown shape: ${JSON.stringify(changed)}`,
  );
});

test("a shared page's own policy: its framework scripts pass by hash, an unknown one is named", async () => {
  const hash = `'sha256-${createHash("sha256").update(PUSH).digest("base64")}'`;
  const page = (extra = "") =>
    `<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${hash}"><title>t</title></head><body><script>${PUSH}</script>${extra}</body></html>`;
  expect(scriptProblems("/", 200, "frame-ancestors 'none'", page())).toEqual([]);
  expect(scriptProblems("/", 200, "frame-ancestors 'none'", page("<script>x()</script>"))).toEqual([
    '/: an inline script of an unknown shape: "x()"',
  ]);
  // A policy further down the page does not count: scripts before it would have run unchecked.
  expect(scriptProblems("/", 200, "frame-ancestors 'none'", page().replace("<head>", "<head><title>first</title>"))[0]).toMatch(
    /allows no inline script/,
  );
});

test("refuses a page with no framework script at all, and a page that is not there", async () => {
  await expect(probeFrameworkScripts(serving({ "/": page() }), ["/"])).rejects.toThrow("/ has no framework script at all");
  await expect(probeFrameworkScripts(serving({}), ["/"])).rejects.toThrow("/ answered 404, not 200");
});

test("scriptProblems reads the nonce from the policy and skips external scripts and data blocks", () => {
  const csp = "script-src 'self' 'nonce-abc'";
  const ok = `<script src="/x.js"></script><script type="application/json">{}</script><script nonce="abc">${PUSH}</script>`;
  expect(scriptProblems("/", 200, csp, ok)).toEqual([]);
  expect(scriptProblems("/", 200, "script-src 'self'", ok)).toEqual([
    "/ allows no inline script: no nonce in its Content-Security-Policy (script-src 'self') and no hashes in a policy of its own",
  ]);
  expect(scriptProblems("/", 200, csp, `${ok}<script nonce="other">x()</script>`)).toEqual([
    '/: an inline script of an unknown shape: "x()"',
  ]);
});
