import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { HeroPicture } from "./images/hero-picture";

export const DEFAULT_HERO_IMAGE = "/images/hero.svg";

/** `inlineArt`: the built-in picture's SVG markup, when it is the one shown (HeroPicture). */
export function HomeHero({ imageUrl, inlineArt }: { imageUrl: string; inlineArt?: string }) {
  return (
    <section className="bg-linear-to-br from-primary to-blue-950 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2 lg:px-8">
        <div className="space-y-6">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">Plastic Solutions for Your Business</h1>
          <p className="max-w-xl text-lg text-blue-50">
            Stretch film, mailer bags, trash bags, gloves and aprons, and t-shirt bags in bulk, shipped to businesses across America. Browse
            the catalogue and request a quote.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="secondary" className="text-primary focus-visible:ring-white/70">
              <Link href="/products">
                Shop Products
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white bg-transparent text-white hover:bg-white/10 hover:text-white focus-visible:ring-white/70"
            >
              <Link href="/categories/pe-stretch-film">View Catalog</Link>
            </Button>
          </div>
        </div>
        <HeroPicture
          src={imageUrl}
          fallbackSrc={DEFAULT_HERO_IMAGE}
          alt="Industrial plastic packaging products"
          inlineArt={inlineArt}
          // Half of a page at most 80rem wide from lg up, else the whole width.
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
        />
      </div>
    </section>
  );
}
