import { SiteImage } from "./site-image";

type Props = {
  /** The picture set for the page, or its built-in one. */
  src: string;
  /** The built-in picture, shown when `src` fails to load. */
  fallbackSrc: string;
  alt: string;
  /**
   * The built-in picture's own SVG markup, when it is the one shown: drawn in place of an `<img>` (a file of ours,
   * never an administrator's URL), it paints with the page's text instead of after a request of its own. The markup
   * names itself for screen readers (`role="img"` and `aria-label`, as `alt` does).
   */
  inlineArt?: string;
  /** How wide it is drawn, for an uploaded picture's srcset. */
  sizes?: string;
};

/** The 16:9 picture beside a page's title band (home, about): the page's largest paint, so never lazy. */
export function HeroPicture({ src, fallbackSrc, alt, inlineArt, sizes }: Props) {
  if (inlineArt)
    return (
      <div
        className="aspect-video w-full overflow-hidden rounded-xl bg-white/10 shadow-2xl [&>svg]:h-full [&>svg]:w-full"
        dangerouslySetInnerHTML={{ __html: inlineArt }}
      />
    );
  return (
    <SiteImage
      src={src}
      fallbackSrc={fallbackSrc}
      alt={alt}
      width={800}
      height={450}
      loading="eager"
      fetchPriority="high"
      sizes={sizes}
      className="aspect-video w-full rounded-xl bg-white/10 object-cover shadow-2xl"
    />
  );
}
