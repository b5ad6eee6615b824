import fc from "fast-check";
import { MAX_SPEC_QUERY_LENGTH, normaliseQueryText, parseSpecQuery, type SpecQuery } from "./spec-query";
import { convert, UNIT_ALIASES, type UnitKey } from "./units";

const close = (a: number | undefined, b: number) => a !== undefined && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/** The specs in a compact, comparable form. */
function summary(r: SpecQuery) {
  const { width, length, thickness, capacity } = r.specs;
  return {
    ...(width && { width: width.value }),
    ...(length && { length: length.value }),
    ...(thickness && { gauge: thickness.gauge }),
    ...(capacity && { capacity: capacity.value }),
  };
}

describe("the issue's queries", () => {
  it.each<[string, ReturnType<typeof summary>, string, string[]]>([
    ["18 inch 80 gauge", { width: 18, gauge: 80 }, "", ["18 in", "80 gauge"]],
    [`18" x 1500' 80ga`, { width: 18, length: 1500, gauge: 80 }, "", ["18 in", "1500 ft", "80 gauge"]],
    ["18in 80g stretch film", { width: 18, gauge: 80 }, "stretch film", ["18 in", "80 gauge"]],
    ["20 micron", { gauge: 80 }, "", ["20 µm"]],
    ["1.5 mil 55 gallon", { gauge: 150, capacity: 55 }, "", ["1.5 mil", "55 gal"]],
    ["18x1500", { width: 18, length: 1500 }, "", ["18 in", "1500 ft"]],
    ["20mic", { gauge: 80 }, "", ["20 µm"]],
    ["20µm", { gauge: 80 }, "", ["20 µm"]],
    ["0.8mil", { gauge: 80 }, "", ["0.8 mil"]],
    ["80 gauge", { gauge: 80 }, "", ["80 gauge"]],
    ["80ga", { gauge: 80 }, "", ["80 gauge"]],
    ["55 gal", { capacity: 55 }, "", ["55 gal"]],
    ["55-gallon", { capacity: 55 }, "", ["55 gal"]],
    ["55gal", { capacity: 55 }, "", ["55 gal"]],
    ["Strech Film", {}, "strech film", []],
    ["nitrle gloves", {}, "nitrle gloves", []],
  ])("%j", (q, specs, text, chips) => {
    const r = parseSpecQuery(q);
    expect(summary(r)).toEqual(specs);
    expect(r.text).toBe(text);
    expect(r.chips).toEqual(chips);
  });

  it("converts millimetres to inches and keeps what was typed", () => {
    const r = parseSpecQuery("450mm x 1500ft");
    expect(r.specs.width?.value).toBeCloseTo(450 / 25.4, 9);
    expect(r.specs.width).toMatchObject({ unit: "in", asTyped: { value: 450, unit: "mm" } });
    expect(r.specs.length).toEqual({ value: 1500, unit: "ft", asTyped: { value: 1500, unit: "ft" } });
    expect(r.chips).toEqual(["450 mm", "1500 ft"]);
  });

  it("gives the thickness in all three units: exact for gauge and mil, nearest standard gauge for µm", () => {
    expect(parseSpecQuery("80 gauge").specs.thickness).toEqual({
      gauge: 80,
      mil: 0.8,
      micron: 20.32,
      asTyped: { value: 80, unit: "gauge" },
    });
    expect(parseSpecQuery("1.5 mil").specs.thickness).toEqual({ gauge: 150, mil: 1.5, micron: 38.1, asTyped: { value: 1.5, unit: "mil" } });
    const micron = parseSpecQuery("20 micron").specs.thickness;
    expect(micron).toMatchObject({ gauge: 80, micron: 20, asTyped: { value: 20, unit: "micron" } });
    expect(micron?.mil).toBeCloseTo(0.7874, 4);
    expect(parseSpecQuery("0.65 mil").specs.thickness?.gauge).toBe(65);
  });
});

describe("more of what buyers type", () => {
  it.each<[string, ReturnType<typeof summary>, string]>([
    ["18x1500x80 hand film", { width: 18, length: 1500, gauge: 80 }, "hand film"],
    [`18" x 1500' x 80ga`, { width: 18, length: 1500, gauge: 80 }, ""],
    ["18 x 1500 ft", { width: 18, length: 1500 }, ""],
    ["1500 ft x 18 in", { width: 18, length: 1500 }, ""],
    ["18 by 1500 stretch", { width: 18, length: 1500 }, "stretch"],
    ["18″ × 1500′", { width: 18, length: 1500 }, ""],
    ["6 x 9 in poly mailers", { width: 6, length: 0.75 }, "poly mailers"],
    ["24 x 33 13 gal trash bags", { width: 24, length: 33 / 12, capacity: 13 }, "trash bags"],
    ["1,500 ft", { length: 1500 }, ""],
    ["300 m", { length: 300 / 0.3048 }, ""],
    ["208 L drum liner", { capacity: 208 / 3.785411784 }, "drum liner"],
    ["１８ＩＮ ８０ＧＡ", { width: 18, gauge: 80 }, ""],
    ["STRETCH FILM 18 INCHES", { width: 18 }, "stretch film"],
    ["12 micron", { gauge: 47 }, ""],
    ["18in 20in", { width: 18, length: 20 / 12 }, ""],
    ["80ga 90ga film", { gauge: 80 }, "film"],
  ])("%j", (q, specs, text) => {
    const r = parseSpecQuery(q);
    const got = summary(r);
    expect(Object.keys(got).sort()).toEqual(Object.keys(specs).sort());
    for (const [k, v] of Object.entries(specs)) expect(close(got[k as keyof typeof got], v)).toBe(true);
    expect(r.text).toBe(text);
  });

  it.each([
    ["SF-2002", "sf-2002"],
    ["sf2004, 10", "sf2004 10"],
    ["5 x SF-2003", "5 sf-2003"],
    ["500 bags", "500 bags"],
    ["0 gauge", "0 gauge"],
    ["1,50 gal", "1,50 gal"],
    ["hd18in film", "hd18in film"],
    ["18x20 gal", "18x"],
  ])("leaves numbers that are not specs in the text: %j", (q, text) => {
    expect(parseSpecQuery(q).text).toBe(text);
  });

  it("reads a spec that the rest of the text brings together", () => {
    expect(summary(parseSpecQuery("18 80ga in"))).toEqual({ width: 18, gauge: 80 });
    expect(summary(parseSpecQuery("film (18)in"))).toEqual({ width: 18 });
  });

  it("reads only the first MAX_SPEC_QUERY_LENGTH characters", () => {
    const r = parseSpecQuery(`${"a ".repeat(MAX_SPEC_QUERY_LENGTH)}18in`);
    expect(r.specs).toEqual({});
  });
});

describe("normaliseQueryText", () => {
  it("keeps words and in-word punctuation, drops the rest", () => {
    expect(normaliseQueryText("  Stretch—film, (hand) x 1.5 #10 ...")).toBe("Stretch film hand 1.5 10");
    expect(normaliseQueryText("1,500 bags")).toBe("1500 bags");
  });
});

// --- properties -------------------------------------------------------------------------------

const words = fc.constantFrom("stretch", "film", "black", "hand", "machine", "trash", "bags", "liner", "clear", "heavy", "duty");

const aliasOf = (unit: UnitKey) => fc.constantFrom(...UNIT_ALIASES[unit]);
const sep = (alias: string) => (alias === '"' || alias === "''" || alias === "'" ? fc.constant("") : fc.constantFrom("", " ", "-", " - "));
const decimal = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);

/** A quantity rendered with any alias of its unit: [text, value, unit]. */
function rendered(units: UnitKey[], value: fc.Arbitrary<number>) {
  return fc
    .tuple(fc.constantFrom(...units), value)
    .chain(([unit, v]) => aliasOf(unit).chain((alias) => sep(alias).map((s) => ({ text: `${v}${s}${alias}`, value: v, unit }))))
    .chain((q) => fc.constantFrom(q.text, q.text.toUpperCase()).map((text) => ({ ...q, text })));
}

interface Generated {
  parts: string[];
  /** The words between the specs, in order: what `text` should be. */
  filler: string[];
  expect: { width?: number; length?: number; micron?: number; capacity?: number };
}

const widthSpec = rendered(["in", "mm", "cm"], decimal(1, 99)).map((q) => ({ q, width: convert(q.value, q.unit, "in") }));
const lengthSpec = rendered(["ft", "m"], fc.integer({ min: 1, max: 20000 })).map((q) => ({ q, length: convert(q.value, q.unit, "ft") }));
const thicknessSpec = rendered(["gauge", "mil", "micron"], decimal(0.1, 300)).map((q) => ({
  q,
  micron: convert(q.value, q.unit, "micron"),
}));
const capacitySpec = rendered(["gal", "l"], decimal(0.1, 999)).map((q) => ({ q, capacity: convert(q.value, q.unit, "gal") }));
/** Width × length in the pair notation, labelled or not. */
const pairSpec = fc
  .record({
    w: fc.integer({ min: 1, max: 99 }),
    l: fc.integer({ min: 101, max: 20000 }),
    wl: fc.constantFrom("", '"', "in", " in", "inch"),
    ll: fc.constantFrom("", "'", "ft", " ft", " feet"),
    x: fc.constantFrom("x", " x ", "×", " × ", "*", " by "),
  })
  .map(({ w, l, wl, ll, x }) => ({ text: `${w}${wl}${x}${l}${ll}`, width: w, length: l }));

const query: fc.Arbitrary<Generated> = fc
  .record({
    dims: fc.oneof(
      pairSpec.map((p) => ({ parts: [p.text], width: p.width, length: p.length })),
      fc.tuple(fc.option(widthSpec), fc.option(lengthSpec)).map(([w, l]) => ({
        parts: [w?.q.text, l?.q.text].filter((t): t is string => !!t),
        width: w?.width,
        length: l?.length,
      })),
    ),
    thickness: fc.option(thicknessSpec),
    capacity: fc.option(capacitySpec),
    filler: fc.array(words, { maxLength: 4 }),
  })
  .chain(({ dims, thickness, capacity, filler }) => {
    const specParts = [...dims.parts, ...(thickness ? [thickness.q.text] : []), ...(capacity ? [capacity.q.text] : [])];
    // Specs in any order, with the words in theirs, interleaved.
    return fc.shuffledSubarray(specParts, { minLength: specParts.length, maxLength: specParts.length }).chain((specs) =>
      fc.array(fc.boolean(), { minLength: specs.length + filler.length, maxLength: specs.length + filler.length }).map((picks) => {
        const parts: string[] = [];
        let si = 0;
        let fi = 0;
        for (const pickSpec of picks) {
          if ((pickSpec && si < specs.length) || fi >= filler.length) parts.push(specs[si++]);
          else parts.push(filler[fi++]);
        }
        return {
          parts,
          filler,
          expect: { width: dims.width, length: dims.length, micron: thickness?.micron, capacity: capacity?.capacity },
        };
      }),
    );
  });

describe("parseSpecQuery (property-based)", () => {
  it("recovers generated specs in any supported notation, and leaves the other words", () => {
    fc.assert(
      fc.property(query, (g) => {
        const r = parseSpecQuery(g.parts.join(" "));
        const e = g.expect;
        expect(r.specs.width === undefined).toBe(e.width === undefined);
        if (e.width !== undefined) expect(close(r.specs.width?.value, e.width)).toBe(true);
        expect(r.specs.length === undefined).toBe(e.length === undefined);
        if (e.length !== undefined) expect(close(r.specs.length?.value, e.length)).toBe(true);
        expect(r.specs.thickness === undefined).toBe(e.micron === undefined);
        if (e.micron !== undefined) expect(close(r.specs.thickness?.micron, e.micron)).toBe(true);
        expect(r.specs.capacity === undefined).toBe(e.capacity === undefined);
        if (e.capacity !== undefined) expect(close(r.specs.capacity?.value, e.capacity)).toBe(true);
        expect(r.text).toBe(g.filler.join(" "));
        expect(r.chips).toHaveLength(Object.values(e).filter((v) => v !== undefined).length);
      }),
      { numRuns: 500 },
    );
  });

  const anyString = fc.oneof(
    fc.string(),
    fc.string({ unit: "grapheme" }),
    fc.string({ unit: "binary" }),
    fc.string({ maxLength: 300, unit: "binary" }),
    // Strings made of the parser's own pieces, which reach its corners far more often.
    fc
      .array(
        fc.constantFrom(
          "1",
          "8",
          "0",
          ".",
          ",",
          "-",
          " ",
          "x",
          "×",
          '"',
          "'",
          "in",
          "g",
          "ga",
          "mil",
          "µm",
          "ft",
          "m",
          "gal",
          "l",
          "by",
          "a",
          "(",
          "\u0301",
        ),
        {
          maxLength: 40,
        },
      )
      .map((a) => a.join("")),
  );

  it("never throws, and its text holds no spec and reads the same again", () => {
    fc.assert(
      fc.property(anyString, (q) => {
        const r = parseSpecQuery(q);
        expect(typeof r.text).toBe("string");
        const again = parseSpecQuery(r.text);
        expect(again.specs).toEqual({});
        expect(again.text).toBe(r.text);
        for (const v of [
          r.specs.width?.value,
          r.specs.length?.value,
          r.specs.capacity?.value,
          r.specs.thickness?.gauge,
          r.specs.thickness?.micron,
        ]) {
          if (v !== undefined) expect(Number.isFinite(v) && v > 0).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("takes anything without throwing, even what is not a string", () => {
    for (const q of [undefined, null, 42, {}, "", "   ", "\uD800", "9".repeat(5000), "1 ".repeat(5000) + "in"]) {
      expect(() => parseSpecQuery(q as string)).not.toThrow();
    }
  });
});
