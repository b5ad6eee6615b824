import "server-only";
import { Marked, type Tokens } from "marked";

/**
 * The admin's Markdown as HTML for a policy page. marked escapes text but
 * passes raw HTML through, so raw HTML is escaped here too (shown as typed,
 * never run), and a link or image keeps its address only when it is http(s),
 * mailto or a path on this site: no javascript: or data: URL reaches a page.
 */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export function isSafeHref(href: string): boolean {
  const h = href.trim();
  if (/^\/(?![/\\])/.test(h) || h.startsWith("#")) return true;
  try {
    return ["http:", "https:", "mailto:"].includes(new URL(h).protocol);
  } catch {
    return false;
  }
}

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!isSafeHref(href)) return text;
      const external = /^(https?:)?\/\//i.test(href.trim());
      return `<a href="${escapeHtml(href.trim())}"${title ? ` title="${escapeHtml(title)}"` : ""}${external ? ' rel="noopener noreferrer nofollow"' : ""}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!isSafeHref(href) || href.trim().startsWith("mailto:")) return escapeHtml(text);
      return `<img src="${escapeHtml(href.trim())}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ""} loading="lazy">`;
    },
  },
});

export function renderPolicyMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
