import { paragraphsOf, tidyParagraphs } from "./paragraphs";

describe("paragraphsOf", () => {
  test("a blank line starts a paragraph, a line break a line", () => {
    expect(paragraphsOf("Strong and clear.\nCase of 4 rolls.\n\nMade in the USA.")).toEqual([
      ["Strong and clear.", "Case of 4 rolls."],
      ["Made in the USA."],
    ]);
  });

  test("Windows line ends, spaces around lines and several blank lines count once", () => {
    expect(paragraphsOf("  One  \r\n\r\n \r\n\tTwo   words \r\nthree\n\n\n")).toEqual([["One"], ["Two words", "three"]]);
  });

  test("a one-line text is one paragraph; an empty one is none", () => {
    expect(paragraphsOf("Clear cast hand film.")).toEqual([["Clear cast hand film."]]);
    expect(paragraphsOf(" \n \n")).toEqual([]);
  });

  test("tidied for structured data", () => {
    expect(tidyParagraphs("A  \r\nB\n\n\n\nC")).toBe("A\nB\n\nC");
  });
});
