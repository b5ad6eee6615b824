import { Boxes, FileDown, Layers, Ruler } from "lucide-react";
import type { ReactNode } from "react";
import type { Product } from "@/lib/types";
import type { StoredPageContent } from "@/lib/validation/product-page-content";
import { AddToCartButton } from "../add-to-cart-button";
import { Breadcrumbs } from "../breadcrumbs";
import { cartItemFromProduct } from "@/lib/cart-item";
import { PriceText } from "../price-text";
import { YourPrice } from "@/components/storefront/prices/your-price";
import { SiteImage } from "../../images/site-image";
import { AdminSessionProvider } from "./admin-session";
import { CatalogCard } from "./catalog-card";
import { VariantTabs, type VariantOffer } from "./variant-tabs";

export const STRETCH_FILM_BREADCRUMBS = [
  { name: "Home", href: "/" },
  { name: "Products", href: "/products" },
];

function Panel({ title, id, children, className }: { title: string; id: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`rounded-xl border bg-card p-6 shadow-sm ${className ?? ""}`}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The three info cards. Their texts are fixed here: the page content model has no fields for them. */
function InfoCards() {
  const cards = [
    { icon: Layers, title: "Type", text: "Hand or machine application" },
    { icon: Ruler, title: "Size Range", text: "Width 16in to 30in, length 550ft to 5050ft, thickness 50 to 120 gauge" },
    { icon: Boxes, title: "Material", text: "Premium LDPE" },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border bg-card p-4 shadow-sm">
          <Icon aria-hidden="true" className="size-5 text-primary" />
          <h2 className="mt-2 text-sm font-semibold">{title}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}

function SpecificationsTable({ specs }: { specs: StoredPageContent["specifications"] }) {
  const rows: [string, string][] = [
    ["Weight", specs.weight],
    ["Film Type", specs.filmType],
    ["Width", specs.filmWidth],
    ["Length", specs.filmLength],
    ["Thickness", specs.filmThickness],
    ["SKU", specs.sku],
  ];
  return (
    <table className="w-full text-left text-sm">
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key} className="border-b last:border-0">
            <th scope="row" className="py-2 pr-4 font-medium text-muted-foreground">
              {key}
            </th>
            <td className="py-2 text-right font-medium">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Props = {
  content: StoredPageContent;
  /** The product whose slug is the page's: its price is the page's price. */
  product: Product;
  /** The products the variant codes and card SKUs name, by lower-cased SKU. */
  linked: Record<string, Product>;
};

/**
 * The rich stretch-film product page. Every value comes from the
 * stored page content, which the admin edits (nothing hard-coded), except the info cards' texts and the
 * prices: the page's is its product's, and each variant row and catalogue
 * card sells the product whose SKU is its code, with that product's own
 * price, unit, category and cart entry.
 */
export function StretchFilmPage({ content, product, linked }: Props) {
  const itemFor = (sku: string) => {
    const p = linked[sku.trim().toLowerCase()];
    return p ? cartItemFromProduct(p) : null;
  };
  const offers = (variants: StoredPageContent["handWrappedVariants"]): VariantOffer[] =>
    variants.map((v) => ({ ...v, item: itemFor(v.code) }));
  const count = content.catalogProducts.length;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs items={STRETCH_FILM_BREADCRUMBS} />

      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <div className="overflow-hidden rounded-xl border bg-muted">
            <SiteImage
              width={400}
              height={300}
              src={content.mainImageUrl}
              alt={content.productName}
              loading="eager"
              fetchPriority="high"
              className="aspect-[4/3] w-full object-cover"
            />
          </div>
          {content.galleryImages.length > 0 && (
            <section aria-labelledby="gallery-heading">
              <h2 id="gallery-heading" className="sr-only">
                Gallery
              </h2>
              <ul className="grid grid-cols-4 gap-3">
                {content.galleryImages.map((src, i) => (
                  <li key={`${src}-${i}`} className="overflow-hidden rounded-lg border bg-muted">
                    <SiteImage
                      width={400}
                      height={300}
                      src={src}
                      alt={`${content.productName}, photo ${i + 1} of ${content.galleryImages.length}`}
                      className="aspect-[4/3] w-full object-cover"
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <div className="flex flex-col gap-6">
          <div>
            <h1 id="stretch-film-name" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {content.productName}
            </h1>
            <p className="mt-4 leading-relaxed text-muted-foreground">{content.productDescription}</p>
          </div>
          <InfoCards />
          <Panel title="Pricing & Ordering" id="pricing-heading">
            <p className="text-3xl font-bold text-primary">
              <PriceText min={product.priceMin} max={product.priceMax} unit={product.unitOfSale} />
            </p>
            <YourPrice productId={product.id} className="text-lg font-semibold text-emerald-700 dark:text-emerald-400" />
            <p className="mt-1 text-sm text-muted-foreground">Price varies by quantity and specifications</p>
            <AddToCartButton item={cartItemFromProduct(product)} describedBy="stretch-film-name" size="lg" className="mt-4 w-full" />
          </Panel>
        </div>
      </div>

      <section aria-labelledby="variants-heading" className="flex flex-col gap-4">
        <h2 id="variants-heading" className="text-2xl font-bold">
          Available Variants
        </h2>
        <VariantTabs hand={offers(content.handWrappedVariants)} machine={offers(content.machineWrappedVariants)} />
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <Panel title="Product Specifications" id="specifications-heading">
          <SpecificationsTable specs={content.specifications} />
        </Panel>
        <Panel title="Downloads" id="downloads-heading">
          {content.downloadDocuments.length === 0 ? (
            <p className="text-sm text-muted-foreground">No documents available yet.</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {content.downloadDocuments.map((doc, i) => (
                <li key={`${doc.downloadUrl}-${i}`} className="flex gap-3">
                  <FileDown aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <div>
                    <a
                      href={doc.downloadUrl}
                      className="rounded-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      {doc.title}
                    </a>
                    {doc.description && <p className="text-sm text-muted-foreground">{doc.description}</p>}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <section aria-labelledby="catalog-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="catalog-heading" className="text-2xl font-bold">
            Product Catalog
          </h2>
          <p className="text-muted-foreground">Showing all {count} products</p>
        </div>
        <AdminSessionProvider>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {content.catalogProducts.map((card, i) => (
              <li key={`${card.id}-${i}`}>
                <CatalogCard card={card} index={i} item={itemFor(card.sku)} fallbackImageUrl={content.mainImageUrl} />
              </li>
            ))}
          </ul>
        </AdminSessionProvider>
      </section>
    </div>
  );
}
