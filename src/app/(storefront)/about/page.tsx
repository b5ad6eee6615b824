import { Award, BadgeDollarSign, Boxes, Headset, ShieldCheck, Target, Truck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { SiteImage } from "@/components/storefront/images/site-image";
import { HeroPicture } from "@/components/storefront/images/hero-picture";
import { PageHero } from "@/components/storefront/page-hero";
import { SectionHeading } from "@/components/storefront/section-heading";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cachedSettings } from "@/server/catalog/cached";
import { builtInSvgMarkup } from "@/server/site/inline-art";

const DEFAULT_ABOUT_HERO = "/images/about-hero.svg";
const DEFAULT_ABOUT_STORY = "/images/about-story.svg";
const DESCRIPTION =
  "A leading supplier of industrial plastic products for businesses across America: 15+ years in business, 10,000+ customers, shipping to all 50 states with 24/7 support.";

export async function generateMetadata(): Promise<Metadata> {
  const settings = await cachedSettings();
  const name = settings.business_name || "US Plastic Supply Co.";
  return {
    title: "About Us",
    description: DESCRIPTION,
    alternates: { canonical: "/about" },
    openGraph: {
      title: `About ${name}`,
      description: DESCRIPTION,
      url: "/about",
      type: "website",
      siteName: name,
      images: [{ url: settings.about_hero_image || DEFAULT_ABOUT_HERO, alt: "Distribution warehouse serving all 50 states" }],
    },
  };
}

const STATS = [
  { value: "15+", label: "Years in Business" },
  { value: "10,000+", label: "Satisfied Customers" },
  { value: "50+", label: "States Served" },
  { value: "24/7", label: "Customer Support" },
];

const REASONS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <ShieldCheck className="size-6" aria-hidden="true" />,
    title: "Quality You Can Trust",
    text: "Every product line is sourced to consistent specifications and checked before it ships.",
  },
  {
    icon: <BadgeDollarSign className="size-6" aria-hidden="true" />,
    title: "Competitive Pricing",
    text: "Volume pricing by the case or pallet keeps your cost per unit low as you grow.",
  },
  {
    icon: <Truck className="size-6" aria-hidden="true" />,
    title: "Fast Nationwide Shipping",
    text: "Orders leave our warehouse quickly and reach businesses in all 50 states.",
  },
  {
    icon: <Boxes className="size-6" aria-hidden="true" />,
    title: "Wide Selection",
    text: "Stretch film, mailer bags, trash bags, gloves, aprons and t-shirt bags from one supplier.",
  },
  {
    icon: <Headset className="size-6" aria-hidden="true" />,
    title: "Expert Support",
    text: "Our team helps you pick the right gauge, size and material for the job.",
  },
  {
    icon: <Award className="size-6" aria-hidden="true" />,
    title: "Custom Solutions",
    text: "Custom sizes, printing and packing are available on request for larger orders.",
  },
];

function ReasonCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">{icon}</span>
        <CardTitle className="text-lg">
          <h3>{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">{text}</CardContent>
    </Card>
  );
}

export default async function AboutPage() {
  const settings = await cachedSettings();
  const name = settings.business_name || "US Plastic Supply Co.";
  const heroImage = settings.about_hero_image || DEFAULT_ABOUT_HERO;
  return (
    <>
      <PageHero
        title={`About ${name}`}
        image={
          <HeroPicture
            src={heroImage}
            fallbackSrc={DEFAULT_ABOUT_HERO}
            alt="Distribution warehouse serving all 50 states"
            inlineArt={heroImage === DEFAULT_ABOUT_HERO ? builtInSvgMarkup(DEFAULT_ABOUT_HERO) : undefined}
          />
        }
      >
        A leading supplier of industrial plastic products for businesses across America. Since our start more than 15 years ago, we have
        helped thousands of companies package, protect and ship their products.
      </PageHero>

      <section aria-label="Company highlights" className="border-b py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
            {STATS.map((s) => (
              <div key={s.label} className="flex flex-col gap-1 rounded-xl border bg-card p-6">
                <dt className="text-sm font-medium text-muted-foreground">{s.label}</dt>
                <dd className="order-first text-3xl font-bold text-primary sm:text-4xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="about-story" className="py-16 md:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div className="space-y-4 text-muted-foreground">
            <h2 id="about-story" className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
              Our Story
            </h2>
            <p>
              {settings.business_description ||
                `${name} is a leading supplier of industrial plastic products for businesses across America.`}
            </p>
            <p>
              We started with a simple idea: businesses deserve packaging they can count on, at a fair price, delivered when they need it.
              More than fifteen years later, warehouses, fulfilment centers, restaurants, retailers and janitorial services across the
              country rely on us every day.
            </p>
            <p>
              From a single line of stretch film we have grown into a full range of industrial plastics, and we still treat every order,
              large or small, as the start of a long partnership.
            </p>
          </div>
          <SiteImage
            src={settings.about_story_image || DEFAULT_ABOUT_STORY}
            fallbackSrc={DEFAULT_ABOUT_STORY}
            alt="Packaging team preparing orders"
            width={600}
            height={400}
            className="aspect-3/2 w-full rounded-xl bg-muted object-cover shadow-lg"
          />
        </div>
      </section>

      <section aria-labelledby="about-why" className="bg-muted/60 py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="about-why" title={`Why Choose ${name}?`}>
            What our customers count on, order after order.
          </SectionHeading>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {REASONS.map((r) => (
              <li key={r.title}>
                <ReasonCard {...r} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-mission" className="py-16 md:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Target className="size-7" aria-hidden="true" />
          </span>
          <h2 id="about-mission" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            Our Mission
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            To keep American businesses moving with dependable plastic packaging, honest pricing and service that answers when you call, so
            you can focus on running your business.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/products">Shop Products</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/contact">Contact Us</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

/** A shared page: links to it prefetch one App Shell for the route (ADR 24). */
export const prefetch = "partial";
