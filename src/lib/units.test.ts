import fc from "fast-check";
import {
  BASE_UNIT,
  convert,
  formatValue,
  formatWithEquivalents,
  fromBase,
  isUnitKey,
  nearestGauge,
  roundForFile,
  roundForUnit,
  STANDARD_GAUGES,
  toBase,
  unitFromAlias,
  UNIT_KEYS,
  UNITS,
  type UnitKey,
} from "./units";

const close = (a: number, b: number, rel = 1e-9) => Math.abs(a - b) <= rel * Math.max(Math.abs(a), Math.abs(b), Number.MIN_VALUE);

/** Pairs of units of the same dimension, in both orders. */
const sameDimensionPair = fc
  .tuple(fc.constantFrom(...UNIT_KEYS), fc.constantFrom(...UNIT_KEYS))
  .filter(([a, b]) => UNITS[a].dimension === UNITS[b].dimension);
const magnitude = fc.double({ min: 1e-6, max: 1e9, noNaN: true, noDefaultInfinity: true });

describe("the issue's facts", () => {
  it("100 gauge = 1 mil = 25.4 µm, exactly", () => {
    expect(convert(100, "gauge", "mil")).toBe(1);
    expect(convert(1, "mil", "micron")).toBe(25.4);
    expect(convert(100, "gauge", "micron")).toBe(25.4);
    expect(convert(1.5, "mil", "gauge")).toBe(150);
  });
  it("80 gauge is about 20 µm and 0.8 mil", () => {
    expect(convert(80, "gauge", "micron")).toBeCloseTo(20.32, 12);
    expect(convert(80, "gauge", "mil")).toBeCloseTo(0.8, 12);
    expect(roundForUnit(convert(80, "gauge", "micron"), "micron")).toBe(20);
  });
  it("1 in = 25.4 mm, 12 in = 1 ft = 0.3048 m, 1 gal = 3.785411784 L", () => {
    expect(convert(1, "in", "mm")).toBe(25.4);
    expect(convert(12, "in", "ft")).toBe(1);
    expect(convert(1, "ft", "in")).toBe(12);
    expect(convert(1, "ft", "m")).toBe(0.3048);
    expect(convert(1, "gal", "l")).toBe(3.785411784);
    expect(convert(10, "cm", "mm")).toBe(100);
  });
  it("refuses to convert across dimensions", () => {
    expect(() => convert(1, "in", "gal")).toThrow(RangeError);
    expect(() => convert(1, "mil", "ft")).toThrow(/thickness/);
  });
});

describe("conversions (property-based)", () => {
  it("round-trip within a relative 1e-9", () => {
    fc.assert(
      fc.property(sameDimensionPair, magnitude, ([a, b], x) => {
        expect(close(convert(convert(x, a, b), b, a), x)).toBe(true);
      }),
    );
  });
  it("go through the base unit the same way as directly", () => {
    fc.assert(
      fc.property(sameDimensionPair, magnitude, ([a, b], x) => {
        expect(close(fromBase(toBase(x, a), b), convert(x, a, b))).toBe(true);
        expect(fromBase(toBase(x, a), a)).toBeCloseTo(x, 6);
      }),
    );
  });
  it("gauge = 100 × mil and µm = 25.4 × mil", () => {
    fc.assert(
      fc.property(magnitude, (mil) => {
        expect(close(convert(mil, "mil", "gauge"), mil * 100)).toBe(true);
        expect(close(convert(mil, "mil", "micron"), mil * 25.4)).toBe(true);
        expect(close(convert(mil * 100, "gauge", "micron"), mil * 25.4)).toBe(true);
      }),
    );
  });
  it("are linear and keep order", () => {
    fc.assert(
      fc.property(sameDimensionPair, magnitude, magnitude, ([a, b], x, y) => {
        expect(close(convert(x + y, a, b), convert(x, a, b) + convert(y, a, b))).toBe(true);
        if (x < y) expect(convert(x, a, b)).toBeLessThanOrEqual(convert(y, a, b));
      }),
    );
  });
  it("base units are the dimension's own", () => {
    for (const key of UNIT_KEYS) expect(UNITS[BASE_UNIT[UNITS[key].dimension]].dimension).toBe(UNITS[key].dimension);
    expect(toBase(2, "in")).toBe(50.8);
    expect(toBase(80, "gauge")).toBeCloseTo(20.32, 12);
    expect(toBase(1, "gal")).toBe(3.785411784);
  });
});

describe("formatWithEquivalents", () => {
  it.each<[number, UnitKey, string]>([
    [80, "gauge", "80 gauge (0.8 mil, 20 µm)"],
    [47, "gauge", "47 gauge (0.47 mil, 12 µm)"],
    [150, "gauge", "150 gauge (1.5 mil, 38 µm)"],
    [1.5, "mil", "1.5 mil (150 gauge, 38 µm)"],
    [0.75, "mil", "0.75 mil (75 gauge, 19 µm)"],
    [20, "micron", "20 µm (79 gauge, 0.79 mil)"],
    [18, "in", "18 in (457 mm)"],
    [12.5, "in", "12.5 in (318 mm)"],
    [450, "mm", "450 mm (17.7 in)"],
    [1500, "ft", "1500 ft (457 m)"],
    [5, "ft", "5 ft (1.5 m)"],
    [300, "m", "300 m (984 ft)"],
    [55, "gal", "55 gal (208 L)"],
    [13, "gal", "13 gal (49.2 L)"],
    [208, "l", "208 L (54.9 gal)"],
  ])("%s %s → %s", (value, unit, text) => {
    expect(formatWithEquivalents(value, unit)).toBe(text);
  });
  it("writes the stored value as stored, up to 3 decimals, without trailing zeros", () => {
    expect(formatWithEquivalents(80.5, "gauge")).toBe("80.5 gauge (0.81 mil, 20 µm)");
    expect(formatWithEquivalents(18.125, "in")).toBe("18.125 in (460 mm)");
    expect(formatWithEquivalents(1.5, "mil")).toMatch(/^1\.5 mil/);
  });
  it("keeps 2 significant digits where the unit's step would show 0", () => {
    expect(formatWithEquivalents(1, "gauge")).toBe("1 gauge (0.01 mil, 0.25 µm)");
    expect(formatValue(0.001, "gauge")).toBe("0.001 gauge");
  });
  it("gives nothing for a value that is not a number", () => {
    expect(formatWithEquivalents(Number.NaN, "in")).toBe("");
    expect(formatWithEquivalents(Number.POSITIVE_INFINITY, "in")).toBe("");
  });
  it("never writes exponents or -0, whatever the value", () => {
    fc.assert(
      fc.property(fc.constantFrom(...UNIT_KEYS), fc.double({ min: -1e12, max: 1e12, noNaN: true }), (unit, x) => {
        const text = formatWithEquivalents(x, unit);
        expect(text).not.toMatch(/e[+-]?\d|-0(?![.\d])/);
        expect(text.startsWith(`${text.split(" ")[0]} ${UNITS[unit].symbol}`)).toBe(true);
      }),
    );
  });
});

describe("roundForUnit", () => {
  it("applies each unit's step", () => {
    expect(roundForUnit(79.6, "gauge")).toBe(80);
    expect(roundForUnit(0.787, "mil")).toBe(0.79);
    expect(roundForUnit(20.32, "micron")).toBe(20);
    expect(roundForUnit(457.2, "mm")).toBe(457);
    expect(roundForUnit(17.716, "in")).toBe(17.7);
    expect(roundForUnit(457.2, "m")).toBe(457);
    expect(roundForUnit(1.524, "m")).toBe(1.5);
    expect(roundForUnit(0.125, "in")).toBe(0.1);
    expect(roundForUnit(0.15, "in")).toBe(0.2);
  });
});

describe("nearestGauge", () => {
  it("20 µm is 80 gauge, and exact gauges map to themselves", () => {
    expect(nearestGauge(20)).toBe(80);
    for (const g of STANDARD_GAUGES) expect(nearestGauge(convert(g, "gauge", "micron"))).toBe(g);
    expect(nearestGauge(12)).toBe(47);
    expect(nearestGauge(38)).toBe(150);
    expect(nearestGauge(1000)).toBe(200);
    expect(nearestGauge(1)).toBe(40);
  });
  it("is undefined for nothing sensible", () => {
    for (const x of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(nearestGauge(x)).toBeUndefined();
  });
  it("no standard gauge is closer than the one returned", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 500, noNaN: true }), (microns) => {
        const g = nearestGauge(microns)!;
        const exact = convert(microns, "micron", "gauge");
        for (const other of STANDARD_GAUGES) expect(Math.abs(g - exact)).toBeLessThanOrEqual(Math.abs(other - exact));
      }),
    );
  });
});

describe("unit names", () => {
  it("reads what people write", () => {
    expect(unitFromAlias("Inches")).toBe("in");
    expect(unitFromAlias('"')).toBe("in");
    expect(unitFromAlias("µm")).toBe("micron");
    expect(unitFromAlias("ga")).toBe("gauge");
    expect(unitFromAlias("Gallon")).toBe("gal");
    expect(unitFromAlias("L")).toBe("l");
    expect(unitFromAlias("furlong")).toBeUndefined();
    expect(isUnitKey("mil")).toBe(true);
    expect(isUnitKey("toString")).toBe(false);
  });
});

test("a file keeps each unit to at most 0.01 µm, 0.01 mm or 1 mL, and the largest value within a spreadsheet's 15 significant digits", () => {
  const finest = { thickness: 0.01, length: 0.01, capacity: 0.001 };
  for (const unit of UNIT_KEYS) {
    const step = 10 ** -UNITS[unit].precision;
    expect([unit, toBase(step, unit) <= finest[UNITS[unit].dimension] * 1.0000001]).toEqual([unit, true]);
    const largest = 1e9 + step;
    expect(Number(roundForFile(largest, unit).toPrecision(15))).toBe(roundForFile(largest, unit));
  }
  expect(roundForFile(78.74015748031496, "gauge")).toBe(78.74);
  expect(roundForFile(0.6299212598425197, "in")).toBe(0.6299);
  expect(roundForFile(0.7874015748031497, "mil")).toBe(0.7874);
  expect(roundForFile(20.455, "mm")).toBe(20.46);
  expect(roundForFile(1 / 3, null)).toBe(0.333);
  expect(roundForFile(0.0000001, "gauge")).toBe(0);
  expect(Object.is(roundForFile(-0.0000001, "gauge"), 0)).toBe(true);
});
