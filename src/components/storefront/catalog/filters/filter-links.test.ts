import type { AttributeDef } from "@/lib/attributes";
import { parseFilters, type FilterSet } from "@/lib/facets";
import { appliedFilters, categoryViewHref, facetLegend, filteredHref, formQuery, matchText, publicHref, routerHref } from "./filter-links";

const defs: AttributeDef[] = [
  { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
  { key: "length", label: "Length", type: "number", unit: "ft", filter: "range" },
  { key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "values" },
  { key: "color", label: "Color", type: "text", unit: null, filter: "values" },
];

const filtersOf = (query: string): FilterSet => {
  const parsed = parseFilters(new URLSearchParams(query), defs);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.filters;
};

test("a filtered view's address keeps its filters on every page; without filters it is the static page", () => {
  expect(filteredHref("pe-stretch-film", "width=18&thickness=80")).toBe("/categories/pe-stretch-film?width=18&thickness=80");
  expect(filteredHref("pe-stretch-film", "width=18", 1)).toBe("/categories/pe-stretch-film?width=18");
  expect(filteredHref("pe-stretch-film", "width=18", 3)).toBe("/categories/pe-stretch-film?width=18&page=3");
  expect(filteredHref("pe-stretch-film", "")).toBe("/categories/pe-stretch-film");
  expect(filteredHref("pe-stretch-film", "", 2)).toBe("/categories/pe-stretch-film/page/2");
});

test("an address names one view of its category, canonically; other addresses and filters that do not parse name none", () => {
  const view = (pathname: string, search = "") => categoryViewHref("pe-stretch-film", defs, pathname, search);
  expect(view("/categories/pe-stretch-film", "?thickness=80&width=18")).toBe("/categories/pe-stretch-film?width=18&thickness=80");
  expect(view("/categories/pe-stretch-film/filter", "?width=18&page=2")).toBe("/categories/pe-stretch-film?width=18&page=2");
  expect(view("/categories/pe-stretch-film", "?width=18&page=1&utm_source=news")).toBe("/categories/pe-stretch-film?width=18");
  expect(view("/categories/pe-stretch-film", "?utm_source=news")).toBe("/categories/pe-stretch-film");
  expect(view("/categories/pe-stretch-film/page/3")).toBe("/categories/pe-stretch-film/page/3");
  expect(view("/categories/pe-stretch-film/page/0")).toBeNull();
  expect(view("/categories/pe-stretch-film", "?width=abc")).toBeNull();
  expect(view("/categories/pe-stretch-film", "?width=18&page=x")).toBeNull();
  expect(view("/categories/trash-bags", "?width=18")).toBeNull();
  expect(view("/products/pe-stretch-film", "?width=18")).toBeNull();
});

test("the form's fields give the canonical query: definitions' order, sorted values, empty fields left out", () => {
  const fields: [string, string][] = [
    ["thickness", "80"],
    ["width", "20"],
    ["width", "18"],
    ["length.min", "1,000"],
    ["length.max", ""],
    ["color", "Clear"],
  ];
  expect(formQuery(fields, defs)).toBe("width=18&width=20&length.min=1000&thickness=80&color=Clear");
  expect(formQuery([["length.min", " "]], defs)).toBe("");
});

test("fields that do not parse are sent as entered, so the page can name the one to fix", () => {
  expect(
    formQuery(
      [
        ["length.min", "2000"],
        ["length.max", "1000"],
      ],
      defs,
    ),
  ).toBe("length.min=2000&length.max=1000");
});

test("one chip per value and one per range, each linking to the view without it", () => {
  const chips = appliedFilters("pe-stretch-film", filtersOf("thickness=80&width=18&width=20&length.min=1000&length.max=2000"), defs);
  expect(chips).toEqual([
    { label: "Width: 18 in", href: "/categories/pe-stretch-film?width=20&length.min=1000&length.max=2000&thickness=80" },
    { label: "Width: 20 in", href: "/categories/pe-stretch-film?width=18&length.min=1000&length.max=2000&thickness=80" },
    { label: "Length: 1000 ft to 2000 ft", href: "/categories/pe-stretch-film?width=18&width=20&thickness=80" },
    { label: "Thickness: 80 gauge", href: "/categories/pe-stretch-film?width=18&width=20&length.min=1000&length.max=2000" },
  ]);
  expect(appliedFilters("x", filtersOf("length.max=500"), defs)).toEqual([{ label: "Length: 500 ft or less", href: "/categories/x" }]);
  expect(appliedFilters("x", filtersOf("length.min=500&color=clear"), defs).map((c) => c.label)).toEqual([
    "Length: 500 ft or more",
    "Color: clear",
  ]);
});

test("legends name the unit; counts read as a sentence", () => {
  expect(facetLegend("Width", "in")).toBe("Width (in)");
  expect(facetLegend("Thickness", "micron")).toBe("Thickness (µm)");
  expect(facetLegend("Color", null)).toBe("Color");
  expect(matchText(1)).toBe("1 product matches");
  expect(matchText(1234)).toBe("1,234 products match");
  expect(matchText(0)).toBe("0 products match");
});

test("the browser's router is sent to the filter route; the address bar shows the shared one", () => {
  expect(routerHref("/categories/pe-stretch-film?width=18&page=2")).toBe("/categories/pe-stretch-film/filter?width=18&page=2");
  expect(routerHref("/categories/pe-stretch-film")).toBe("/categories/pe-stretch-film");
  expect(routerHref("/categories/pe-stretch-film/page/2")).toBe("/categories/pe-stretch-film/page/2");
  expect(publicHref("/categories/pe-stretch-film/filter", "?width=18")).toBe("/categories/pe-stretch-film?width=18");
  expect(publicHref("/categories/pe-stretch-film", "?width=18")).toBeNull();
});
