import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AttributeDef } from "@/lib/attributes";
import { computeFacets, parseFilters } from "@/lib/facets";
import { AppliedFilters } from "./applied-filters";
import { FilterPanel } from "./filter-panel";
import { FilterResults } from "./filter-controls";
import { FilterNavigation } from "./filter-navigation";
import { CategoryListingView } from "./category-listing-view";
import type { FilteredView } from "@/lib/filtered-view";
import { CartProvider } from "@/hooks/use-cart";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn() }),
}));

const defs: AttributeDef[] = [
  { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
  { key: "length", label: "Length", type: "number", unit: "ft", filter: "range" },
  { key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "values" },
];
const films = [
  { width: 18, length: 1500, thickness: 80 },
  { width: 20, length: 5000, thickness: 80 },
  { width: 18, length: 1000, thickness: 63 },
];

function view(query: string) {
  const parsed = parseFilters(new URLSearchParams(query), defs);
  if (!parsed.ok) throw new Error("bad query");
  const { facets } = computeFacets(films, defs, parsed.filters);
  return (
    <FilterNavigation>
      <FilterPanel slug="pe-stretch-film" defs={defs} facets={facets} filters={parsed.filters} query={query} />
      <FilterResults>
        <AppliedFilters slug="pe-stretch-film" filters={parsed.filters} defs={defs} />
      </FilterResults>
    </FilterNavigation>
  );
}

const renderView = (query: string) => render(view(query));

beforeEach(() => push.mockClear());

test("ticking a box navigates at once to the canonical filters (through the filter route), keeping the scroll position", async () => {
  renderView("thickness=80");
  await userEvent.click(within(screen.getByRole("group", { name: "Width (in)" })).getByRole("checkbox", { name: "18 in (1)" }));
  expect(push).toHaveBeenCalledWith("/categories/pe-stretch-film/filter?width=18&thickness=80", { scroll: false });
});

test("unticking the last box goes back to the static page", async () => {
  renderView("width=18");
  await userEvent.click(within(screen.getByRole("group", { name: "Width (in)" })).getByRole("checkbox", { name: /^18 in/ }));
  expect(push).toHaveBeenCalledWith("/categories/pe-stretch-film", { scroll: false });
});

test("a range applies when its field is left or on Enter, not while typing; leaving it unchanged does nothing", async () => {
  renderView("");
  const min = within(screen.getByRole("group", { name: "Length (ft)" })).getByLabelText("Min");
  await userEvent.click(min);
  await userEvent.tab();
  expect(push).not.toHaveBeenCalled();
  await userEvent.type(min, "1200");
  expect(push).not.toHaveBeenCalled();
  await userEvent.tab();
  expect(push).toHaveBeenCalledTimes(1);
  expect(push).toHaveBeenLastCalledWith("/categories/pe-stretch-film/filter?length.min=1200", { scroll: false });

  const max = within(screen.getByRole("group", { name: "Length (ft)" })).getByLabelText("Max");
  await userEvent.type(max, "4000{Enter}");
  expect(push).toHaveBeenLastCalledWith("/categories/pe-stretch-film/filter?length.min=1200&length.max=4000", { scroll: false });
});

test("a chip is followed inside the transition, without a full page load", async () => {
  renderView("width=18&thickness=80");
  await userEvent.click(screen.getByRole("link", { name: "Remove filter Thickness: 80 gauge" }));
  expect(push).toHaveBeenCalledWith("/categories/pe-stretch-film/filter?width=18", { scroll: false });
});

test("when the server's filters change (a chip, Clear all), the fields follow without losing the focus", async () => {
  const { rerender } = renderView("thickness=80");
  const width18 = within(screen.getByRole("group", { name: "Width (in)" })).getByRole("checkbox", { name: /^18 in/ });
  await userEvent.click(width18);
  expect(width18).toHaveFocus();
  rerender(view("width=18&thickness=80"));
  expect(width18).toBeChecked();
  expect(width18).toHaveFocus();
  // A chip removed 18 in elsewhere on the page: the box the person ticked is unticked again.
  rerender(view("thickness=80"));
  expect(width18).not.toBeChecked();
  const min = within(screen.getByRole("group", { name: "Length (ft)" })).getByLabelText("Min");
  rerender(view("length.min=1200"));
  expect(min).toHaveValue(1200);
  rerender(view(""));
  expect(min).toHaveValue(null);
  expect(within(screen.getByRole("group", { name: "Thickness (gauge)" })).getByRole("checkbox", { name: /^80 gauge/ })).not.toBeChecked();
});

test("a box ticked before the page hydrated stays ticked, and its view is loaded once React listens", async () => {
  const { renderToString } = await import("react-dom/server");
  const { hydrateRoot } = await import("react-dom/client");
  const container = document.createElement("div");
  container.innerHTML = renderToString(view("thickness=80"));
  document.body.append(container);
  const width18 = within(container).getByRole("checkbox", { name: "18 in (1)" });
  // The server's plain HTML answers the press on its own: React has not attached a listener yet.
  width18.click();
  expect(width18).toBeChecked();
  expect(push).not.toHaveBeenCalled();

  const root = await act(async () => hydrateRoot(container, view("thickness=80")));
  expect(width18).toBeChecked();
  expect(push).toHaveBeenCalledWith("/categories/pe-stretch-film/filter?width=18&thickness=80", { scroll: false });
  act(() => root.unmount());
  container.remove();
});

/** The view the filtered answer gives for `query`: the films it matches as cards. */
function filteredView(query: string): FilteredView {
  const parsed = parseFilters(new URLSearchParams(query), defs);
  if (!parsed.ok) throw new Error("bad query");
  const { total, matches, facets } = computeFacets(films, defs, parsed.filters);
  const cards = matches.map((i) => ({
    item: {
      id: i + 1,
      name: `Film ${i + 1}`,
      slug: `film-${i + 1}`,
      sku: `F-${i + 1}`,
      priceMin: "10.00",
      priceMax: "10.00",
      imageUrl: "/images/placeholder.svg",
      category: "PE Stretch Film",
      unitOfSale: "roll",
    },
    specs: [["Width", `${films[i].width} in`]] as [string, string][],
  }));
  return { query, filters: parsed.filters, page: 1, pageSize: 24, pageCount: 1, total, facets, cards };
}

test("an in-place redraw marks the results busy until the new view is drawn, and the new view is not busy", async () => {
  const category = { slug: "pe-stretch-film", name: "PE Stretch Film", defs };
  let answer!: (view: FilteredView) => void;
  const fetched: string[] = [];
  const realFetch = global.fetch;
  global.fetch = ((url: string) => {
    fetched.push(url);
    return new Promise((resolve) => (answer = (view) => resolve({ ok: true, status: 200, json: async () => view } as Response)));
  }) as typeof fetch;
  try {
    render(
      <FilterNavigation category={category} at="/categories/pe-stretch-film">
        <CategoryListingView category={category} view={filteredView("")} />
      </FilterNavigation>,
      { wrapper: CartProvider },
    );
    const results = () => screen.getByRole("list", { name: "PE Stretch Film products" }).closest("[aria-busy]")!;
    expect(results()).toHaveAttribute("aria-busy", "false");
    expect(within(screen.getByRole("list", { name: "PE Stretch Film products" })).getAllByRole("article")).toHaveLength(3);

    await userEvent.click(within(screen.getByRole("group", { name: "Width (in)" })).getByRole("checkbox", { name: "18 in (2)" }));
    expect(fetched).toEqual(["/api/categories/pe-stretch-film/filtered?width=18"]);
    expect(results()).toHaveAttribute("aria-busy", "true");
    expect(push).not.toHaveBeenCalled();

    await act(async () => answer(filteredView("width=18")));
    expect(await screen.findByText("2 products match")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "PE Stretch Film products" })).getAllByRole("article")).toHaveLength(2);
    expect(results()).toHaveAttribute("aria-busy", "false");
  } finally {
    global.fetch = realFetch;
  }
});
