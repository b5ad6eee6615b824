import "server-only";
import type { MailBlock, MailContent } from "./content";

function block(b: MailBlock): string {
  switch (b.type) {
    case "text":
    case "signature":
      return b.text;
    case "facts":
      return b.rows.map((r) => `${r.label}: ${r.value}`).join("\n");
    case "items":
      return [`${b.heading}:`, ...b.items.map((i) => [`  - ${i.title}`, ...i.details.map((d) => `    ${d}`)].join("\n"))].join("\n");
    case "quote":
      return `${b.label}:\n${b.text}`;
    case "action":
      return `${b.label}:\n${b.url}`;
  }
}

/** The plain-text part: blocks one after the other, a blank line between. */
export function renderText(content: MailContent): string {
  return `${content.blocks.map(block).join("\n\n")}\n`;
}
