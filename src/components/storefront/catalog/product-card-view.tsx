"use client";

import Link from "next/link";
import { Activity, startTransition, useEffect, useState } from "react";
import type { CardData } from "@/lib/filtered-view";
import type { CartItem } from "@/lib/types";
import { CompareToggle } from "../compare/compare-toggle";
import { AddToCartButton } from "./add-to-cart-button";
import { PriceText } from "./price-text";
import { YourPrice } from "@/components/storefront/prices/your-price";
import { SiteImage } from "../images/site-image";
import { SpecList } from "./spec-list";

/**
 * Looks like `<Badge variant="secondary">` without its link, icon and invalid
 * states, which a plain label never uses: the card is repeated 24 times in a
 * page's HTML.
 */
const CATEGORY_BADGE_CLASS =
  "inline-flex w-fit shrink-0 items-center rounded-full border border-transparent bg-secondary px-2 py-0.5 text-xs font-medium whitespace-nowrap text-secondary-foreground";

export const GRID_CLASS = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/** How wide a card's image is drawn: the columns of the product grid (GRID_CLASS), in a page at most 80rem wide. */
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

export type CardProps = {
  /** What the card shows of its product: the cart's record of it. */
  item: Omit<CartItem, "quantity">;
  /** Its first specifications, as [label, value]. */
  specs: [string, string][];
  headingLevel?: 2 | 3;
  /** The first cards of a page load eagerly: they are in the first screen. */
  eager?: boolean;
  /** The page's main picture: fetched first. */
  main?: boolean;
};

/**
 * A catalogue product as the category page shows it: image, category,
 * SKU, name linking to the product page, the first 4 specifications, price and
 * the cart button. A client component fed a small record (cardData says why); its HTML comes from the server.
 */
export function ProductCardView({ item: product, specs, headingLevel = 2, eager = false, main = false }: CardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/products/${product.slug}`;
  const nameId = `product-${product.id}-name`;

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      {/* The image repeats the name link for pointer users; keyboard and screen-reader users get the one name link,
          which also prefetches the product: this one registers no second watch on the same address. */}
      <Link href={href} prefetch={false} tabIndex={-1} aria-hidden="true" className="block bg-muted">
        <SiteImage
          src={product.imageUrl}
          width={400}
          height={300}
          alt=""
          loading={eager ? "eager" : "lazy"}
          fetchPriority={main ? "high" : undefined}
          sizes={CARD_IMAGE_SIZES}
          className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className={CATEGORY_BADGE_CLASS}>{product.category}</span>
          <span className="text-xs text-muted-foreground">
            SKU: <span className="font-mono">{product.sku}</span>
          </span>
        </div>
        <Heading id={nameId} className="text-base leading-snug font-semibold">
          <Link
            href={href}
            className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {product.name}
          </Link>
        </Heading>
        <SpecList entries={specs} />
        <div className="mt-auto flex flex-col gap-3 pt-2">
          <p className="text-lg font-bold text-primary">
            <PriceText min={product.priceMin} max={product.priceMax} unit={product.unitOfSale} />
          </p>
          <YourPrice productId={product.id} />
          <AddToCartButton item={product} describedBy={nameId} className="w-full" />
          <CompareToggle sku={product.sku} name={product.name} />
        </div>
      </div>
    </article>
  );
}

/** How many cards a grid redrawn in the page draws at once: more than the first screen shows, four columns wide. */
const FIRST_SCREEN = 8;

/**
 * Product cards in a responsive grid; the first row loads its images eagerly, the first one first (the page's largest paint on a phone).
 * `redrawn`: drawn in the page from data (a filter click) rather than hydrated from the server's HTML, and mounted afresh for each new
 * list. Then the first screen's cards come in the click's own update and the rest just after, in a transition that yields to the
 * reader's input: the first screen is drawn sooner than 24 cards' worth of elements. The server's HTML always has them all.
 *
 * Each card is an `<Activity>`, which React hydrates on its own, after the rest of the page and yielding to input, or at
 * once when it is pressed: a press on the filters or the header right after the load no longer makes React hydrate 24
 * cards first, and a filter click replaces server cards never hydrated at all. Unlike a `<Suspense>` boundary, the server
 * writes an Activity in place, however large (React outlines a large Suspense boundary into a hidden block for its
 * script to move), so the cards stay in the HTML where they are shown, also without scripts.
 */
export function ProductCardGrid({ cards, label, redrawn = false }: { cards: CardData[]; label?: string; redrawn?: boolean }) {
  const [whole, setWhole] = useState(!redrawn);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  const shown = whole ? cards : cards.slice(0, FIRST_SCREEN);
  return (
    <ul className={GRID_CLASS} aria-label={label}>
      {shown.map((card, i) => (
        <li key={card.item.id}>
          <Activity>
            <ProductCardView item={card.item} specs={card.specs} eager={i < 4} main={i === 0} />
          </Activity>
        </li>
      ))}
    </ul>
  );
}
