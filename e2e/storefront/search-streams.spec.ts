import http from "node:http";
import { expect, test } from "@playwright/test";

/**
 * The search results page is rendered per request and passed on as Next
 * writes it: the server holds nothing back, the nonce goes into each piece's
 * framework scripts. Its results are outside any Suspense boundary, so they
 * come in place (not in a hidden element for React's script to move) and the
 * page reads whole without scripts. The same address loaded again comes from
 * the server's kept copy, whole.
 */

interface Piece {
  text: string;
}

function readPieces(url: string): Promise<{ headers: http.IncomingHttpHeaders; pieces: Piece[] }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const pieces: Piece[] = [];
        res.setEncoding("utf8");
        res.on("data", (text: string) => pieces.push({ text }));
        res.on("end", () => resolve({ headers: res.headers, pieces }));
      })
      .on("error", reject);
  });
}

test("a search nobody made before is passed on as written, its results in place, each piece's framework scripts under the answer's nonce", async ({
  baseURL,
}) => {
  const word = `zqstream${Date.now().toString(36)}`;
  const { headers, pieces } = await readPieces(`${baseURL}/search?q=${word}`);
  const nonce = /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))?.[1];
  expect(nonce).toBeTruthy();
  expect(headers["content-length"]).toBeUndefined();
  expect(headers.etag).toBeUndefined();
  const whole = pieces.map((p) => p.text).join("");
  const heading = whole.search(new RegExp(`<h1[^>]*>Search results for &quot;(?:<!-- -->)?${word}`));
  expect(heading).toBeGreaterThan(whole.indexOf("<header"));
  expect(heading).toBeLessThan(whole.indexOf("<footer"));
  expect(whole).not.toMatch(/<div hidden id="S:|\$RC\(/);
  // Every inline script that runs carries this answer's nonce.
  const inline = [...whole.matchAll(/<script\b([^>]*)>(?!<\/script>)/g)].filter(
    ([, attrs]) => !/\bsrc=|type="application\/ld\+json"/.test(attrs),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [, attrs] of inline) expect(attrs).toContain(`nonce="${nonce}"`);
});

test("the same search again is answered whole from the server's kept page, with its script hashes instead of a nonce", async ({
  page,
  baseURL,
}) => {
  const word = `zqkeptpage${Date.now().toString(36)}`;
  await readPieces(`${baseURL}/search?q=${word}`);
  const again = await readPieces(`${baseURL}/search?q=${word}`);
  expect(Number(again.headers["content-length"])).toBeGreaterThan(0);
  expect(String(again.headers["content-security-policy"])).not.toContain("nonce-");
  expect(again.pieces.map((p) => p.text).join("")).toMatch(
    /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-/,
  );

  // In a browser the kept page hydrates and works: Enter in the header box searches again.
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole("heading", { level: 1, name: `Search results for "${word}"` })).toBeVisible();
  const box = page.getByRole("banner").getByRole("search").first().getByRole("searchbox", { name: "Search products" });
  await expect(page.getByRole("banner").getByRole("button", { name: /^Open cart/ })).toHaveAccessibleName(/Open cart, \d+ items?/);
  await box.fill("nitrile gloves");
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: 'Search results for "nitrile gloves"' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the same new search asked four times at once is rendered once: the others wait for it and get the page it kept", async ({
  baseURL,
}) => {
  const word = `zqtogether${Date.now().toString(36)}`;
  const answers = await Promise.all([0, 1, 2, 3].map(() => readPieces(`${baseURL}/search?q=${word}`)));
  const policies = answers.map((a) => String(a.headers["content-security-policy"]));
  // One answer is the render itself, streamed with a nonce; the rest come whole from the kept page, with its hashes.
  expect(policies.filter((p) => p.includes("'nonce-"))).toHaveLength(1);
  expect(answers.filter((a) => Number(a.headers["content-length"]) > 0)).toHaveLength(3);
  for (const a of answers)
    expect(a.pieces.map((p) => p.text).join("")).toMatch(new RegExp(`Search results for &quot;(?:<!-- -->)?${word}`));
});
