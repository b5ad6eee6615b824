import { Eye, Heart, Scale } from "lucide-react";
import type { CartItem } from "@/lib/types";
import type { CatalogProduct } from "@/lib/validation/product-page-content";
import { AddToCartButton } from "../add-to-cart-button";
import { SiteImage } from "../../images/site-image";
import { SpecList } from "../spec-list";
import { filmTypeOf, widthAndLength } from "./catalog-card-fields";
import { EditCatalogCardButton } from "./edit-catalog-card-button";

type Props = {
  card: CatalogProduct;
  /** Position in the page content: the edit link's index and the cart id (position + 100, spec 3). */
  index: number;
  /** Cart fields the cards share: slug "stretch-film", the page's price range, category and fallback image. */
  cartBase: Omit<CartItem, "quantity" | "id" | "name" | "sku">;
};

/** One card of the stretch-film page's Product Catalog (spec 2). */
export function CatalogCard({ card, index, cartBase }: Props) {
  const { width, length } = widthAndLength(card.size);
  const nameId = `catalog-card-${index}-name`;

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative bg-muted">
        <SiteImage width={400} height={300} src={card.imageUrl || cartBase.imageUrl} alt="" className="aspect-[4/3] w-full object-cover" />
        {/* Decorative, as in the original design: they carry no function, so they are neither focusable nor announced. */}
        <div aria-hidden="true" className="absolute right-3 top-3 flex flex-col gap-2 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100">
          {[Eye, Scale, Heart].map((Icon, i) => (
            <span key={i} className="flex size-8 items-center justify-center rounded-full bg-background/90 text-foreground shadow">
              <Icon className="size-4" />
            </span>
          ))}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={nameId} className="font-semibold leading-snug">
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
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <AddToCartButton
            item={{ ...cartBase, id: index + 100, name: card.name, sku: card.sku, imageUrl: card.imageUrl || cartBase.imageUrl }}
            describedBy={nameId}
            className="flex-1"
          />
          <EditCatalogCardButton card={card} index={index} />
        </div>
      </div>
    </article>
  );
}
