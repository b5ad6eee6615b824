import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MobileMenu } from "./mobile-menu";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }), usePathname: () => "/", useSearchParams: () => new URLSearchParams() }));

describe("MobileMenu", () => {
  it("opens and closes with an accessible toggle", async () => {
    render(<MobileMenu />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Admin Dashboard" })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    for (const [name, href] of [
      ["Home", "/"],
      ["Products", "/products"],
      ["About", "/about"],
      ["Contact", "/contact"],
      ["Admin Dashboard", "/admin/login"],
    ]) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Admin Dashboard" })).not.toBeInTheDocument();
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    render(<MobileMenu />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes when a link is followed, with focus back on the toggle", async () => {
    render(<MobileMenu />);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const link = screen.getByRole("link", { name: "About" });
    link.addEventListener("click", (e) => e.preventDefault());
    await userEvent.click(link);
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("closes after a search from its box, with focus back on the toggle", async () => {
    render(<MobileMenu />);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Search products" }), "mailer{Enter}");
    expect(push).toHaveBeenCalledWith("/search?q=mailer");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });
});
