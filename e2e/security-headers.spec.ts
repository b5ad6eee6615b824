import { expect, test, type Page } from "@playwright/test";
import { PROBE_PATHS, scriptProblems } from "../http-server/startup-probe.mjs";
import { joinAdminSession } from "./support/admin-session";

/**
 * The Content-Security-Policy of pages (http-server/page-csp.mjs, ADR 10): the
 * framework's own inline scripts run, by their hashes on a shared page and by
 * a fresh nonce per answer on any other; nothing else inline does, and the
 * policy never falls back to 'unsafe-inline'.
 */

const PUBLIC_PAGES = [
  "/",
  "/products",
  "/search?q=mailer",
  "/categories/mailer-bags",
  "/products/stretch-film",
  "/products/white-poly-mailer-10x13",
  "/about",
  "/contact",
  "/no-such-page",
];
const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/products",
  "/admin/categories",
  "/admin/settings",
  "/admin/contact-messages",
  "/admin/quote-requests",
  "/admin/product-management",
  "/admin/edit-product?index=0",
  "/admin/audit-log",
];

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

/**
 * Collects what the browser reports as blocked by the policy: its console
 * messages, and the page's securitypolicyviolation events, which also report
 * what a script tried and caught (an eval probe logs nothing to the console).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeBinding("__reportPolicyViolation", (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation;
      report(`securitypolicyviolation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`);
    });
  });
  return violations;
}

/**
 * The page's script policy: a shared page carries it in a <meta> first in its
 * <head> (its framework scripts' hashes, the same bytes for every visitor),
 * any other page in the header (a nonce per answer). Exactly one of them.
 */
async function expectStrictPolicy(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res, path).not.toBeNull();
  const policy = (await res!.allHeaders())["content-security-policy"] ?? "";
  const first = await page.evaluate(() => {
    const el = document.head.firstElementChild;
    return el?.getAttribute("http-equiv") === "Content-Security-Policy" ? el.getAttribute("content") : null;
  });
  const inPage = first !== null;
  expect(inPage ? directive(policy, "script-src") : [], `${path}: the header leaves script-src to the page's own policy`).toEqual([]);
  const scripts = directive(inPage ? first! : policy, "script-src");
  expect(scripts, path).toContain("'self'");
  expect(scripts, path).not.toContain("'unsafe-inline'");
  expect(scripts, path).not.toContain("'unsafe-eval'");
  if (inPage) {
    expect(directive(policy, "default-src"), `${path}: no default-src for scripts to fall back to`).toEqual([]);
    for (const kind of ["media-src", "frame-src", "worker-src", "connect-src"])
      expect(directive(policy, kind), `${path} ${kind}`).toEqual(["'self'"]);
    expect(
      scripts.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(s)) && scripts.length > 1,
      `${path} allows its inline scripts by their hashes`,
    ).toBe(true);
  } else {
    expect(
      scripts.filter((s) => /^'nonce-[A-Za-z0-9+/]{22}=='$/.test(s)),
      `${path} allows its inline scripts by one nonce`,
    ).toHaveLength(1);
  }
  expect(directive(policy, "object-src"), path).toEqual(["'none'"]);
  expect(directive(policy, "frame-ancestors"), path).toEqual(["'none'"]);
  expect(directive(policy, "base-uri"), path).toEqual(["'self'"]);
  await page.waitForLoadState("load");
}

test("public pages run under a strict policy with no violation", async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  for (const path of PUBLIC_PAGES) await expectStrictPolicy(page, path);
  // The framework's scripts ran: the page hydrated and the cart works.
  await page.goto("/categories/trash-bags");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Black Contractor Bags 42 Gallon", exact: true }) });
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await expect(card.getByRole("button", { name: "Add More (1)" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("admin pages run under the same policy with no violation", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  // Signed out first: a signed-in visit to the login page moves on to the dashboard by itself.
  await expectStrictPolicy(page, "/admin/login");
  await joinAdminSession(page.context(), testInfo);
  for (const path of ADMIN_PAGES) await expectStrictPolicy(page, path);
  await page.goto("/admin/dashboard");
  await expect(page.getByText(/Welcome,/)).toBeVisible();
  expect(violations).toEqual([]);
});

test("the pages the server checks at start-up pass that check in this build, and the probe page hydrates", async ({ page, request }) => {
  for (const path of PROBE_PATHS) {
    const res = await request.get(path);
    expect(scriptProblems(path, res.status(), res.headers()["content-security-policy"], await res.text())).toEqual([]);
  }
  const violations = await watchViolations(page);
  await page.goto("/csp-probe");
  await expect(page.getByText("Checked.")).toBeVisible();
  expect(violations).toEqual([]);
});

test("a shared page is the same bytes and headers for every visitor, with its script hashes first in <head>", async ({ request }) => {
  const path = "/categories/trash-bags";
  await request.get(path);
  const [a, b] = [await request.get(path), await request.get(path)];
  // The request id is each answer's own (one per request, as the logs have it); everything else is the same.
  const kept = (h: Record<string, string>) =>
    Object.fromEntries(Object.entries(h).filter(([k]) => !["date", "connection", "keep-alive", "x-request-id"].includes(k)));
  expect(a.headers()["x-request-id"]).not.toBe(b.headers()["x-request-id"]);
  expect(kept(b.headers())).toEqual(kept(a.headers()));
  expect(await b.body()).toEqual(await a.body());
  expect(directive(a.headers()["content-security-policy"] ?? "", "frame-ancestors")).toEqual(["'none'"]);
  expect(await a.text()).toMatch(
    /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+">/,
  );
  expect(await a.text()).not.toContain("nonce=");
});

test("an inline script that is not the framework's is blocked", async ({ page }) => {
  // A script injected into the document has neither a nonce nor an allowed hash: it does not run.
  const violations = await watchViolations(page);
  await page.goto("/about");
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: boolean };
    const s = document.createElement("script");
    s.textContent = "window.injected = true";
    document.body.appendChild(s);
    await new Promise((r) => setTimeout(r, 100));
    return w.injected === true;
  });
  expect(ran).toBe(false);
  expect(violations.join("\n")).toMatch(/Content Security Policy/);
});

test("answers other than pages carry the strict policy and the other headers", async ({ request }) => {
  const res = await request.get("/api/categories");
  const headers = res.headers();
  expect(directive(headers["content-security-policy"] ?? "", "script-src")).toEqual(["'self'"]);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("a revalidated page keeps the policy it was first served with", async ({ page, request }) => {
  // A 304 carries no policy, so the browser keeps the stored page's own (RFC 9111 4.3.4),
  // whose nonce is in the stored body; any other would block its scripts after a reload.
  const first = await request.get("/about");
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  const again = await request.get("/about", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()["content-security-policy"]).toBeUndefined();

  const violations = await watchViolations(page);
  await page.goto("/categories/trash-bags");
  await page.reload();
  await page.reload();
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Black Contractor Bags 42 Gallon", exact: true }) });
  await card.getByRole("button", { name: /^(Add to Cart|Add More)/ }).click();
  await expect(card.getByRole("button", { name: /^Add More/ })).toBeVisible();
  expect(violations).toEqual([]);
});
