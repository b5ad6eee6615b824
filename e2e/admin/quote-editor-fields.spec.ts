import { type Page } from "@playwright/test";
import { expect, test } from "../support/admin-session";
import { ownClientAddress } from "../support/client-address";

/**
 * The quote editor as an admin works it with the pointer: nothing moves under
 * a pressed button (the first click on "Add break" right after typing in a
 * break used to be lost), each line starts from its product's price with the
 * buyer's target beside it, and the inbox counts each line in its own unit.
 */

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const field = (page: Page, label: string) => region(page, "Quote").getByLabel(label, { exact: true });

async function requestQuote(page: Page, baseURL: string, company: string) {
  const created = await page.request.post("/api/quote-requests", {
    data: {
      name: "Ravi Crate",
      company,
      email: "ravi@crates.example.com",
      phone: "(555) 201-3344",
      state: "OH",
      zip: "43004",
      items: [
        { sku: "SF-2002", name: "film", quantity: 10, targetPrice: "49.00" },
        { sku: "SF-2003", name: "roll", quantity: 5 },
      ],
    },
    headers: { Origin: baseURL, ...ownClientAddress() },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { reference: string }).reference;
}

for (const width of [1280, 390]) {
  test(`at ${width} px: the first click on Add break after typing in a break adds a break, and the button does not move while pressed`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const company = `Crate Works ${width} ${Date.now().toString(36)}`;
    const reference = await requestQuote(page, baseURL!, company);

    await page.goto("/admin/quote-requests");
    const card = page.getByTestId("quote-card").filter({ hasText: reference });
    // Each line in its own unit: cases of film and rolls are not added up.
    await expect(card).toContainText("2 lines: SF-2002 (10 × case of 4 rolls); SF-2003 (5 × roll)");
    await expect(card).not.toContainText("units");
    await card.getByRole("link", { name: reference, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);

    // Prefilled from the catalogue ($52.00 - $60.00: its upper end; $92.00), the target beside it.
    await expect(field(page, "Line 1 unit price")).toHaveValue("60.00");
    await expect(field(page, "Line 1 unit price")).toHaveAccessibleDescription("Buyer's target $49.00");
    await expect(region(page, "Quote").getByTestId("line-1-target")).toBeVisible();
    await expect(field(page, "Line 2 unit price")).toHaveValue("92.00");
    await expect(region(page, "Quote").getByTestId("line-2-target")).toHaveCount(0);

    const add = region(page, "Quote").getByRole("button", { name: "Add break for line 1" });
    await add.click();
    await expect(field(page, "Line 1 break 1 minimum quantity")).toBeFocused();
    await page.keyboard.type("10");
    await add.scrollIntoViewIfNeeded();
    const before = (await add.boundingBox())!;
    // A person's click, in two halves: press (focus leaves the break field), look, release.
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    await expect(field(page, "Line 1 break 1 minimum quantity")).not.toBeFocused();
    await page.waitForTimeout(300);
    const pressed = (await add.boundingBox())!;
    expect({ x: pressed.x, y: pressed.y }).toEqual({ x: before.x, y: before.y });
    await page.mouse.up();
    await expect(field(page, "Line 1 break 2 minimum quantity")).toBeVisible();

    // And a plain click right after typing in the new break's price.
    await field(page, "Line 1 break 2 minimum quantity").click();
    await page.keyboard.type("50");
    await add.click();
    await expect(field(page, "Line 1 break 3 minimum quantity")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`quote-editor-breaks-${width}.png`), fullPage: true });
  });
}
