/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { EventEmitter } from "node:events";
import { isPageRequest, oneRenderPerAddress, renderSlots } from "./render-slots.mjs";

test("at most `limit` renders run at once; the others start, in order, as answers are sent", async () => {
  const slots = renderSlots(2);
  const started: number[] = [];
  const finishers: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const n = Number(req.url!.slice(1));
    void slots.run(res, async () => {
      started.push(n);
      finishers[n] = () => res.end(String(n));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const answers = [0, 1, 2, 3].map((n) => fetch(`${base}/${n}`).then((r) => r.text()));
    await new Promise((r) => setTimeout(r, 100));
    expect(started).toEqual([0, 1]);
    expect(slots.usage).toEqual({ active: 2, waiting: 2 });
    finishers[1]();
    await new Promise((r) => setTimeout(r, 50));
    expect(started).toEqual([0, 1, 2]);
    finishers[0]();
    finishers[2]();
    await new Promise((r) => setTimeout(r, 50));
    finishers[3]();
    expect(await Promise.all(answers)).toEqual(["0", "1", "2", "3"]);
    await new Promise((r) => setTimeout(r, 20));
    expect(slots.usage).toEqual({ active: 0, waiting: 0 });
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

test("pages are GET or HEAD outside the API, Next's static files and uploads", () => {
  const req = (method: string, url: string) => ({ method, url }) as http.IncomingMessage;
  expect(isPageRequest(req("GET", "/search?q=bags"))).toBe(true);
  expect(isPageRequest(req("HEAD", "/"))).toBe(true);
  expect(isPageRequest(req("GET", "/api/categories"))).toBe(false);
  expect(isPageRequest(req("GET", "/_next/static/chunks/a.js"))).toBe(false);
  expect(isPageRequest(req("GET", "/uploads/a.webp"))).toBe(false);
  expect(isPageRequest(req("POST", "/contact"))).toBe(false);
});

describe("one render per address", () => {
  /** A response as far as the helper sees it: something that closes. */
  const response = () => new EventEmitter() as unknown as http.ServerResponse;
  const settled = async (p: Promise<boolean>) => Promise.race([p, new Promise<"waiting">((r) => setTimeout(() => r("waiting"), 20))]);

  test("the first request for an address renders; the next ones wait until its answer closes, then try the kept page", async () => {
    const renders = oneRenderPerAddress();
    const first = response();
    expect(await renders.waitForRender("/search?q=bags", first)).toBe(false);
    const second = renders.waitForRender("/search?q=bags", response());
    const third = renders.waitForRender("/search?q=bags", response());
    // Another address is not held up by it.
    expect(await renders.waitForRender("/search?q=gloves", response())).toBe(false);
    expect(await settled(second)).toBe("waiting");
    expect(renders.underway).toBe(2);
    first.emit("close");
    expect(await second).toBe(true);
    expect(await third).toBe(true);
    // Once it is done, the next request renders again (when nothing was kept, or the kept page expired).
    expect(await renders.waitForRender("/search?q=bags", response())).toBe(false);
  });

  test("a request waits for another's render at most maxWaitMs", async () => {
    const renders = oneRenderPerAddress({ maxWaitMs: 50 });
    expect(await renders.waitForRender("/search?q=slow", response())).toBe(false);
    const started = Date.now();
    expect(await renders.waitForRender("/search?q=slow", response())).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
