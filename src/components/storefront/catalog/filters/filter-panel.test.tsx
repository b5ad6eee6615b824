import { render, screen, within } from "@testing-library/react";
import type { AttributeDef } from "@/lib/attributes";
import { computeFacets, parseFilters, type FilterSet } from "@/lib/facets";
import { AppliedFilters } from "./applied-filters";
import { FilterPanel } from "./filter-panel";

const defs: AttributeDef[] = [
  { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
  { key: "length", label: "Length", type: "number", unit: "ft", filter: "range" },
  { key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "values" },
  { key: "color", label: "Color", type: "text", unit: null, filter: "values" },
  { key: "core", label: "Core", type: "number", unit: "in", filter: "none" },
];

const films = [
  { width: 18, length: 1500, thickness: 80, color: "Clear" },
  { width: 18, length: 1500, thickness: 80, color: "Black" },
  { width: 20, length: 5000, thickness: 80, color: "Clear" },
  { width: 16, length: 1500, thickness: 50, color: "Clear" },
];

function renderPanel(query: string) {
  const parsed = parseFilters(new URLSearchParams(query), defs);
  if (!parsed.ok) throw new Error("bad query");
  const filters: FilterSet = parsed.filters;
  const { facets } = computeFacets(films, defs, filters);
  return render(<FilterPanel slug="pe-stretch-film" defs={defs} facets={facets} filters={filters} query={query} />);
}

test("without JavaScript the panel is a GET form to the plain category, one fieldset per facet", () => {
  renderPanel("");
  const form = screen.getByRole("form", { name: "Filters" });
  expect(form).toHaveAttribute("method", "get");
  expect(form).toHaveAttribute("action", "/categories/pe-stretch-film");
  expect(
    within(form)
      .getAllByRole("group")
      .map((g) => g.querySelector("legend")?.textContent),
  ).toEqual(["Width (in)", "Length (ft)", "Thickness (gauge)", "Color"]);
  expect(within(form).getByRole("button", { name: "Apply filters" })).toHaveAttribute("type", "submit");
});

test("values facets: a checkbox per value with its count, named and valued as the URL spells them", () => {
  renderPanel("");
  const width = screen.getByRole("group", { name: "Width (in)" });
  const boxes = within(width).getAllByRole("checkbox");
  expect(boxes.map((b) => b.closest("label")?.textContent)).toEqual(["16 in (1)", "18 in (2)", "20 in (1)"]);
  expect(boxes.map((b) => [b.getAttribute("name"), b.getAttribute("value")])).toEqual([
    ["width", "16"],
    ["width", "18"],
    ["width", "20"],
  ]);
  expect(boxes.every((b) => !(b as HTMLInputElement).checked)).toBe(true);
  expect(within(screen.getByRole("group", { name: "Color" })).getByRole("checkbox", { name: "Clear (3)" })).toHaveAttribute(
    "value",
    "Clear",
  );
});

test("ticked values show checked with true counts; a value no product would match is hidden unless ticked", () => {
  renderPanel("width=18&thickness=50");
  // Width counts over thickness=50 only: 16 in has one, 18 and 20 none, but 18 is ticked.
  const width = within(screen.getByRole("group", { name: "Width (in)" })).getAllByRole("checkbox");
  expect(width.map((b) => b.closest("label")?.textContent)).toEqual(["16 in (1)", "18 in (0)"]);
  expect((width[1] as HTMLInputElement).checked).toBe(true);
  const thickness = within(screen.getByRole("group", { name: "Thickness (gauge)" })).getAllByRole("checkbox");
  expect(thickness.map((b) => [b.closest("label")?.textContent, (b as HTMLInputElement).checked])).toEqual([
    ["50 gauge (0)", true],
    ["80 gauge (2)", false],
  ]);
});

test("range facets: Min and Max number fields named key.min and key.max, the values' span as placeholders", () => {
  renderPanel("length.min=1000");
  const length = screen.getByRole("group", { name: "Length (ft)" });
  const min = within(length).getByLabelText("Min");
  const max = within(length).getByLabelText("Max");
  expect(min).toHaveAttribute("name", "length.min");
  expect(min).toHaveAttribute("type", "number");
  expect(min).toHaveValue(1000);
  expect(min).toHaveAttribute("placeholder", "1500");
  expect(max).toHaveAttribute("name", "length.max");
  expect(max).toHaveValue(null);
  expect(max).toHaveAttribute("placeholder", "5000");
});

test("applied filters: chips are links named for what they remove, then Clear all", () => {
  const parsed = parseFilters(new URLSearchParams("thickness=80&width=18"), defs);
  if (!parsed.ok) throw new Error("bad query");
  render(<AppliedFilters slug="pe-stretch-film" filters={parsed.filters} defs={defs} />);
  const chips = within(screen.getByRole("list", { name: "Applied filters" })).getAllByRole("link");
  expect(chips.map((c) => c.getAttribute("aria-label"))).toEqual(["Remove filter Width: 18 in", "Remove filter Thickness: 80 gauge"]);
  expect(screen.getByRole("link", { name: "Remove filter Width: 18 in" })).toHaveAttribute(
    "href",
    "/categories/pe-stretch-film?thickness=80",
  );
  expect(screen.getByRole("link", { name: "Clear all" })).toHaveAttribute("href", "/categories/pe-stretch-film");
});

test("no chips and no Clear all without filters", () => {
  const { container } = render(<AppliedFilters slug="pe-stretch-film" filters={{}} defs={defs} />);
  expect(container).toBeEmptyDOMElement();
});
