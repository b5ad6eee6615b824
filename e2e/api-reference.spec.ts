import { expect, test, type Page } from "@playwright/test";

/**
 * The API's OpenAPI document and its interactive reference (/api/docs, Swagger
 * UI's self-hosted bundle): the reference renders under the site's strict
 * policy (scripts from this origin only, nothing inline), is kept out of
 * search engines, and reads the document the server serves.
 */

/** Policy violations, from the console and from the page's securitypolicyviolation events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeBinding("__reportPolicyViolation", (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation;
      report(`securitypolicyviolation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

test("the OpenAPI document is served once per build, with an ETag", async ({ request }) => {
  const first = await request.get("/api/openapi.json");
  expect(first.status()).toBe(200);
  const doc = await first.json();
  expect(doc.openapi).toBe("3.1.0");
  expect(Object.keys(doc.paths)).toContain("/api/quote-requests");
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^".+"$/);
  const again = await request.get("/api/openapi.json", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
});

for (const width of [1280, 390]) {
  test(`the API reference works under the site's policy at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const violations = await watchViolations(page);
    const answer = await page.goto("/api/docs");
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()["x-robots-tag"]).toContain("noindex");
    const scriptSrc = (answer?.headers()["content-security-policy"] ?? "").split(";").find((d) => d.trim().startsWith("script-src"));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("unsafe-inline");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    // A person opens an operation and reads its example body.
    const operation = page.getByRole("button", { name: /POST \/api\/quote-requests Request a quote/ });
    await expect(operation).toBeVisible({ timeout: 20_000 });
    await operation.click();
    await expect(page.getByText("Idempotency-Key", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/"neededBy"/).first()).toBeVisible();
    expect(violations).toEqual([]);
  });
}
