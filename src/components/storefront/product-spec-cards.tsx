import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SiteImage } from "./images/site-image";

export const DEFAULT_STRETCH_FILM_IMAGE = "/images/stretch-film.svg";
export const DEFAULT_POLY_MAILER_IMAGE = "/images/poly-mailer.svg";

interface SpecCard {
  title: string;
  imageUrl: string;
  fallbackImage: string;
  specs: [label: string, value: string][];
  href: string;
}

function ProductSpecCard({ card }: { card: SpecCard }) {
  return (
    <Card className="gap-0 overflow-hidden py-0 md:flex-row">
      <SiteImage
        src={card.imageUrl}
        fallbackSrc={card.fallbackImage}
        alt={card.title}
        width={400}
        height={300}
        className="aspect-4/3 w-full bg-muted object-cover md:w-1/2"
      />
      <div className="flex flex-1 flex-col gap-4 py-6">
        <CardHeader>
          <CardTitle className="text-xl">
            <h3>{card.title}</h3>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex-1">
          <dl className="space-y-2 text-sm">
            {card.specs.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 border-b pb-2 last:border-0">
                <dt className="font-medium text-muted-foreground">{label}</dt>
                <dd className="text-right font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
        <CardFooter>
          <Button asChild className="w-full sm:w-auto">
            <Link href={card.href}>
              BUY NOW<span className="sr-only"> {card.title}</span>
            </Link>
          </Button>
        </CardFooter>
      </div>
    </Card>
  );
}

/** The home page's two "Product Specifications" cards; stretch film's BUY NOW goes to its category page. */
export function ProductSpecCards({ stretchFilmImage, polyMailerImage }: { stretchFilmImage: string; polyMailerImage: string }) {
  const cards: SpecCard[] = [
    {
      title: "PE Stretch Film",
      imageUrl: stretchFilmImage,
      fallbackImage: DEFAULT_STRETCH_FILM_IMAGE,
      specs: [
        ["Type", "Hand or machine film"],
        ["Width", "16in-30in"],
        ["Length", "550-5050 feet"],
        ["Thickness", "50-120 gauge"],
      ],
      href: "/categories/pe-stretch-film",
    },
    {
      title: "Poly Mailer",
      imageUrl: polyMailerImage,
      fallbackImage: DEFAULT_POLY_MAILER_IMAGE,
      specs: [
        ["Type", "Disposable and returnable"],
        ["Width", "6-24 in"],
        ["Length", "9-36 in"],
        ["Thickness", "2-3 mil"],
      ],
      href: "/products",
    },
  ];
  return (
    <ul className="grid gap-8 lg:grid-cols-2">
      {cards.map((card) => (
        <li key={card.title} className="grid">
          <ProductSpecCard card={card} />
        </li>
      ))}
    </ul>
  );
}
