import { expect, test, type Page } from "@playwright/test";
import { eachTestItsOwnClient, ownClientAddress } from "../support/client-address";
import { readMail } from "../support/smtp-sink";

/**
 * A buyer signs in with the link e-mailed to them, as a person does: from the
 * account address to the sign-in form, the link read from the mail the server
 * sent, the account listing the request they made earlier, signing out.
 */
test.use(eachTestItsOwnClient);

/** A quote request made with `email` (as typed, any case): its reference. */
async function requestWith(page: Page, email: string): Promise<string> {
  const res = await page.request.post("/api/quote-requests", {
    headers: ownClientAddress(),
    data: {
      name: "Dana Buyer",
      company: "Acme Packaging",
      email,
      phone: "(555) 201-3344",
      state: "TX",
      zip: "75001",
      items: [{ sku: "pe001", name: "PE Stretch Film", quantity: 10 }],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).reference;
}

/** The link in the newest sign-in mail to `email` other than those in `seen`, waiting for it (the server mails after it answers). */
async function signInLink(email: string, seen: string[] = []): Promise<string> {
  const end = Date.now() + 20_000;
  for (;;) {
    const links = readMail()
      .filter((m) => m.to.includes(email) && m.subject.startsWith("Your sign-in link"))
      .map((m) => m.text.match(/http:\/\/localhost:\d+\/account\/sign-in\/confirm\?token=[A-Za-z0-9_-]{43}/)?.[0] ?? "")
      .filter((l) => l !== "" && !seen.includes(l));
    if (links.length > 0) return links.at(-1)!;
    if (Date.now() > end) throw new Error(`no new sign-in mail to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

for (const width of [1280, 390]) {
  test(`at ${width} px: sign in with the e-mailed link, see the requests made with the address, sign out`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `signin.${width}.${Date.now()}@acme.example`;
    const reference = await requestWith(page, email.replace("signin", "SignIn"));

    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Your account" }).click();
    await expect(page).toHaveURL(/\/account\/sign-in$/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Email" }).press("Enter");
    await expect(page.getByRole("status")).toHaveText(
      "If that address can sign in, a sign-in link is on its way. It works once, for 15 minutes.",
    );

    const link = await signInLink(email);
    await page.goto(link);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(reference) });
    await expect(row).toContainText("Received");
    await expect(row).toContainText("Not sent yet");
    expect(await page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute("content"))).toContain("noindex");

    // The same link a second time opens nothing.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "sign-in link" })).toHaveText(
      "This sign-in link has expired or was already used. Ask for a new one.",
    );

    // Signed in again with a new link, then out.
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("status")).toBeVisible();
    const second = await signInLink(email, [link]);
    await page.goto(second);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/account\/sign-in\?signed-out=1$/);
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await page.goto("/account");
    await expect(page).toHaveURL(/\/account\/sign-in$/);
  });
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });
  test("the sign-in pages and the account work as plain forms", async ({ page }) => {
    const email = `noscript.${Date.now()}@acme.example`;
    await page.goto("/account/sign-in");
    await page.getByRole("textbox", { name: "Email" }).fill("not an address");
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid email");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("status")).toContainText("a sign-in link is on its way");
    await page.goto(await signInLink(email));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(page.getByText("No quote requests with this address yet.")).toBeVisible();
  });
});
