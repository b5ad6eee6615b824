import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchBox, searchHref } from "./search-box";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockClear());

describe("searchHref", () => {
  it("trims and URL-encodes the text", () => {
    expect(searchHref("  stretch film  ")).toBe("/products?search=stretch%20film");
    expect(searchHref("bags & liners?")).toBe("/products?search=bags%20%26%20liners%3F");
  });
  it("ignores blank text", () => {
    expect(searchHref("")).toBeNull();
    expect(searchHref("   \t ")).toBeNull();
  });
});

describe("SearchBox", () => {
  it("goes to the product search with the trimmed text and calls onSearch", async () => {
    const onSearch = jest.fn();
    render(<SearchBox onSearch={onSearch} />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Search products" }), "  mailer {Enter}");
    expect(push).toHaveBeenCalledWith("/products?search=mailer");
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("does nothing for blank text", async () => {
    render(<SearchBox />);
    await userEvent.type(screen.getByRole("searchbox"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(push).not.toHaveBeenCalled();
  });
});
