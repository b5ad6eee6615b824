/** @jest-environment node */
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { hashPageScripts } from "./page-csp.mjs";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`;
const PUSH = 'self.__next_f.push([1,"hello"])';
const PAGE = `<!DOCTYPE html><html><body><p>hi</p><script>${PUSH}</script><script>alert(1)</script></body></html>`;

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const refused: string[] = [];
let server: http.Server;
let base = "";
let handler: Handler = () => {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hashPageScripts(req, res, { onRefused: (n, url) => refused.push(`${n} ${url}`) });
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const scriptSrc = (res: Response) => (res.headers.get("content-security-policy") ?? "").split(";").find((d) => d.trim().startsWith("script-src"))?.trim();

test("a streamed HTML page gets the hashes of its framework scripts only, and its body unchanged", async () => {
  handler = (_req, res) => {
    res.statusCode = 200;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", "script-src 'self'");
    res.flushHeaders();
    const half = PAGE.length / 2;
    res.write(PAGE.slice(0, half));
    setTimeout(() => res.end(PAGE.slice(half)), 5);
  };
  const res = await fetch(`${base}/streamed`);
  expect(await res.text()).toBe(PAGE);
  expect(scriptSrc(res)).toBe(`script-src 'self' ${sha(PUSH)}`);
  expect(refused).toContain("1 /streamed");
});

test("writeHead with headers, and a repeat of the same ETag, give the same policy", async () => {
  handler = (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html", ETag: '"abc"', "Content-Security-Policy": "script-src 'self'" });
    res.end(PAGE);
  };
  const first = await fetch(`${base}/a`);
  const second = await fetch(`${base}/a`);
  expect(scriptSrc(first)).toBe(`script-src 'self' ${sha(PUSH)}`);
  expect(scriptSrc(second)).toBe(scriptSrc(first));
  expect(first.headers.get("content-security-policy")!.match(/script-src/g)).toHaveLength(1);
});

test("other answers pass untouched; a 304 carries no policy", async () => {
  handler = (req, res) => {
    if (req.url === "/json") {
      res.setHeader("Content-Type", "application/json");
      res.setHeader("Content-Security-Policy", "script-src 'self'");
      res.end(JSON.stringify({ html: PAGE }));
    } else {
      res.statusCode = 304;
      res.setHeader("Content-Security-Policy", "script-src 'self'");
      res.end();
    }
  };
  const json = await fetch(`${base}/json`);
  expect(scriptSrc(json)).toBe("script-src 'self'");
  expect(await json.json()).toEqual({ html: PAGE });
  const notModified = await fetch(`${base}/page`, { headers: { "If-None-Match": '"x"' } });
  expect(notModified.status).toBe(304);
  expect(notModified.headers.get("content-security-policy")).toBeNull();
});
