import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { COMPARE_STORAGE_KEY } from "@/lib/compare-selection";
import { CompareToggle } from "./compare-toggle";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

beforeEach(() => window.localStorage.clear());

it("is a pressed/unpressed button named after its product, and two picks bring one bar linking to the comparison", async () => {
  const user = userEvent.setup();
  render(
    <>
      <CompareToggle sku="SF-2002" name="Black Film" />
      <CompareToggle sku="SF-2003" name="Machine Film" />
    </>,
  );
  const black = screen.getByRole("button", { name: "Compare Black Film" });
  expect(black).toHaveAttribute("aria-pressed", "false");
  await user.click(black);
  expect(black).toHaveAttribute("aria-pressed", "true");
  expect(screen.queryByRole("region", { name: "Product comparison" })).toBeNull();

  await user.click(screen.getByRole("button", { name: "Compare Machine Film" }));
  const link = await screen.findByRole("link", { name: "Compare (2)" });
  expect(link).toHaveAttribute("href", "/compare?skus=SF-2002,SF-2003");
  expect(screen.getAllByRole("region", { name: "Product comparison" })).toHaveLength(1);

  await user.click(screen.getByRole("button", { name: "Clear" }));
  expect(screen.queryByRole("link", { name: /^Compare \(/ })).toBeNull();
  expect(black).toHaveAttribute("aria-pressed", "false");
  expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
});
