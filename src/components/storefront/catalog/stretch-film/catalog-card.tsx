import { Eye, Heart, Scale } from "lucide-react";
import type { CartProduct } from "@/hooks/use-cart";
import { CONTACT_FOR_PRICE } from "@/lib/money";
import type { CatalogProduct } from "@/lib/validation/product-page-content";
import { AddToCartButton } from "../add-to-cart-button";
import { PriceText } from "../price-text";
import { SiteImage } from "../../images/site-image";
import { SpecList } from "../spec-list";
import { filmTypeOf, widthAndLength } from "./catalog-card-fields";
import { ContactLink } from "./contact-link";
import { EditCatalogCardButton } from "./edit-catalog-card-button";

type Props = {
  card: CatalogProduct;
  /** Position in the page content: the edit link's index. */
  index: number;
  /** The product whose SKU is the card's, as the cart takes it; null when no product has it. */
  item: CartProduct | null;
  /** The page's main picture, for a card without one. */
  fallbackImageUrl: string;
};

/**
 * One card of the stretch-film page's Product Catalog. Its price,
 * category and cart entry are those of the product with the card's SKU; a
 * card no product matches offers "Contact for Price" and the contact form.
 */
export function CatalogCard({ card, index, item, fallbackImageUrl }: Props) {
  const { width, length } = widthAndLength(card.size);
  const nameId = `catalog-card-${index}-name`;

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative bg-muted">
        <SiteImage width={400} height={300} src={card.imageUrl || fallbackImageUrl} alt="" className="aspect-[4/3] w-full object-cover" />
        {/* Decorative, as in the original design: they carry no function, so they are neither focusable nor announced. */}
        <div
          aria-hidden="true"
          className="absolute top-3 right-3 flex flex-col gap-2 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
        >
          {[Eye, Scale, Heart].map((Icon, i) => (
            <span key={i} className="flex size-8 items-center justify-center rounded-full bg-background/90 text-foreground shadow">
              <Icon className="size-4" />
            </span>
          ))}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={nameId} className="leading-snug font-semibold">
            {card.name}
          </h3>
          <p className="mt-1 text-xs text-muted-foreground">
            SKU: <span className="font-mono">{card.sku || "—"}</span>
          </p>
        </div>
        <SpecList
          entries={[
            ["Weight", card.weight],
            ["Dimensions", card.dimensions],
            ["Film Type", filmTypeOf(card)],
            ["Width", width],
            ["Length", length],
            ["Thickness", card.thickness],
          ]}
        />
        <p className="mt-auto pt-2 font-bold text-primary">
          {item ? <PriceText min={item.priceMin} max={item.priceMax} unit={item.unitOfSale} /> : CONTACT_FOR_PRICE}
        </p>
        <div className="flex flex-wrap gap-2">
          {item ? (
            <AddToCartButton item={item} describedBy={nameId} className="flex-1" />
          ) : (
            <ContactLink code={card.sku} className="flex-1" />
          )}
          <EditCatalogCardButton card={card} index={index} />
        </div>
      </div>
    </article>
  );
}
