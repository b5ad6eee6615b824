import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect } from "react";
import { searchHref, searchTermOf } from "@/lib/search-url";
import { SearchBox } from "./search-box";

const push = jest.fn();
let location = { pathname: "/", search: "" };
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push }),
  usePathname: () => location.pathname,
  useSearchParams: () => new URLSearchParams(location.search),
}));

beforeEach(() => {
  push.mockClear();
  location = { pathname: "/", search: "" };
});

describe("searchHref", () => {
  it("goes to /search with the trimmed, URL-encoded text", () => {
    expect(searchHref("  stretch film  ")).toBe("/search?q=stretch%20film");
    expect(searchHref("bags & liners?")).toBe("/search?q=bags%20%26%20liners%3F");
  });
  it("ignores blank text", () => {
    expect(searchHref("")).toBeNull();
    expect(searchHref("   \t ")).toBeNull();
  });
});

describe("searchTermOf", () => {
  const of = (search: string) => searchTermOf((k) => new URLSearchParams(search).get(k));
  it("reads q, or the old search parameter of a redirected old link", () => {
    expect(of("q=mailer")).toBe("mailer");
    expect(of("search=%20gloves%20")).toBe("gloves");
    expect(of("")).toBe("");
  });
  it("cuts a long term to 100 characters", () => {
    expect(of(`q=${"x".repeat(150)}`)).toHaveLength(100);
  });
});

describe("SearchBox", () => {
  it("goes to the product search with the trimmed text and calls onSearch", async () => {
    const onSearch = jest.fn();
    render(<SearchBox onSearch={onSearch} />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Search products" }), "  mailer {Enter}");
    expect(push).toHaveBeenCalledWith("/search?q=mailer");
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("does nothing for blank text", async () => {
    render(<SearchBox />);
    await userEvent.type(screen.getByRole("searchbox"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(push).not.toHaveBeenCalled();
  });

  it("shows the current query on the results page, and only there", () => {
    location = { pathname: "/search", search: "?q=poly%20mailer" };
    const { unmount } = render(<SearchBox />);
    expect(screen.getByRole("searchbox")).toHaveValue("poly mailer");
    unmount();
    location = { pathname: "/products", search: "?q=ignored" };
    render(<SearchBox />);
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });
});

describe("SearchBox following the address", () => {
  it("shows a new search's query, and empties on leaving the results page", () => {
    location = { pathname: "/search", search: "?q=gloves" };
    const { rerender } = render(<SearchBox />);
    expect(screen.getByRole("searchbox")).toHaveValue("gloves");
    location = { pathname: "/search", search: "?q=aprons" };
    rerender(<SearchBox />);
    expect(screen.getByRole("searchbox")).toHaveValue("aprons");
    location = { pathname: "/categories/gloves-apron", search: "" };
    rerender(<SearchBox />);
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });

  it("keeps what is typed while the address stays the same", async () => {
    location = { pathname: "/search", search: "?q=gloves" };
    const { rerender } = render(<SearchBox />);
    const box = screen.getByRole("searchbox");
    await userEvent.clear(box);
    await userEvent.type(box, "nitrile");
    rerender(<SearchBox />);
    expect(box).toHaveValue("nitrile");
  });

  it("leaves the box to a buyer already in it when the page becomes interactive", async () => {
    location = { pathname: "/search", search: "?q=gloves" };
    // A parent's layout effect runs before the box's address effect: the buyer clicked into the box that early.
    function FocusedEarly() {
      useLayoutEffect(() => screen.getByRole("searchbox").focus(), []);
      return <SearchBox />;
    }
    render(<FocusedEarly />);
    const box = screen.getByRole("searchbox");
    expect(box).toHaveValue("");
    await userEvent.type(box, "nitrile");
    expect(box).toHaveValue("nitrile");
  });

  it("is a plain form to the results page for a browser without scripts", () => {
    render(<SearchBox />);
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/search");
    expect(screen.getByRole("searchbox")).toHaveAttribute("name", "q");
  });
});
