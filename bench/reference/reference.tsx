// BENCHMARK ONLY: copied by bench/run.mjs into the benchmark snapshot as
// src/app/(storefront)/bench-reference/; never part of the real site.
//
// Reference (a): a prerendered static Next.js page in the same storefront
// layout (header, footer, cart provider), built by the same `next build` and
// served by the same server as the catalogue pages. Its body is `cards` product
// cards made with the real ProductCard component from constant data (no
// database, no request data), so its size and markup shape (server HTML plus
// the RSC payload of the client "Add to Cart" buttons) match a catalogue page
// of that many products. The harness picks, for each target, the rung whose
// HTML size is closest.
import { ProductGrid } from "@/components/storefront/catalog/product-grid";
import type { Product } from "@/lib/types";

const KINDS = ["Clear Hand Stretch Film", "White Poly Mailer", "Black Contractor Bags", "Blue Nitrile Gloves", "Thank You T-Shirt Bags"];
const IMAGES = [
  "/images/products/stretch-film-roll.svg",
  "/images/products/poly-mailer-white.svg",
  "/images/products/trash-bag-black.svg",
  "/images/products/nitrile-gloves-blue.svg",
  "/images/products/t-shirt-bag-thank-you.svg",
];
const CATEGORIES = [
  { name: "PE Stretch Film", slug: "pe-stretch-film" },
  { name: "Mailer Bags", slug: "mailer-bags" },
  { name: "Trash Bags", slug: "trash-bags" },
  { name: "Gloves & Apron", slug: "gloves-apron" },
  { name: "T-Shirt Bags", slug: "t-shirt-bags" },
];

function referenceProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, i) => {
    const k = i % KINDS.length;
    const sku = `REF-${100000 + i}`;
    return {
      id: 900000 + i,
      name: `${KINDS[k]} ${12 + (i % 7) * 2}in x ${1000 + (i % 5) * 500}ft ${60 + (i % 5) * 10} Gauge`,
      slug: `reference-product-${i}`,
      sku,
      description: `Reference product ${i} for the benchmark, with a description as long as a catalogue product's: sized for warehouses, shipping rooms and checkout counters, packed by the case. Strong, clean and consistent from roll to roll.`,
      priceMin: i % 10 === 0 ? null : (10 + (i % 200)).toFixed(2),
      priceMax: i % 10 === 0 ? null : (15 + (i % 200)).toFixed(2),
      imageUrl: IMAGES[k],
      categoryId: k + 1,
      category: CATEGORIES[k],
      specifications: JSON.stringify({
        Width: `${12 + (i % 7) * 2} in`,
        Length: `${1000 + (i % 5) * 500} ft`,
        Thickness: `${60 + (i % 5) * 10} gauge`,
        Color: "Clear",
        Case: "4 rolls",
        Core: "3 in",
      }),
      unitOfSale: "per case of 4 rolls",
      attributes: {},
      images: [],
    };
  });
}

export function ReferencePage({ cards }: { cards: number }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Benchmark reference ({cards} cards)</h1>
        <p className="text-muted-foreground">A static page of constant content, the same layout and components as the catalogue.</p>
      </header>
      {cards > 0 ? <ProductGrid products={referenceProducts(cards)} label="Reference products" /> : null}
    </div>
  );
}
