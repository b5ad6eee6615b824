import fc from "fast-check";
import { addDays, formatIsoDate, isIsoDate, ISO_DATE, todayIn } from "./dates";

describe("isIsoDate", () => {
  it.each(["2026-01-01", "2026-02-28", "2028-02-29", "2000-02-29", "2026-12-31", "2026-04-30"])("accepts the real date %s", (d) => {
    expect(isIsoDate(d)).toBe(true);
  });

  it.each([
    "2026-02-29", // not a leap year
    "2100-02-29", // a century that is not one
    "2026-02-30",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-01-00",
    "2026-01-32",
    "2026-1-01",
    "26-01-01",
    "2026/01/01",
    " 2026-01-01",
    "2026-01-01T00:00:00Z",
    "",
    "today",
  ])("refuses %j", (d) => {
    expect(isIsoDate(d)).toBe(false);
  });

  it.each([null, undefined, 20260101, new Date("2026-01-01"), {}, ["2026-01-01"]])("refuses the non-string %p", (v) => {
    expect(isIsoDate(v)).toBe(false);
  });

  it("agrees with the calendar for every day of four years", () => {
    let d = new Date(Date.UTC(2026, 0, 1));
    for (let i = 0; i < 4 * 366; i++) {
      expect(isIsoDate(d.toISOString().slice(0, 10))).toBe(true);
      d = new Date(d.getTime() + 86_400_000);
    }
  });
});

describe("todayIn", () => {
  // 03:30 UTC on March 1st is still February 28th in New York and west of it.
  const now = new Date("2026-03-01T03:30:00Z");

  it.each([
    ["UTC", "2026-03-01"],
    ["America/New_York", "2026-02-28"],
    ["America/Los_Angeles", "2026-02-28"],
    ["Europe/Berlin", "2026-03-01"],
    ["Pacific/Kiritimati", "2026-03-01"],
    ["Etc/GMT+12", "2026-02-28"],
  ])("gives the calendar date in %s", (zone, date) => {
    expect(todayIn(zone, now)).toBe(date);
  });

  it("follows daylight saving time: New York's midnight is 04:00 UTC in summer and 05:00 UTC in winter", () => {
    expect(todayIn("America/New_York", new Date("2026-07-04T03:59:59Z"))).toBe("2026-07-03");
    expect(todayIn("America/New_York", new Date("2026-07-04T04:00:00Z"))).toBe("2026-07-04");
    expect(todayIn("America/New_York", new Date("2026-12-25T04:59:59Z"))).toBe("2026-12-24");
    expect(todayIn("America/New_York", new Date("2026-12-25T05:00:00Z"))).toBe("2026-12-25");
  });

  it("always answers a real YYYY-MM-DD date", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1971-01-01"), max: new Date("2199-12-31"), noInvalidDate: true }),
        fc.constantFrom("UTC", "America/New_York", "Asia/Kolkata", "Etc/GMT+12"),
        (d, zone) => {
          const today = todayIn(zone, d);
          expect(today).toMatch(ISO_DATE);
          expect(isIsoDate(today)).toBe(true);
        },
      ),
    );
  });

  it("defaults to the current instant", () => {
    const before = todayIn("UTC");
    const now = new Date().toISOString().slice(0, 10);
    const after = todayIn("UTC");
    expect([before, after]).toContain(now);
  });

  it("throws on a zone that does not exist rather than guessing one", () => {
    expect(() => todayIn("Mars/Olympus_Mons", now)).toThrow(RangeError);
  });
});

describe("addDays", () => {
  it.each([
    ["2026-01-31", 1, "2026-02-01"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-01-01", -1, "2025-12-31"],
    ["2026-06-15", 30, "2026-07-15"],
    ["2026-12-15", 30, "2027-01-14"],
    ["2026-03-08", 1, "2026-03-09"], // the US spring-forward day is a whole day too
    ["2026-11-01", 1, "2026-11-02"],
    ["2026-05-05", 0, "2026-05-05"],
  ])("%s + %i days is %s", (from, days, to) => {
    expect(addDays(from, days)).toBe(to);
  });

  it("moves by whole days: going forward and back returns to the start, and the order of dates is the order of their text", () => {
    const day = fc.integer({ min: 0, max: 365 * 150 }).map((n) => addDays("1950-01-01", n));
    fc.assert(
      fc.property(day, fc.integer({ min: -5000, max: 5000 }), (d, n) => {
        const moved = addDays(d, n);
        expect(isIsoDate(moved)).toBe(true);
        expect(addDays(moved, -n)).toBe(d);
        const cmp = moved > d ? 1 : moved < d ? -1 : 0;
        expect(cmp).toBe(Math.sign(n));
        expect((Date.parse(moved) - Date.parse(d)) / 86_400_000).toBe(n);
      }),
    );
  });
});

describe("formatIsoDate", () => {
  it.each([
    ["2026-12-25", "December 25, 2026"],
    ["2026-01-01", "January 1, 2026"],
    ["2026-12-31", "December 31, 2026"],
    ["2028-02-29", "February 29, 2028"],
  ])("writes %s as %s, the same calendar day whatever the machine's zone", (d, text) => {
    expect(formatIsoDate(d)).toBe(text);
  });
});
