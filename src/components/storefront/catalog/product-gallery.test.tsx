import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProductGallery } from "./product-gallery";

const MAIN = "/uploads/0123456789abcdef0123456789abcdef.webp";
const SIDE = "https://images.example.com/side.jpg";

it("shows the main picture first, fetched eagerly and first, with its upload copies", () => {
  render(<ProductGallery name="Hand Film" images={[MAIN, SIDE]} />);
  const main = screen.getByRole("img", { name: "Hand Film" });
  expect(main).toHaveAttribute("src", MAIN);
  expect(main).toHaveAttribute("loading", "eager");
  expect(main).toHaveAttribute("fetchpriority", "high");
  expect(main.getAttribute("srcset")).toContain("-1280.webp 1280w");
  expect(main.getAttribute("sizes")).toMatch(/100vw$/);
});

it("has a thumbnail per picture that shows it in the main place; thumbnails load lazily", async () => {
  const user = userEvent.setup();
  render(<ProductGallery name="Hand Film" images={[MAIN, SIDE]} />);
  const thumbs = screen.getByRole("list", { name: "Photos of Hand Film" });
  const buttons = screen.getAllByRole("button");
  expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual(["Show photo 1 of 2", "Show photo 2 of 2"]);
  expect(buttons[0]).toHaveAttribute("aria-pressed", "true");
  for (const img of thumbs.querySelectorAll("img")) expect(img).toHaveAttribute("loading", "lazy");

  await user.click(buttons[1]);
  const second = screen.getByRole("img", { name: "Hand Film, photo 2 of 2" });
  expect(second).toHaveAttribute("src", SIDE);
  expect(second).not.toHaveAttribute("srcset");
  expect(second).not.toHaveAttribute("fetchpriority");
  expect(buttons[1]).toHaveAttribute("aria-pressed", "true");
  expect(buttons[0]).toHaveAttribute("aria-pressed", "false");
});

it("shows no thumbnails for a product with one picture", () => {
  render(<ProductGallery name="Hand Film" images={[SIDE]} />);
  expect(screen.getByRole("img", { name: "Hand Film" })).toHaveAttribute("src", SIDE);
  expect(screen.queryByRole("list")).not.toBeInTheDocument();
});
