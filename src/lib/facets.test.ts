/**
 * Category filters: the URL grammar, its canonical form, and facet counts
 * checked against brute force done here (each filter applied to each product
 * in turn), not through the module's own helpers.
 */
import fc from "fast-check";
import type { AttributeDef, Attributes, AttributeValue } from "./attributes";
import {
  computeFacets,
  filterParams,
  filterQuery,
  MAX_FILTER_VALUES,
  parseFilters,
  passes,
  type Facet,
  type Filter,
  type FilterSet,
} from "./facets";

const num = (key: string, label: string, unit: AttributeDef["unit"], filter: AttributeDef["filter"]): AttributeDef => ({
  key,
  label,
  type: "number",
  unit,
  filter,
});
const txt = (key: string, label: string, filter: AttributeDef["filter"]): AttributeDef => ({
  key,
  label,
  type: "text",
  unit: null,
  filter,
});

const FILM: AttributeDef[] = [
  num("width", "Width", "in", "values"),
  num("length", "Length", "ft", "range"),
  num("thickness", "Thickness", "gauge", "values"),
  txt("color", "Color", "values"),
  num("countPerCase", "Count per case", null, "none"),
];

const parse = (query: string, defs = FILM) => parseFilters(new URLSearchParams(query), defs);

describe("parseFilters", () => {
  it("reads values, repeated keys and ranges", () => {
    expect(parse("width=18&width=20&length.min=1000&length.max=2000&color=Clear")).toEqual({
      ok: true,
      filters: { width: { values: [18, 20] }, length: { values: [], min: 1000, max: 2000 }, color: { values: ["Clear"] } },
    });
    expect(parse("length.min=1,500")).toEqual({ ok: true, filters: { length: { values: [], min: 1500 } } });
    expect(parse("thickness.max=80")).toEqual({ ok: true, filters: { thickness: { values: [], max: 80 } } });
    expect(parse("length=1500")).toEqual({ ok: true, filters: { length: { values: [1500] } } });
  });

  it("takes an equal min and max", () => {
    expect(parse("length.min=1500&length.max=1500")).toEqual({ ok: true, filters: { length: { values: [], min: 1500, max: 1500 } } });
  });

  it("names the parameter of a value that is not a number", () => {
    expect(parse("width=abc")).toEqual({ ok: false, errors: { width: 'width: "abc" is not a number' } });
    expect(parse("length.min=x")).toEqual({ ok: false, errors: { "length.min": 'length.min: "x" is not a number' } });
    expect(parse("length.max=1e3")).toEqual({ ok: false, errors: { "length.max": 'length.max: "1e3" is not a number' } });
    expect(parse("width=18&width=18in")).toEqual({ ok: false, errors: { width: 'width: "18in" is not a number' } });
    const long = parse(`width=${"9".repeat(30)}x`);
    expect(!long.ok && long.errors.width).toBe(`width: "${"9".repeat(30)}x" is not a number`);
    const longer = parse(`width=${"x".repeat(100)}`);
    expect(!longer.ok && longer.errors.width).toBe(`width: "${"x".repeat(40)}…" is not a number`);
  });

  it("refuses a range on text, naming its parameter", () => {
    expect(parse("color.min=1")).toEqual({ ok: false, errors: { "color.min": "color.min: Color is text and has no range" } });
    expect(parse("color.max=")).toEqual({ ok: false, errors: { "color.max": "color.max: Color is text and has no range" } });
  });

  it("refuses min above max", () => {
    expect(parse("length.min=2000&length.max=1000")).toEqual({
      ok: false,
      errors: { "length.min": "length.min: must not be above length.max" },
    });
  });

  it(`refuses more than ${MAX_FILTER_VALUES} values of one attribute`, () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `width=${i}`).join("&");
    expect(parse(many(MAX_FILTER_VALUES)).ok).toBe(true);
    expect(parse(many(MAX_FILTER_VALUES + 1))).toEqual({ ok: false, errors: { width: `width: at most ${MAX_FILTER_VALUES} values` } });
  });

  it("ignores what is not a filter: unknown keys, attributes not offered as filters, paging, other suffixes", () => {
    expect(parse("page=2&pageSize=50&utm_source=mail&q=film&countPerCase=4&gauge=80&width.avg=3&.min=1&width.min.max=2&Width=18")).toEqual({
      ok: true,
      filters: {},
    });
  });

  it("ignores empty values", () => {
    expect(parse("width=&width=%20&length.min=&length.max=2000&color=")).toEqual({
      ok: true,
      filters: { length: { values: [], max: 2000 } },
    });
  });

  it("drops repeated values (text whatever its case) and sorts them", () => {
    expect(parse("width=20&width=18&width=20.0&width=18&thickness=1,000&thickness=1000")).toEqual({
      ok: true,
      filters: { width: { values: [18, 20] }, thickness: { values: [1000] } },
    });
    expect(parse("color=clear&color=Black&color=CLEAR&color=%20Clear%20")).toEqual({
      ok: true,
      filters: { color: { values: ["Black", "clear"] } },
    });
  });

  it("reports every malformed parameter at once", () => {
    expect(parse("width=a&length.min=b&length.max=c&color.min=1")).toEqual({
      ok: false,
      errors: {
        width: 'width: "a" is not a number',
        "length.min": 'length.min: "b" is not a number',
        "length.max": 'length.max: "c" is not a number',
        "color.min": "color.min: Color is text and has no range",
      },
    });
  });
});

describe("filterQuery", () => {
  const canonical = (query: string) => {
    const parsed = parse(query);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return filterQuery(parsed.filters, FILM);
  };

  it("writes one form for one filter set, in the definitions' order", () => {
    const forms = [
      "color=Clear&length.max=2000&width=20&width=18&length.min=1000",
      "length.min=1,000&width=18&width=20&width=18&length.max=2000&color=Clear&page=2",
      "width=18.0&length.max=2000.00&color=%20Clear&width=20&length.min=1000&utm_source=x&width=",
    ];
    for (const form of forms) expect(canonical(form)).toBe("width=18&width=20&length.min=1000&length.max=2000&color=Clear");
    expect(canonical("")).toBe("");
    expect(canonical("page=3")).toBe("");
  });

  it("orders text the collation ties (a soft hyphen, accents encoded two ways) the same whatever order it came in", () => {
    expect(canonical("color=Blue%C2%ADs&color=Blues")).toBe(canonical("color=Blues&color=Blue%C2%ADs"));
    expect(canonical("color=Caf%C3%A9&color=Cafe%CC%81")).toBe("color=Caf%C3%A9");
  });

  it("reads back as the same filters", () => {
    const parsed = parse("color=Black&color=Clear&width=18&width=0.5&length.min=0&thickness.max=80");
    if (!parsed.ok) throw new Error("parse failed");
    expect(parse(filterQuery(parsed.filters, FILM))).toEqual(parsed);
    expect(filterParams(parsed.filters, FILM)).toEqual([
      ["width", "0.5"],
      ["width", "18"],
      ["length.min", "0"],
      ["thickness.max", "80"],
      ["color", "Black"],
      ["color", "Clear"],
    ]);
  });

  it("reads back as the same filters for any number the grammar takes, however small or large", () => {
    const numberText = fc.oneof(
      fc.stringMatching(/^-?\d{1,30}(\.\d{1,30})?$/),
      fc.stringMatching(/^-?0\.0{5,40}[1-9]\d{0,20}$/),
      fc.stringMatching(/^[1-9]\d{20,40}$/),
    );
    fc.assert(
      fc.property(fc.array(numberText, { minLength: 1, maxLength: 5 }), numberText, (widths, min) => {
        const parsed = parseFilters([...widths.map((w): [string, string] => ["width", w]), ["length.min", min]], FILM);
        fc.pre(parsed.ok);
        if (!parsed.ok) return;
        const query = filterQuery(parsed.filters, FILM);
        // Through JSON: -0 and 0 are one number here.
        expect(JSON.stringify(parse(query))).toBe(JSON.stringify(parsed));
      }),
      { numRuns: 2000 },
    );
    expect(canonical("length.min=0.0000001&length.max=1000000000000000000000")).toBe(
      "length.min=0.0000001&length.max=1000000000000000000000",
    );
  });

  it("keeps text with URL characters intact", () => {
    const parsed = parse(`color=${encodeURIComponent("White & red, 50% tint")}`);
    if (!parsed.ok) throw new Error("parse failed");
    expect(parse(filterQuery(parsed.filters, FILM))).toEqual(parsed);
  });
});

// --- the brute force --------------------------------------------------------

/** Text matches whatever its case, surrounding spaces and however its accents are encoded; numbers when equal but for conversion noise. */
const textKey = (s: string) => s.trim().normalize("NFC").toLowerCase();
const same = (a: AttributeValue, b: AttributeValue) =>
  typeof a === "number" && typeof b === "number"
    ? Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))
    : typeof a === "string" && typeof b === "string" && textKey(a) === textKey(b);

function bruteFilter(f: Filter, v: AttributeValue | undefined): boolean {
  if (v === undefined) return false;
  if (f.values.length && !f.values.some((w) => same(w, v))) return false;
  if (f.min !== undefined && !(typeof v === "number" && (v >= f.min || same(v, f.min)))) return false;
  if (f.max !== undefined && !(typeof v === "number" && (v <= f.max || same(v, f.max)))) return false;
  return true;
}

const passesAll = (item: Attributes, filters: FilterSet, except?: string) =>
  Object.entries(filters).every(([k, f]) => k === except || bruteFilter(f, item[k]));

/** What computeFacets must answer, product by product. */
function bruteFacets(items: readonly Attributes[], defs: readonly AttributeDef[], filters: FilterSet) {
  const offered = defs.filter((d) => d.filter !== "none");
  const matches = items.flatMap((item, i) => (passesAll(item, filters) ? [i] : []));
  const facets = offered.map((def) => {
    const pool = items.filter((item) => passesAll(item, filters, def.key));
    const mine = pool
      .map((item) => item[def.key])
      .filter((v): v is AttributeValue => (def.type === "number" ? typeof v === "number" : typeof v === "string"));
    if (def.filter === "range") {
      const nums = mine as number[];
      return nums.length ? { key: def.key, min: Math.min(...nums), max: Math.max(...nums) } : { key: def.key };
    }
    const counts: { value: AttributeValue; count: number }[] = [];
    for (const v of [...mine, ...(filters[def.key]?.values ?? [])])
      if (!counts.some((c) => same(c.value, v))) counts.push({ value: v, count: mine.filter((m) => same(m, v)).length });
    return { key: def.key, counts };
  });
  return { total: matches.length, matches, facets };
}

/** A facet's values as {key: count}, comparable whichever spelling of a value it shows. */
const countsOf = (values: { value: AttributeValue; count: number }[]) =>
  Object.fromEntries(values.map((v) => [typeof v.value === "number" ? `n${v.value.toPrecision(9)}` : `t${textKey(v.value)}`, v.count]));

// --- generators ---------------------------------------------------------------

/** With 20 µm in gauge as deriving gives it and as a unit change stores it (12 significant digits): one value. */
const NUMBERS = [0, 0.5, 10, 18, 18.5, 20, 80, 1500, 5000, 0.1 + 0.2, 0.3, 20 / 0.254, Number((20 / 0.254).toPrecision(12))];
/** Case and accent variants of one value, and values that only look alike. */
const TEXTS = [
  "Clear",
  "clear",
  "CLEAR",
  "Black",
  "black ",
  "Blue",
  "Café",
  "CAFÉ",
  "Cafe\u0301",
  "cafe",
  "Ærø",
  "ærø",
  "Straße",
  "STRASSE",
  "1000",
  "White, red print",
];

const DEF_POOL: AttributeDef[] = [
  num("width", "Width", "in", "values"),
  num("length", "Length", "ft", "range"),
  num("thickness", "Thickness", "gauge", "values"),
  txt("color", "Color", "values"),
  txt("filmType", "Film type", "values"),
  num("countPerCase", "Count per case", null, "none"),
  txt("material", "Material", "none"),
];

/** Some of the pool's definitions, each with any filter kind its type allows. */
const defsArb = fc
  .subarray(DEF_POOL, { minLength: 1 })
  .chain((defs) =>
    fc.tuple(
      ...defs.map((d) =>
        (d.type === "number" ? fc.constantFrom("none", "values", "range") : fc.constantFrom("none", "values")).map(
          (filter) => ({ ...d, filter }) as AttributeDef,
        ),
      ),
    ),
  );

const valueFor = (def: AttributeDef) => (def.type === "number" ? fc.constantFrom(...NUMBERS) : fc.constantFrom(...TEXTS));

/** Products whose values have their definition's type (as the index keeps them), any of them missing. */
const itemsArb = (defs: readonly AttributeDef[]): fc.Arbitrary<Attributes[]> =>
  fc.array(
    fc.record(
      Object.fromEntries(DEF_POOL.filter((p) => defs.some((d) => d.key === p.key)).map((d) => [d.key, valueFor(d)])) as Record<
        string,
        fc.Arbitrary<AttributeValue>
      >,
      { requiredKeys: [] },
    ) as fc.Arbitrary<Attributes>,
    {
      maxLength: 60,
    },
  );

/** A query string's parameters for these definitions: values, bounds (sometimes inverted, then refused), the odd non-filter. */
const paramsArb = (defs: readonly AttributeDef[]) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...defs).chain((d) => valueFor(d).map((v) => [d.key, String(v)] as [string, string])),
        fc
          .constantFrom(...defs.filter((d) => d.type === "number"), DEF_POOL[1])
          .chain((d) =>
            fc
              .tuple(fc.constantFrom(".min", ".max"), fc.constantFrom(...NUMBERS, 15, 1000, 3000))
              .map(([b, n]) => [`${d.key}${b}`, String(n)] as [string, string]),
          ),
        fc.constantFrom<[string, string]>(["page", "2"], ["utm_source", "x"]),
      ),
      { maxLength: 8 },
    )
    .map((pairs) => {
      // Drop a second bound of one kind: the last would win, and brute force would need to know that rule.
      const seen = new Set<string>();
      return pairs.filter(([k]) => !k.includes(".") || (!seen.has(k) && seen.add(k)));
    });

const caseArb = defsArb.chain((defs) => fc.tuple(fc.constant(defs), itemsArb(defs), paramsArb(defs)));

const readFilters = (defs: readonly AttributeDef[], params: [string, string][]) => {
  const parsed = parseFilters(params, defs);
  fc.pre(parsed.ok);
  return parsed.ok ? parsed.filters : {};
};

describe("computeFacets (property-based, against brute force)", () => {
  it("totals, matches, value counts and ranges are brute force's", () => {
    fc.assert(
      fc.property(caseArb, ([defs, items, params]) => {
        const filters = readFilters(defs, params);
        const got = computeFacets(items, defs, filters);
        const want = bruteFacets(items, defs, filters);
        expect(got.total).toBe(want.total);
        expect(got.matches).toEqual(want.matches);
        expect(got.facets.map((f) => f.key)).toEqual(want.facets.map((f) => f.key));
        got.facets.forEach((facet: Facet, i) => {
          const w = want.facets[i];
          if (facet.type === "range") {
            expect({ key: facet.key, min: facet.min, max: facet.max }).toEqual({
              key: w.key,
              min: "min" in w ? w.min : undefined,
              max: "max" in w ? w.max : undefined,
            });
          } else {
            expect(facet.values).toBeDefined();
            // One entry per value (whatever its spelling), each counted as brute force counts it.
            expect(facet.values!.length).toBe(Object.keys(countsOf(facet.values!)).length);
            expect(countsOf(facet.values!)).toEqual(countsOf(w.counts!));
          }
        });
      }),
      { numRuns: 3000 },
    );
  });

  it("a value's count is what ticking it alone would give, through the URL as the filter panel links it", () => {
    fc.assert(
      fc.property(caseArb, ([defs, items, params]) => {
        const filters = readFilters(defs, params);
        for (const facet of computeFacets(items, defs, filters).facets) {
          for (const { value, count } of facet.values ?? []) {
            const others = Object.fromEntries(Object.entries(filters).filter(([k]) => k !== facet.key));
            const ticked = parseFilters(new URLSearchParams(filterQuery({ ...others, [facet.key]: { values: [value] } }, defs)), defs);
            expect(ticked.ok).toBe(true);
            expect(computeFacets(items, defs, ticked.ok ? ticked.filters : {}).total).toBe(count);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("lists every selected value, with count 0 when no product has it", () => {
    fc.assert(
      fc.property(caseArb, ([defs, items, params]) => {
        const filters = readFilters(defs, params);
        for (const facet of computeFacets(items, defs, filters).facets) {
          if (facet.type !== "values") continue;
          for (const v of filters[facet.key]?.values ?? []) expect(facet.values!.some((f) => same(f.value, v))).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("counts a selected value nobody has as 0, and sorts values", () => {
    const defs = [num("width", "Width", "in", "values"), txt("color", "Color", "values")];
    const items: Attributes[] = [{ width: 20, color: "Clear" }, { width: 18, color: "black" }, { width: 20 }];
    const got = computeFacets(items, defs, { width: { values: [19] } });
    expect(got.total).toBe(0);
    expect(got.facets).toEqual([
      {
        key: "width",
        label: "Width",
        unit: "in",
        type: "values",
        values: [
          { value: 18, count: 1 },
          { value: 19, count: 0 },
          { value: 20, count: 2 },
        ],
      },
      { key: "color", label: "Color", unit: null, type: "values", values: [] },
    ]);
  });

  it("range facet without numbers has no bounds", () => {
    const defs = [num("length", "Length", "ft", "range")];
    expect(computeFacets([{}, {}], defs, {}).facets).toEqual([{ key: "length", label: "Length", unit: "ft", type: "range" }]);
  });
});

describe("passes", () => {
  it("needs a value, any of the listed ones, within the bounds", () => {
    expect(passes({ values: [18] }, undefined)).toBe(false);
    expect(passes({ values: [18, 20] }, 20)).toBe(true);
    expect(passes({ values: [18] }, "18")).toBe(false);
    expect(passes({ values: ["Clear"] }, "CLEAR")).toBe(true);
    expect(passes({ values: [], min: 1000, max: 2000 }, 2000)).toBe(true);
    expect(passes({ values: [], min: 1000 }, 999)).toBe(false);
    expect(passes({ values: [], min: 1000 }, "1500")).toBe(false);
  });
});
