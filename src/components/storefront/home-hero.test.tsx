import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { DEFAULT_HERO_IMAGE, HomeHero } from "./home-hero";

describe("HomeHero", () => {
  it("draws the built-in picture inline, named for readers, with no request of its own", () => {
    const art = readFileSync(`public${DEFAULT_HERO_IMAGE}`, "utf8");
    const html = renderToStaticMarkup(<HomeHero imageUrl={DEFAULT_HERO_IMAGE} inlineArt={art} />);
    expect(html).toContain('viewBox="0 0 800 450"');
    expect(html).toContain('aria-label="Industrial plastic packaging products"');
    expect(html).not.toContain("<img");
  });

  it("keeps an administrator's picture an image", () => {
    const html = renderToStaticMarkup(<HomeHero imageUrl="/uploads/hero-photo.webp" />);
    expect(html).toMatch(/<img[^>]+src="\/uploads\/hero-photo.webp"[^>]+fetchPriority="high"/i);
    expect(html).not.toContain('viewBox="0 0 800 450"');
  });
});
