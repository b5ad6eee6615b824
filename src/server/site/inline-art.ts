import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

const kept = new Map<string, string>();

/**
 * The markup of one of the site's own built-in SVG pictures (a file of ours under `public/images`), to draw it
 * inline in the page. Inline, it paints with the page's first paint instead of after a request of its own: on a
 * slow mobile link the home page's hero picture was its largest paint, 2.6 s in Lighthouse. Only our own files are
 * inlined; a picture an administrator set is a URL and stays an `<img>`.
 */
export function builtInSvgMarkup(publicPath: string): string {
  if (!/^\/images\/[a-z0-9-]+\.svg$/.test(publicPath)) throw new Error(`not a built-in SVG picture: ${publicPath}`);
  let markup = kept.get(publicPath);
  if (markup === undefined) {
    markup = readFileSync(path.join(process.cwd(), "public", publicPath), "utf8").trim();
    if (!markup.startsWith("<svg") || /<script|\son[a-z]+=/i.test(markup)) throw new Error(`${publicPath} is not plain SVG markup`);
    kept.set(publicPath, markup);
  }
  return markup;
}
