/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { isPageRequest, renderSlots } from "./render-slots.mjs";

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
