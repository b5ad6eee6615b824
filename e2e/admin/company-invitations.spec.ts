import { expect, testWithAdminApi as test } from "../support/admin-session";
import { ACCOUNT_LINK, setUpCompany, signInWithMailedLink } from "../support/buyers";
import { eachTestItsOwnClient } from "../support/client-address";
import { adminPage } from "../support/quotes";
import { waitForMail } from "../support/smtp-sink";

/**
 * The supplier's admin on a buyer's company: invites a buyer from the
 * company's page, sees the invitation pending, revokes it with its button;
 * the invited person's link then says it was revoked. The company is set up
 * as a buyer sets one up; the admin reaches it through the back office's menu.
 */
test.use(eachTestItsOwnClient);

for (const width of [1280, 390]) {
  test(`at ${width} px: the admin invites a buyer to a company, sees it pending and revokes it; the link then says so`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const viewport = { width, height: 900 };
    await page.setViewportSize(viewport);
    const stamp = `${width}.${Date.now()}`;
    const owner = `owner.${stamp}@invited.example`;
    const invited = `invited.${stamp}@invited.example`;
    const name = `Invited Packaging ${stamp}`;

    await page.goto("/account/sign-in");
    await signInWithMailedLink(page, owner);
    await setUpCompany(page, name, "Dana Owner");

    const { context, admin } = await adminPage(browser, testInfo, viewport);
    try {
      await admin.goto("/admin/dashboard");
      await admin
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: /^Companies/ })
        .click();
      await admin.getByRole("link", { name }).click();
      await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(admin.getByText("No pending invitations.")).toBeVisible();

      await admin.getByRole("textbox", { name: "Buyer's email" }).fill(invited);
      await admin.getByRole("combobox", { name: "Role" }).selectOption("buyer");
      await admin.getByRole("button", { name: "Invite buyer" }).click();
      await expect(admin.getByText(`Invitation sent to ${invited}`)).toBeVisible();
      const pending = admin.getByRole("list", { name: "Pending invitations" }).getByRole("listitem").filter({ hasText: invited });
      await expect(pending).toContainText("as buyer");
      const mail = await waitForMail((m) => m.to.includes(invited) && m.subject.startsWith("You are invited to join"));

      await pending.getByRole("button", { name: `Revoke invitation to ${invited}` }).click();
      await expect(admin.getByText(`Invitation to ${invited} revoked`)).toBeVisible();
      await expect(pending).toHaveCount(0);
      await expect(admin.getByText("No pending invitations.")).toBeVisible();
      // Still gone when the page is read again: the revocation was stored, not only drawn.
      await admin.reload();
      await expect(admin.getByText("No pending invitations.")).toBeVisible();

      // The invited person opens the mailed link in a browser of their own.
      const theirs = await browser.newContext({ viewport, baseURL: testInfo.project.use.baseURL });
      try {
        const invitee = await theirs.newPage();
        await invitee.goto(mail.text.match(ACCOUNT_LINK)![0]);
        await expect(invitee.getByRole("alert").filter({ hasText: "This invitation was revoked by the company" })).toBeVisible();
        await expect(invitee.getByRole("button", { name: /^Join / })).toHaveCount(0);
      } finally {
        await theirs.close();
      }
    } finally {
      await context.close();
    }
  });
}
