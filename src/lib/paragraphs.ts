/**
 * A plain-text description (typed in the admin's textarea, or imported) as
 * paragraphs of lines: a blank line starts a paragraph, a single line break
 * starts a line. Each line has its runs of spaces and tabs made one space and
 * is trimmed; empty paragraphs are dropped. The text stays text: callers
 * render the pieces as React text (escaped), never as HTML.
 */
export function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t\f\v\u00a0]*\n\s*/)
    .map((p) =>
      p
        .split("\n")
        .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, " ").trim())
        .filter((line) => line !== ""),
    )
    .filter((lines) => lines.length > 0);
}

/** The same text tidied for structured data: lines joined by "\n", paragraphs by a blank line. */
export const tidyParagraphs = (text: string): string =>
  paragraphsOf(text)
    .map((lines) => lines.join("\n"))
    .join("\n\n");
