import { expect, type Page } from "@playwright/test";
import { readMail } from "./smtp-sink";

/** A sign-in, invitation or address-change link as the mails write it. */
export const ACCOUNT_LINK =
  /http:\/\/localhost:\d+\/account\/(?:sign-in\/confirm|invitations\/accept|email\/confirm)\?token=[A-Za-z0-9_-]{43}/;

/**
 * The link in the newest mail to `email` whose subject starts with `subject`,
 * other than those in `seen`, waiting for it (the server mails after it answers).
 */
export async function mailedLink(email: string, subject: string, seen: string[] = []): Promise<string> {
  const end = Date.now() + 20_000;
  for (;;) {
    const links = readMail()
      .filter((m) => m.to.includes(email) && m.subject.startsWith(subject))
      .map((m) => m.text.match(ACCOUNT_LINK)?.[0] ?? "")
      .filter((l) => l !== "" && !seen.includes(l));
    if (links.length > 0) return links.at(-1)!;
    if (Date.now() > end) throw new Error(`no new "${subject}" mail to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Signs `email` in from the sign-in page as a person does: the address typed, Enter, the link read from the mail, Sign in. */
export async function signInWithMailedLink(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Email" }).press("Enter");
  await expect(page.getByRole("status")).toContainText("a sign-in link is on its way");
  await page.goto(await mailedLink(email, "Your sign-in link"));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

/** Sets up the signed-in buyer's company on /account by typing and clicking; the buyer becomes its admin. */
export async function setUpCompany(page: Page, name: string, buyerName: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Set up your company" })).toBeVisible();
  await page.getByRole("textbox", { name: "Company name" }).fill(name);
  await page.getByRole("textbox", { name: "Billing street" }).fill("1 Dock Rd");
  await page.getByRole("textbox", { name: "City" }).fill("Dallas");
  await page.getByRole("textbox", { name: "State" }).fill("TX");
  await page.getByRole("textbox", { name: "ZIP code" }).fill("75001");
  await page.getByRole("textbox", { name: "Your name" }).fill(buyerName);
  await page.getByRole("checkbox", { name: /accept the Terms of Sale/ }).check();
  await page.getByRole("button", { name: "Set up company" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
}
