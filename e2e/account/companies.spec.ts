import { expect, test } from "@playwright/test";
import { ACCOUNT_LINK, signInWithMailedLink } from "../support/buyers";
import { eachTestItsOwnClient, ownClientAddress } from "../support/client-address";
import { waitForMail } from "../support/smtp-sink";

/**
 * A buyer's company, as people use it: the buyer signs in with the e-mailed
 * link, sets up the company by typing and clicking, asks for a quote, invites
 * a colleague; the colleague joins through the e-mailed invitation and sees
 * the company's request.
 */
test.use(eachTestItsOwnClient);

for (const width of [1280, 390]) {
  test(`at ${width} px: set up a company, invite a colleague who joins by the e-mailed link and sees the company's request`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${width}.${Date.now()}`;
    const email = `owner.${stamp}@acme.example`;
    const colleague = `colleague.${stamp}@acme.example`;
    const name = `Acme Packaging ${stamp}`;

    await page.goto("/account/sign-in");
    await signInWithMailedLink(page, email);
    await expect(page.getByRole("heading", { name: "Set up your company" })).toBeVisible();
    // Pressed before the page's scripts ran, the plain form is answered by the server; after, by the form itself.
    await page.getByRole("button", { name: "Set up company" }).click();
    await expect(page.getByText(/Please accept the Terms of Sale|Please enter your company's name/).first()).toBeVisible();
    await page.getByRole("textbox", { name: "Company name" }).fill(name);
    await page.getByRole("textbox", { name: "Billing street" }).fill("1 Dock Rd");
    await page.getByRole("textbox", { name: "City" }).fill("Dallas");
    await page.getByRole("textbox", { name: "State" }).fill("TX");
    await page.getByRole("textbox", { name: "ZIP code" }).fill("75001");
    await page.getByRole("textbox", { name: "Your name" }).fill("Dana Owner");
    await page.getByRole("checkbox", { name: /accept the Terms of Sale/ }).check();
    await page.getByRole("button", { name: "Set up company" }).click();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) })).toContainText("Admin");

    // A request sent while signed in is the company's.
    const res = await page.request.post("/api/quote-requests", {
      headers: ownClientAddress(),
      data: {
        name: "Dana Owner",
        company: name,
        email,
        phone: "(555) 201-3344",
        state: "TX",
        zip: "75001",
        items: [{ sku: "pe001", name: "PE Stretch Film", quantity: 10 }],
      },
    });
    expect(res.status()).toBe(201);
    const { reference } = await res.json();

    await page.getByRole("textbox", { name: "Colleague's email" }).fill(colleague);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(new RegExp(`Invitation sent( to ${colleague.replace(/\./g, "\\.")})?`)).first()).toBeVisible();

    const invitation = await waitForMail((m) => m.to.includes(colleague) && m.subject.startsWith("You are invited to join"));
    expect(invitation.subject).toContain(name);
    const other = await browser.newContext({ viewport: { width, height: 900 } });
    const theirs = await other.newPage();
    await theirs.goto(invitation.text.match(ACCOUNT_LINK)![0]);
    await theirs.getByRole("button", { name: `Join ${name}` }).click();
    await expect(theirs).toHaveURL(/\/account$/);
    await expect(theirs.getByText(`Signed in as ${colleague}`)).toBeVisible();
    await expect(theirs.getByRole("heading", { name })).toBeVisible();
    await expect(theirs.getByRole("row", { name: new RegExp(reference) })).toContainText("Received");
    // A buyer, not an admin: no inviting.
    await expect(theirs.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
    await other.close();

    // The owner sees the colleague among the members.
    await page.reload();
    await expect(page.getByRole("row", { name: new RegExp(colleague.replace(/\./g, "\\.")) })).toBeVisible();
  });
}
