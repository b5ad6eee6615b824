import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { Product } from "@/lib/types";
import { AddToList } from "../account/lists/add-to-list";
import { CompareToggle } from "../compare/compare-toggle";
import { AddToCartButton } from "./add-to-cart-button";
import { Breadcrumbs, type BreadcrumbItem } from "./breadcrumbs";
import { cartItemFromProduct, UNKNOWN_CATEGORY } from "@/lib/cart-item";
import { PriceText } from "./price-text";
import { YourPrice } from "@/components/storefront/prices/your-price";
import { ProductDescription } from "./product-description";
import { ProductGallery } from "./product-gallery";
import { productSpecs } from "./product-specifications";

export function productBreadcrumbs(product: Product): BreadcrumbItem[] {
  return [
    { name: "Home", href: "/" },
    { name: "Products", href: "/products" },
    ...(product.category ? [{ name: product.category.name, href: `/categories/${product.category.slug}` }] : []),
    { name: product.name },
  ];
}

/** The product page of every product but the rich stretch-film page. */
export function ProductDetail({ product }: { product: Product }) {
  const specs = productSpecs(product);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs items={productBreadcrumbs(product)} />

      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery name={product.name} images={[product.imageUrl, ...product.images]} />

        <div className="flex flex-col gap-4">
          {product.category ? (
            <Badge asChild variant="secondary">
              <Link href={`/categories/${product.category.slug}`}>{product.category.name}</Link>
            </Badge>
          ) : (
            <Badge variant="secondary">{UNKNOWN_CATEGORY}</Badge>
          )}
          <h1 id="product-name" className="text-3xl font-bold tracking-tight">
            {product.name}
          </h1>
          <p className="text-sm text-muted-foreground">
            SKU: <span className="font-mono text-foreground">{product.sku}</span>
          </p>
          <p className="text-2xl font-bold text-primary">
            <PriceText min={product.priceMin} max={product.priceMax} unit={product.unitOfSale} />
          </p>
          <YourPrice productId={product.id} className="text-lg font-semibold text-emerald-700 dark:text-emerald-400" />
          <ProductDescription text={product.description} />
          <AddToCartButton
            item={cartItemFromProduct(product)}
            describedBy="product-name"
            size="lg"
            quantityLabelVisible
            className="w-full sm:w-fit"
          />
          <CompareToggle sku={product.sku} name={product.name} />
          <AddToList sku={product.sku} name={product.name} />
        </div>
      </div>

      <section aria-labelledby="specifications-heading" className="flex flex-col gap-4">
        <h2 id="specifications-heading" className="text-xl font-semibold">
          Specifications
        </h2>
        {specs.length > 0 ? (
          <div className="overflow-x-auto rounded-xl border">
            <table className="w-full text-left text-sm">
              <tbody>
                {specs.map(([key, value]) => (
                  <tr key={key} className="border-b last:border-0 even:bg-muted/50">
                    <th scope="row" className="w-1/3 px-4 py-3 font-medium text-muted-foreground">
                      {key}
                    </th>
                    <td className="px-4 py-3">{value || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-muted-foreground">No specifications listed for this product.</p>
        )}
      </section>
    </div>
  );
}
