/**
 * Test data made through the app's own db layer: the create functions the admin API and the quote form call, with
 * their validation, slugs, audit entries and cache invalidation. A test arranges exactly the rows it asserts on
 * instead of leaning on the seed's SKUs, so a change to the seed cannot break it. Names, slugs and SKUs are unique
 * per call; anything may be overridden.
 */
import type { Category, Product, QuoteRequest } from "@/lib/types";
import { categoryInputSchema, type CategoryFormValues } from "@/lib/validation/category";
import { productInputSchema, type ProductFormValues } from "@/lib/validation/product";
import type { ProductPageContentInput } from "@/lib/validation/product-page-content";
import { quoteRequestSchema, type QuoteRequestFormValues } from "@/lib/validation/quote-request";
import { createCategory } from "@/server/catalog/categories/categories";
import { createProduct } from "@/server/catalog/products/products";
import { createQuoteRequest } from "@/server/quotes/quotes";

const ACTOR = "test";
let made = 0;

/** A category, with no typed attributes unless given. */
export async function makeCategory(over: Partial<CategoryFormValues> = {}): Promise<Category> {
  const n = ++made;
  const input = categoryInputSchema.parse({
    name: `Factory Category ${n}`,
    slug: `factory-category-${n}`,
    description: `A category made by the tests (${n}).`,
    imageUrl: "/images/placeholder.svg",
    ...over,
  });
  return createCategory(input, ACTOR);
}

/** A priced product; in `category` when given, else in a new category of its own. */
export async function makeProduct(over: Partial<ProductFormValues> & { category?: Category } = {}): Promise<Product> {
  const { category, ...fields } = over;
  const categoryId = fields.categoryId ?? (category ?? (await makeCategory())).id;
  const n = ++made;
  const input = productInputSchema.parse({
    name: `Factory Product ${n}`,
    slug: `factory-product-${n}`,
    sku: `FP-${n}`,
    description: `A product made by the tests (${n}).`,
    imageUrl: "/images/placeholder.svg",
    specifications: "{}",
    priceMin: "10.00",
    priceMax: "12.50",
    unitOfSale: "per case",
    ...fields,
    categoryId,
  });
  return createProduct(input, ACTOR);
}

/** A buyer's quote request for these products (two of each unless `items` is given), as the quote form stores it. */
export async function makeQuoteRequest(products: Product[], over: Partial<QuoteRequestFormValues> = {}): Promise<QuoteRequest> {
  const n = ++made;
  const input = quoteRequestSchema.parse({
    name: `Factory Buyer ${n}`,
    company: `Factory Buyer ${n} Inc.`,
    email: `buyer-${n}@example.com`,
    phone: "(555) 201-3344",
    state: "TX",
    zip: "75001",
    items: products.map((p) => ({ productId: p.id, sku: p.sku, name: p.name, quantity: 2 })),
    ...over,
  });
  return (await createQuoteRequest(input, null)).quote;
}

/** A company as a buyer creates it, with its terms accepted now. */
export async function makeCompany(over: { name?: string; paymentTerms?: string } = {}): Promise<{ id: number; name: string }> {
  const { db } = await import("@/server/db/client");
  const n = ++made;
  return db.company.create({
    data: {
      name: over.name ?? `Factory Company ${n}`,
      paymentTerms: over.paymentTerms ?? "",
      termsVersion: "1",
      termsAcceptedAt: new Date(),
    },
    select: { id: true, name: true },
  });
}

/**
 * A buyer (in `company` with `role` when given) and a signed-in browser of theirs: `cookie` is the Cookie header a
 * request of that browser sends, made by the same session code the sign-in link uses.
 */
export async function makeBuyer(
  over: { email?: string; name?: string; company?: { id: number }; role?: "admin" | "buyer" } = {},
): Promise<{ id: number; email: string; companyId: number | null; cookie: string }> {
  const { db } = await import("@/server/db/client");
  const { BUYER_COOKIE, createBuyerSession } = await import("@/server/account/buyer-session");
  const n = ++made;
  const buyer = await db.buyer.create({
    data: {
      email: (over.email ?? `factory-buyer-${n}@example.com`).toLowerCase(),
      name: over.name ?? `Factory Buyer ${n}`,
      companyId: over.company?.id ?? null,
      role: over.role ?? "buyer",
    },
    select: { id: true, email: true, companyId: true },
  });
  const { token } = await createBuyerSession(buyer.id, "factory");
  return { ...buyer, cookie: `${BUYER_COOKIE}=${token}` };
}

let adminCookie: string | undefined;

/**
 * An order as the app makes one: a quote request for `products` (with `companyId` when given, else a guest's, by
 * `email`), priced and sent by the admin, and accepted on its private link (3 of each at 20.00, PO "PO-77").
 */
export async function makeOrder(
  products: Product[],
  over: { companyId?: number | null; email?: string } = {},
): Promise<{ quote: { id: number; reference: string }; order: { id: number; number: string } }> {
  const { login } = await import("./kit");
  const { placedOrder } = await import("./orders/order-kit");
  const { db } = await import("@/server/db/client");
  adminCookie ??= await login();
  const { id, order } = await placedOrder(adminCookie, products, over);
  const { reference } = await db.quoteRequest.findUniqueOrThrow({ where: { id }, select: { reference: true } });
  return { quote: { id, reference }, order: { id: order.id, number: order.number } };
}

/**
 * The admin account `login()` (test/kit.ts) signs in as, made the way a first start makes it from ADMIN_PASSWORD,
 * for a test that needs an admin but none of the seed's catalogue. Once per database: the username is unique.
 */
export async function makeAdmin(): Promise<{ id: number; username: string }> {
  const { db } = await import("@/server/db/client");
  const { hashPassword } = await import("@/server/auth/password");
  const { ADMIN } = await import("./kit");
  return db.admin.create({
    data: { username: ADMIN.username, email: ADMIN.email, passwordHash: await hashPassword(ADMIN.password) },
    select: { id: true, username: true },
  });
}

/**
 * The editable page of `product` (the stretch-film page's kind), saved as the page editor saves it, at the product's
 * own price so saving changes no product. Catalogue cards for `cards` when given; anything may be overridden.
 */
export async function makePageContent(
  product: Product,
  over: Partial<ProductPageContentInput> & { cards?: Product[] } = {},
): Promise<{ updatedAt: string }> {
  const { productPageContentSchema } = await import("@/lib/validation/product-page-content");
  const { savePageContent } = await import("@/server/page-content/page-content");
  const { cards = [], ...fields } = over;
  const content = productPageContentSchema.parse({
    productName: product.name,
    productDescription: `The page of ${product.name}.`,
    mainImageUrl: "https://images.example.com/page.png",
    specifications: {
      weight: "30 lbs",
      filmType: "Hand Film",
      filmWidth: "18in",
      filmLength: "1500 feet",
      filmThickness: "80 gauge",
      sku: product.sku,
    },
    priceRange: { min: product.priceMin, max: product.priceMax },
    galleryImages: [],
    handWrappedVariants: [],
    machineWrappedVariants: [],
    catalogProducts: cards.map((p, i) => ({
      id: i + 1,
      name: p.name,
      sku: p.sku,
      size: "",
      thickness: "",
      color: "",
      weight: "",
      dimensions: "",
      filmType: "",
      imageUrl: "",
    })),
    downloadDocuments: [],
    ...fields,
  });
  const saved = await savePageContent(content, ACTOR, { slug: product.slug });
  return { updatedAt: saved.updatedAt };
}

/**
 * A catalogue of some size, for a test of the whole database (a backup, a restore, the fuzz and contract suites)
 * rather than of given rows: `categories` categories of `perCategory` products each, made category by category, so
 * the ids run in that order. `first` overrides the first product's fields.
 */
export async function makeCatalogue(
  over: { categories?: number; perCategory?: number; first?: Partial<ProductFormValues> } = {},
): Promise<{ categories: Category[]; products: Product[] }> {
  const categories: Category[] = [];
  const products: Product[] = [];
  for (let c = 0; c < (over.categories ?? 3); c++) {
    const category = await makeCategory();
    categories.push(category);
    for (let p = 0; p < (over.perCategory ?? 12); p++)
      products.push(await makeProduct({ ...(products.length === 0 ? over.first : {}), category }));
  }
  return { categories, products };
}

/**
 * Some catalogue for the suites that need rows to exist but none in particular (the fuzz and contract suites): three
 * categories of four products each. The first product (id 1 in a fresh database) is the stretch film, at the slug its
 * editable page lives under, so a test can give it a page with makePageContent.
 */
export async function makeSmallCatalogue(): Promise<{ categories: Category[]; products: Product[]; film: Product }> {
  const { categories, products } = await makeCatalogue({
    perCategory: 4,
    first: { name: "PE Stretch Film", slug: "stretch-film", sku: "pe001", priceMin: "45.00", priceMax: "55.00" },
  });
  return { categories, products, film: products[0] };
}
