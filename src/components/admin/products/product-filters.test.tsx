import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { ProductFilters, SEARCH_DEBOUNCE_MS } from "./product-filters";

const categories = [{ id: 3, name: "Trash Bags", slug: "trash-bags", description: "d", imageUrl: "/x.svg", productCount: 2 }];

function renderFilters(onChange = jest.fn()) {
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: async () => categories }}>
      <ProductFilters value={{ search: "" }} onChange={onChange} />
    </SWRConfig>,
  );
  return onChange;
}

afterEach(() => jest.useRealTimers());

it("follows typing once it pauses, with one change for the whole word", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onChange = renderFilters();
  await user.type(screen.getByLabelText("Search products"), "PMB-1001");
  expect(onChange).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith({ search: "PMB-1001" });
});

it("Enter searches at once", async () => {
  const user = userEvent.setup();
  const onChange = renderFilters();
  await user.type(screen.getByLabelText("Search products"), " gloves {Enter}");
  expect(onChange).toHaveBeenCalledWith({ search: "gloves" });
});
