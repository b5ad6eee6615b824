import { expect, test } from "@playwright/test";
import { ACCOUNT_LINK, setUpCompany, signInWithMailedLink } from "../support/buyers";
import { eachTestItsOwnClient } from "../support/client-address";
import { waitForMail } from "../support/smtp-sink";

/**
 * A buyer changes their e-mail address and manages invitations, as people do:
 * they ask for the change on the account page, open the link mailed to the new
 * address and confirm, and are signed in with it; they invite a colleague, see
 * the invitation pending, revoke it, and the invitation's link then says so.
 */
test.use(eachTestItsOwnClient);

const literally = (s: string) => new RegExp(s.replace(/[.+]/g, "\\$&"));

for (const width of [1280, 390]) {
  test(`at ${width} px: change the e-mail address by the link sent to the new one; invite, see it pending, revoke it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${width}.${Date.now()}`;
    const email = `owner.${stamp}@acme.example`;
    const newEmail = `owner.new.${stamp}@acme.example`;
    const colleague = `colleague.${stamp}@acme.example`;
    const name = `Revoke Packaging ${stamp}`;

    await page.goto("/account/sign-in");
    await signInWithMailedLink(page, email);
    await setUpCompany(page, name, "Dana Owner");

    // Ask for the change: nothing changes until the link is opened.
    await page.getByText("Change your e-mail address").click();
    await page.getByRole("textbox", { name: "New e-mail address" }).fill(newEmail);
    await page.getByRole("button", { name: "Send a confirmation link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "confirmation link is on its way" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    const notice = await waitForMail((m) => m.to.includes(email) && m.subject.includes("is being changed"));
    expect(notice.text).toContain(newEmail);
    const link = await waitForMail((m) => m.to.includes(newEmail) && m.subject.startsWith("Confirm your new e-mail address"));

    await page.goto(link.text.match(ACCOUNT_LINK)![0]);
    await expect(page.getByRole("heading", { name: "Confirm your new e-mail address" })).toBeVisible();
    await page.getByRole("button", { name: `Confirm ${newEmail}` }).click();
    await expect(page).toHaveURL(/\/account\?email=changed$/);
    await expect(page.getByText(`Signed in as ${newEmail}`)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Your e-mail address was changed" })).toBeVisible();
    await expect(page.getByRole("row", { name: literally(newEmail) })).toContainText("Admin");

    // The link is spent: opening it again says so.
    await page.goto(link.text.match(ACCOUNT_LINK)![0]);
    await expect(page.getByRole("alert").filter({ hasText: "expired or was already used" })).toBeVisible();
    await page.goto("/account");

    // Invite a colleague: the invitation is pending, with who invited.
    await page.getByRole("textbox", { name: "Colleague's email" }).fill(colleague);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(literally(`Invitation sent to ${colleague}`)).first()).toBeVisible();
    const pending = page.getByRole("list", { name: "Pending invitations" }).getByRole("listitem").filter({ hasText: colleague });
    await expect(pending).toContainText(`invited by ${newEmail}`);
    const invitation = await waitForMail((m) => m.to.includes(colleague) && m.subject.startsWith("You are invited to join"));

    // Revoke it: gone from the list, and its link says it was revoked.
    await pending.getByRole("button", { name: `Revoke invitation to ${colleague}` }).click();
    await expect(page.getByText(`Invitation to ${colleague} revoked`)).toBeVisible();
    await expect(pending).toHaveCount(0);
    await expect(page.getByText("No pending invitations.")).toBeVisible();

    await page.goto(invitation.text.match(ACCOUNT_LINK)![0]);
    await expect(page.getByRole("alert").filter({ hasText: "This invitation was revoked by the company" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Join / })).toHaveCount(0);
  });
}
