import type { Metadata } from "next";
import { CategoryGrid } from "@/components/storefront/category-grid";
import { DEFAULT_HERO_IMAGE, HomeHero } from "@/components/storefront/home-hero";
import { HomeContactSection } from "@/components/storefront/home-contact-section";
import { DEFAULT_POLY_MAILER_IMAGE, DEFAULT_STRETCH_FILM_IMAGE, ProductSpecCards } from "@/components/storefront/product-spec-cards";
import { SectionHeading } from "@/components/storefront/section-heading";
import { cachedSettings } from "@/server/catalog/cached";
import { builtInSvgMarkup } from "@/server/site/inline-art";

const TITLE = "Plastic Solutions for Your Business";
const DESCRIPTION =
  "Industrial plastic packaging for businesses across America: PE stretch film, poly mailer bags, trash bags, gloves and aprons, and t-shirt bags. Browse the catalogue and request a quote.";

export async function generateMetadata(): Promise<Metadata> {
  const settings = await cachedSettings();
  const name = settings.business_name || "US Plastic Supply Co.";
  const image = settings.homepage_hero_image || DEFAULT_HERO_IMAGE;
  return {
    title: { absolute: `${name} | ${TITLE}` },
    description: DESCRIPTION,
    alternates: { canonical: "/" },
    openGraph: {
      title: `${name} | ${TITLE}`,
      description: DESCRIPTION,
      url: "/",
      type: "website",
      siteName: name,
      images: [{ url: image, alt: "Industrial plastic packaging products" }],
    },
  };
}

export default async function HomePage() {
  const settings = await cachedSettings();
  const heroImage = settings.homepage_hero_image || DEFAULT_HERO_IMAGE;
  return (
    <>
      <HomeHero imageUrl={heroImage} inlineArt={heroImage === DEFAULT_HERO_IMAGE ? builtInSvgMarkup(DEFAULT_HERO_IMAGE) : undefined} />

      <section aria-labelledby="home-categories" className="py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="home-categories" title="Product Categories">
            Everything your warehouse, shipping room and storefront need, in bulk.
          </SectionHeading>
          <CategoryGrid />
        </div>
      </section>

      <section aria-labelledby="home-specifications" className="bg-muted/60 py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="home-specifications" title="Product Specifications">
            Our best-selling lines, made to the sizes businesses use most.
          </SectionHeading>
          <ProductSpecCards
            stretchFilmImage={settings.homepage_stretch_film_image || DEFAULT_STRETCH_FILM_IMAGE}
            polyMailerImage={settings.homepage_poly_mailer_image || DEFAULT_POLY_MAILER_IMAGE}
          />
        </div>
      </section>

      <HomeContactSection settings={settings} />
    </>
  );
}

/** A shared page: links to it prefetch one App Shell for the route (ADR 24). */
export const prefetch = "partial";
