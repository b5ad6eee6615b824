/**
 * The catalogue, settings and stretch-film page content the seeder inserts on
 * a fresh database. Plain data only: no Prisma, no I/O.
 *
 * Images are local files under public/images (there is no image host), and the
 * spec sheets offered on the stretch-film page live under public/docs.
 *
 * Everything the stretch-film page offers for sale is a product: each variant
 * code of its hand and machine tables and each catalogue card's SKU is the SKU
 * of a product below, which gives it its own category, price and unit of sale.
 */

import { slugify } from "../src/lib/slug";

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  imageUrl: string;
}

export interface SeedProduct {
  name: string;
  slug: string;
  sku: string;
  description: string;
  /** Decimal money text such as "45.00"; null means "Contact for Price". */
  priceMin: string | null;
  priceMax: string | null;
  /** What one price buys, shown beside it. */
  unitOfSale: string;
  imageUrl: string;
  /** Slug of one of `seedCategories`. */
  categorySlug: string;
  /** JSON text of an object of key/value pairs. */
  specifications: string;
}

/** The eleven public setting keys (spec section 3). */
export type SeedSettingKey =
  | "business_name"
  | "business_phone"
  | "business_email"
  | "business_address"
  | "business_hours"
  | "business_description"
  | "homepage_hero_image"
  | "homepage_stretch_film_image"
  | "homepage_poly_mailer_image"
  | "about_hero_image"
  | "about_story_image";

/** Product page content (spec section 3), one document per rich product page. */
export interface ProductPageContent {
  productName: string;
  productDescription: string;
  mainImageUrl: string;
  specifications: {
    weight: string;
    filmType: string;
    filmWidth: string;
    filmLength: string;
    filmThickness: string;
    sku: string;
  };
  galleryImages: string[];
  handWrappedVariants: { code: string; size: string; thickness: string; color: string }[];
  machineWrappedVariants: { code: string; size: string; thickness: string; color: string }[];
  catalogProducts: {
    id: number;
    name: string;
    sku: string;
    size: string;
    thickness: string;
    color: string;
    weight: string;
    dimensions: string;
    filmType: string;
    imageUrl: string;
  }[];
  downloadDocuments: { title: string; description: string; downloadUrl: string }[];
}

const specs = (entries: Record<string, string>): string => JSON.stringify(entries);

// ---------------------------------------------------------------------------
// Categories (the five footer categories)
// ---------------------------------------------------------------------------

export const seedCategories: SeedCategory[] = [
  {
    name: "PE Stretch Film",
    slug: "pe-stretch-film",
    description:
      "Hand and machine stretch wrap in clear and black, 16 in to 30 in wide and 50 to 120 gauge, for securing pallet loads in shipping and storage. Cast LLDPE film with strong cling and puncture resistance, sold by the case or pallet.",
    imageUrl: "/images/categories/pe-stretch-film.svg",
  },
  {
    name: "Mailer Bags",
    slug: "mailer-bags",
    description:
      "Self-sealing poly mailers from 6 x 9 in to 24 x 36 in, 2 to 3 mil, including returnable dual-seal styles for e-commerce fulfilment. Opaque, tear- and water-resistant, packed by the case.",
    imageUrl: "/images/categories/mailer-bags.svg",
  },
  {
    name: "Trash Bags",
    slug: "trash-bags",
    description:
      "Commercial can liners and contractor bags in high- and low-density polyethylene, from 10 to 60 gallon sizes. Built for janitorial, food service, construction and warehouse waste streams.",
    imageUrl: "/images/categories/trash-bags.svg",
  },
  {
    name: "Gloves & Apron",
    slug: "gloves-apron",
    description:
      "Disposable nitrile, vinyl and poly gloves plus polyethylene aprons for food handling, janitorial, automotive and light industrial work. Bulk cases keep crews stocked at a lower cost per unit.",
    imageUrl: "/images/categories/gloves-apron.svg",
  },
  {
    name: "T-Shirt Bags",
    slug: "t-shirt-bags",
    description:
      "HDPE t-shirt carry-out bags for grocery, convenience, restaurant and retail checkout counters. Available plain or printed \"Thank You\", in 1/6 and 1/8 barrel sizes.",
    imageUrl: "/images/categories/t-shirt-bags.svg",
  },
];

// ---------------------------------------------------------------------------
// Stretch-film variants (spec section 2): the page's table rows and their products
// ---------------------------------------------------------------------------

interface FilmVariant {
  code: string;
  size: string;
  thickness: string;
  color: "Clear" | "Black";
  priceMin: string;
  priceMax: string;
}

// The spec's codes and sizes; USSF.0001 is the spec's own 450mm x 1500ft, 20mic.
const HAND_VARIANTS: FilmVariant[] = [
  { code: "USSF.0001", size: "450mm x 1500ft", thickness: "20mic", color: "Clear", priceMin: "44.00", priceMax: "53.00" },
  { code: "USSF.0002", size: "18in x 1500ft", thickness: "80 gauge", color: "Clear", priceMin: "45.00", priceMax: "55.00" },
  { code: "USSF.0012", size: "18in x 1500ft", thickness: "70 gauge", color: "Clear", priceMin: "41.00", priceMax: "49.00" },
  { code: "USSF.0016", size: "18in x 1000ft", thickness: "80 gauge", color: "Black", priceMin: "38.00", priceMax: "45.00" },
  { code: "USSF.0004", size: "18in x 1500ft", thickness: "60 gauge", color: "Clear", priceMin: "36.00", priceMax: "43.00" },
  { code: "USSF.0013", size: "18in x 1500ft", thickness: "80 gauge", color: "Black", priceMin: "52.00", priceMax: "60.00" },
  { code: "USSF.0015", size: "18in x 1000ft", thickness: "50 gauge", color: "Clear", priceMin: "25.00", priceMax: "30.00" },
  { code: "USSF.0020", size: "18in x 1500ft", thickness: "63 gauge", color: "Black", priceMin: "44.00", priceMax: "51.00" },
];

const MACHINE_VARIANTS: FilmVariant[] = [
  { code: "USSF.0008", size: "20in x 5000ft", thickness: "80 gauge", color: "Clear", priceMin: "88.00", priceMax: "96.00" },
  { code: "USSF.0009", size: "20in x 5000ft", thickness: "63 gauge", color: "Clear", priceMin: "71.00", priceMax: "78.00" },
  { code: "USSF.0010", size: "30in x 5000ft", thickness: "80 gauge", color: "Clear", priceMin: "130.00", priceMax: "142.00" },
  { code: "USSF.0011", size: "20in x 5050ft", thickness: "70 gauge", color: "Clear", priceMin: "80.00", priceMax: "88.00" },
  { code: "USSF.0014", size: "30in x 5000ft", thickness: "85 gauge", color: "Black", priceMin: "150.00", priceMax: "162.00" },
  { code: "USSF.0019", size: "30in x 5050ft", thickness: "63 gauge", color: "Clear", priceMin: "108.00", priceMax: "118.00" },
];

const HAND = "/images/products/stretch-film-roll.svg";
const HAND_BLACK = "/images/products/black-stretch-film.svg";
const MACHINE = "/images/products/machine-film-roll.svg";

/** "80 gauge" -> "80 Gauge", "20mic" -> "20 Micron": for product names. */
const thicknessName = (t: string) => t.replace(/^(\d+)\s*gauge$/i, "$1 Gauge").replace(/^(\d+)\s*mic$/i, "$1 Micron");

/** A variant row as a product: "Hand Stretch Film 18in x 1500ft 80 Gauge Clear", SKU = its code. */
function variantProduct(v: FilmVariant, application: "Hand" | "Machine"): SeedProduct {
  const name = `${application} Stretch Film ${v.size} ${thicknessName(v.thickness)} ${v.color}`;
  const film = v.color === "Black" ? "Opaque black" : "Clear";
  const hand = application === "Hand";
  return {
    name,
    slug: slugify(name),
    sku: v.code,
    description: hand
      ? `${film} cast hand stretch film, ${v.size} at ${v.thickness}, for wrapping pallet loads by hand. Cling on both sides and good puncture resistance. Packed 4 rolls per case on 3 in cores.`
      : `${film} cast machine stretch film, ${v.size} at ${v.thickness}, for semi-automatic and automatic turntable wrappers. Pre-stretches up to 250% for lower film use per load. One roll per box on a 3 in core.`,
    priceMin: v.priceMin,
    priceMax: v.priceMax,
    unitOfSale: hand ? "per case of 4 rolls" : "per roll",
    imageUrl: hand ? (v.color === "Black" ? HAND_BLACK : HAND) : MACHINE,
    categorySlug: "pe-stretch-film",
    specifications: specs({
      Size: v.size,
      Thickness: v.thickness,
      Color: v.color,
      "Film Type": hand ? "Hand Film" : "Machine Film",
      ...(hand ? { Case: "4 rolls" } : { Pack: "1 roll per box" }),
    }),
  };
}

const toRow = ({ code, size, thickness, color }: FilmVariant) => ({ code, size, thickness, color });

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

export const seedProducts: SeedProduct[] = [
  // --- PE Stretch Film ------------------------------------------------------
  {
    name: "PE Stretch Film",
    slug: "stretch-film",
    sku: "pe001",
    description:
      "Clear cast hand stretch film, 18 in x 1500 ft at 80 gauge, for wrapping and unitizing pallet loads by hand. High cling on both sides and strong puncture resistance keep loads tight in transit. Packed 4 rolls per case (33.29 lbs).",
    priceMin: "45.00",
    priceMax: "55.00",
    unitOfSale: "per case of 4 rolls",
    imageUrl: "/images/products/stretch-film-roll.svg",
    categorySlug: "pe-stretch-film",
    specifications: specs({
      Weight: "33.29 lbs",
      "Film Type": "Hand Film",
      Width: "18in",
      Length: "1500 feet",
      Thickness: "80 gauge",
    }),
  },
  {
    name: "Black Hand Stretch Film 18in x 1500ft",
    slug: "black-hand-stretch-film-18in-x-1500ft",
    sku: "SF-2002",
    description:
      "Opaque black cast hand film, 18 in x 1500 ft at 80 gauge, that hides pallet contents from view and deters theft. Blocks UV light for outdoor staging. Packed 4 rolls per case on 3 in cores.",
    priceMin: "52.00",
    priceMax: "60.00",
    unitOfSale: "per case of 4 rolls",
    imageUrl: "/images/products/black-stretch-film.svg",
    categorySlug: "pe-stretch-film",
    specifications: specs({
      Width: "18 in",
      Length: "1500 ft",
      Thickness: "80 gauge",
      Color: "Black",
      Case: "4 rolls",
      Core: "3 in",
    }),
  },
  {
    name: "Machine Stretch Film 20in x 5000ft",
    slug: "machine-stretch-film-20in-x-5000ft",
    sku: "SF-2003",
    description:
      "Clear cast machine film, 20 in x 5000 ft at 80 gauge, for semi-automatic and automatic turntable wrappers. Pre-stretches up to 250% for lower film use per load. One roll per box on a 3 in core, 40 rolls per pallet.",
    priceMin: "92.00",
    priceMax: "92.00",
    unitOfSale: "per roll",
    imageUrl: "/images/products/machine-film-roll.svg",
    categorySlug: "pe-stretch-film",
    specifications: specs({
      Width: "20 in",
      Length: "5000 ft",
      Thickness: "80 gauge",
      Color: "Clear",
      "Pre-Stretch": "Up to 250%",
      Pack: "1 roll per box",
    }),
  },
  {
    name: "Pre-Stretched Hand Film 16in x 1500ft",
    slug: "pre-stretched-hand-film-16in-x-1500ft",
    sku: "SF-2004",
    description:
      "Lightweight pre-stretched hand film, 16 in x 1500 ft, with the holding force of an 80 gauge film at about half the weight. Easier on operators and cuts film cost per pallet. Packed 4 rolls per case; pricing depends on volume.",
    priceMin: null,
    priceMax: null,
    unitOfSale: "per case of 4 rolls",
    imageUrl: "/images/products/stretch-film-roll.svg",
    categorySlug: "pe-stretch-film",
    specifications: specs({
      Width: "16 in",
      Length: "1500 ft",
      Thickness: "50 gauge (80 gauge equivalent)",
      Color: "Clear",
      Case: "4 rolls",
    }),
  },

  // --- Mailer Bags ------------------------------------------------------------
  {
    name: "White Poly Mailer 10 x 13 in",
    slug: "white-poly-mailer-10x13",
    sku: "PMB-1001",
    description:
      "Opaque white co-extruded poly mailer, 10 x 13 in with a 1.5 in flap, 2.5 mil thick. Permanent self-seal adhesive strip and gray inner layer for privacy. 1000 mailers per case.",
    priceMin: "48.00",
    priceMax: "62.00",
    unitOfSale: "per case of 1,000 mailers",
    imageUrl: "/images/products/poly-mailer-white.svg",
    categorySlug: "mailer-bags",
    specifications: specs({
      Size: "10 x 13 in",
      Thickness: "2.5 mil",
      Color: "White / gray inside",
      Closure: "Self-seal strip",
      Case: "1000 mailers",
    }),
  },
  {
    name: "Poly Mailer 14.5 x 19 in",
    slug: "poly-mailer-14-5x19",
    sku: "PMB-1002",
    description:
      "Large 14.5 x 19 in poly mailer, 3 mil, sized for apparel, linens and soft goods. Tear-, puncture- and water-resistant with a tamper-evident seal. 500 mailers per case.",
    priceMin: "58.00",
    priceMax: "58.00",
    unitOfSale: "per case of 500 mailers",
    imageUrl: "/images/products/poly-mailer-gray.svg",
    categorySlug: "mailer-bags",
    specifications: specs({
      Size: "14.5 x 19 in",
      Thickness: "3 mil",
      Color: "Gray",
      Closure: "Tamper-evident seal",
      Case: "500 mailers",
    }),
  },
  {
    name: "Returnable Dual-Seal Poly Mailer 12 x 15.5 in",
    slug: "returnable-dual-seal-poly-mailer-12x15-5",
    sku: "PMB-1003",
    description:
      "Returnable 12 x 15.5 in poly mailer, 2.5 mil, with two adhesive strips and a perforated tear line so customers can send items back in the same bag. Cuts return-shipping supplies for e-commerce sellers. 500 mailers per case.",
    priceMin: null,
    priceMax: null,
    unitOfSale: "per case of 500 mailers",
    imageUrl: "/images/products/poly-mailer-white.svg",
    categorySlug: "mailer-bags",
    specifications: specs({
      Size: "12 x 15.5 in",
      Thickness: "2.5 mil",
      Color: "White",
      Closure: "Dual adhesive strips",
      Case: "500 mailers",
    }),
  },

  // --- Trash Bags ------------------------------------------------------------
  {
    name: "Black Contractor Bags 42 Gallon",
    slug: "black-contractor-bags-42-gallon",
    sku: "TB-3001",
    description:
      "Heavy-duty 42 gallon contractor bags, 33 x 48 in at 3 mil low-density polyethylene. Resist tears from drywall, debris and sharp demolition waste. 50 bags per case, flat-packed.",
    priceMin: "39.00",
    priceMax: "46.00",
    unitOfSale: "per case of 50 bags",
    imageUrl: "/images/products/trash-bag-black.svg",
    categorySlug: "trash-bags",
    specifications: specs({
      Capacity: "42 gal",
      Size: "33 x 48 in",
      Thickness: "3 mil",
      Material: "LDPE",
      Color: "Black",
      Case: "50 bags",
    }),
  },
  {
    name: "Clear High-Density Can Liners 55-60 Gallon",
    slug: "clear-high-density-can-liners-55-60-gallon",
    sku: "TB-3002",
    description:
      "Clear high-density can liners, 38 x 58 in at 16 micron, for 55 to 60 gallon receptacles. Star-sealed bottom for leak resistance; clear film makes recycling checks easy. 200 liners per case on coreless rolls.",
    priceMin: "42.00",
    priceMax: "42.00",
    unitOfSale: "per case of 200 liners",
    imageUrl: "/images/products/trash-bag-clear.svg",
    categorySlug: "trash-bags",
    specifications: specs({
      Capacity: "55-60 gal",
      Size: "38 x 58 in",
      Thickness: "16 micron",
      Material: "HDPE",
      Color: "Clear",
      Case: "200 liners",
    }),
  },
  {
    name: "Low-Density Can Liners 44-45 Gallon",
    slug: "low-density-can-liners-44-45-gallon",
    sku: "TB-3003",
    description:
      "Black low-density can liners, 40 x 46 in at 1.5 mil, for 44 to 45 gallon containers in janitorial and food service use. Flexible film stretches around sharp or irregular waste. 100 liners per case.",
    priceMin: null,
    priceMax: null,
    unitOfSale: "per case of 100 liners",
    imageUrl: "/images/products/trash-bag-black.svg",
    categorySlug: "trash-bags",
    specifications: specs({
      Capacity: "44-45 gal",
      Size: "40 x 46 in",
      Thickness: "1.5 mil",
      Material: "LDPE",
      Color: "Black",
      Case: "100 liners",
    }),
  },

  // --- Gloves & Apron --------------------------------------------------------
  {
    name: "Blue Nitrile Gloves, Powder-Free",
    slug: "blue-nitrile-gloves-powder-free",
    sku: "GA-4001",
    description:
      "Powder-free blue nitrile gloves, 4 mil, with textured fingertips for a secure grip. Latex-free and food-safe, in sizes S to XL. 100 gloves per box, 10 boxes per case.",
    priceMin: "65.00",
    priceMax: "78.00",
    unitOfSale: "per case of 10 boxes of 100",
    imageUrl: "/images/products/nitrile-gloves-blue.svg",
    categorySlug: "gloves-apron",
    specifications: specs({
      Material: "Nitrile",
      Thickness: "4 mil",
      Color: "Blue",
      Sizes: "S, M, L, XL",
      Case: "10 boxes of 100",
    }),
  },
  {
    name: "Black Nitrile Industrial Gloves 6 mil",
    slug: "black-nitrile-industrial-gloves-6-mil",
    sku: "GA-4002",
    description:
      "Heavy 6 mil black nitrile gloves for automotive, mechanical and janitorial work. Resist oils, greases and many solvents, with a beaded cuff for easy donning. 100 gloves per box, 10 boxes per case.",
    priceMin: "89.00",
    priceMax: "89.00",
    unitOfSale: "per case of 10 boxes of 100",
    imageUrl: "/images/products/nitrile-gloves-black.svg",
    categorySlug: "gloves-apron",
    specifications: specs({
      Material: "Nitrile",
      Thickness: "6 mil",
      Color: "Black",
      Sizes: "M, L, XL",
      Case: "10 boxes of 100",
    }),
  },
  {
    name: "Disposable Poly Aprons 28 x 46 in",
    slug: "disposable-poly-aprons-28x46",
    sku: "GA-4003",
    description:
      "White 1 mil polyethylene aprons, 28 x 46 in, with neck loop and waist ties. Keep uniforms clean in food prep, dish rooms and light cleaning. 100 aprons per pack, 10 packs per case.",
    priceMin: "38.00",
    priceMax: "38.00",
    unitOfSale: "per case of 10 packs of 100",
    imageUrl: "/images/products/poly-apron.svg",
    categorySlug: "gloves-apron",
    specifications: specs({
      Material: "LDPE",
      Size: "28 x 46 in",
      Thickness: "1 mil",
      Color: "White",
      Case: "10 packs of 100",
    }),
  },
  {
    name: "Clear Poly Food Service Gloves",
    slug: "clear-poly-food-service-gloves",
    sku: "GA-4004",
    description:
      "Embossed clear high-density poly gloves for quick, single-task food handling at deli and sandwich stations. One size fits most. 500 gloves per box, 20 boxes per case.",
    priceMin: null,
    priceMax: null,
    unitOfSale: "per case of 20 boxes of 500",
    imageUrl: "/images/products/poly-gloves-clear.svg",
    categorySlug: "gloves-apron",
    specifications: specs({
      Material: "HDPE, embossed",
      Color: "Clear",
      Size: "One size",
      Case: "20 boxes of 500",
    }),
  },

  // --- T-Shirt Bags ----------------------------------------------------------
  {
    name: "Thank You T-Shirt Bags 1/6 BBL",
    slug: "thank-you-t-shirt-bags-1-6-bbl",
    sku: "TSB-5001",
    description:
      "White HDPE t-shirt bags printed \"Thank You / Have a Nice Day\" in red, 11.5 x 6.5 x 21.5 in (1/6 barrel) at 13 micron. Hold up to 25 lbs and fit standard rack dispensers. 900 bags per case.",
    priceMin: "24.00",
    priceMax: "29.00",
    unitOfSale: "per case of 900 bags",
    imageUrl: "/images/products/t-shirt-bag-thank-you.svg",
    categorySlug: "t-shirt-bags",
    specifications: specs({
      Size: "11.5 x 6.5 x 21.5 in",
      Thickness: "13 micron",
      Color: "White, red print",
      Capacity: "1/6 BBL, up to 25 lbs",
      Case: "900 bags",
    }),
  },
  {
    name: "Plain White T-Shirt Bags 1/8 BBL",
    slug: "plain-white-t-shirt-bags-1-8-bbl",
    sku: "TSB-5002",
    description:
      "Unprinted white t-shirt bags, 10 x 5 x 18 in (1/8 barrel) at 12 micron, for convenience stores, pharmacies and takeout. Compact size for smaller purchases. 1000 bags per case.",
    priceMin: "21.00",
    priceMax: "21.00",
    unitOfSale: "per case of 1,000 bags",
    imageUrl: "/images/products/t-shirt-bag-white.svg",
    categorySlug: "t-shirt-bags",
    specifications: specs({
      Size: "10 x 5 x 18 in",
      Thickness: "12 micron",
      Color: "White",
      Capacity: "1/8 BBL",
      Case: "1000 bags",
    }),
  },
  {
    name: "Heavy-Duty Black T-Shirt Bags 1/6 BBL",
    slug: "heavy-duty-black-t-shirt-bags-1-6-bbl",
    sku: "TSB-5003",
    description:
      "Opaque black t-shirt bags, 11.5 x 6.5 x 21.5 in at 18 micron, for heavier and discreet purchases such as liquor, hardware and auto parts. Reinforced handles for loads up to 30 lbs. 500 bags per case.",
    priceMin: null,
    priceMax: null,
    unitOfSale: "per case of 500 bags",
    imageUrl: "/images/products/t-shirt-bag-black.svg",
    categorySlug: "t-shirt-bags",
    specifications: specs({
      Size: "11.5 x 6.5 x 21.5 in",
      Thickness: "18 micron",
      Color: "Black",
      Capacity: "1/6 BBL, up to 30 lbs",
      Case: "500 bags",
    }),
  },

  // --- The stretch-film page's variant codes (its hand and machine tables) ---
  ...HAND_VARIANTS.map((v) => variantProduct(v, "Hand")),
  ...MACHINE_VARIANTS.map((v) => variantProduct(v, "Machine")),

  // --- The stretch-film page's t-shirt bag and mailer cards -----------------
  {
    name: "T-Shirt Bag 1/6 BBL White",
    slug: "t-shirt-bag-1-6-bbl-white",
    sku: "TSB.0001",
    description:
      "Plain white HDPE t-shirt bags, 11.5 x 6.5 x 21.5 in (1/6 barrel) at 13 micron, for grocery and retail checkouts. Fit standard rack dispensers and hold up to 25 lbs. 1,000 bags per case.",
    priceMin: "26.00",
    priceMax: "31.00",
    unitOfSale: "per case of 1,000 bags",
    imageUrl: "/images/products/t-shirt-bag-white.svg",
    categorySlug: "t-shirt-bags",
    specifications: specs({ Size: "11.5 x 6.5 x 21.5 in", Thickness: "13 micron", Color: "White", Capacity: "1/6 BBL", Case: "1,000 bags" }),
  },
  {
    name: "T-Shirt Bag 1/8 BBL White",
    slug: "t-shirt-bag-1-8-bbl-white",
    sku: "TSB.0002",
    description:
      "Plain white HDPE t-shirt bags, 10 x 5 x 18 in (1/8 barrel) at 12 micron, for convenience stores, pharmacies and takeout counters. 1,000 bags per case.",
    priceMin: "19.00",
    priceMax: "23.00",
    unitOfSale: "per case of 1,000 bags",
    imageUrl: "/images/products/t-shirt-bag-white.svg",
    categorySlug: "t-shirt-bags",
    specifications: specs({ Size: "10 x 5 x 18 in", Thickness: "12 micron", Color: "White", Capacity: "1/8 BBL", Case: "1,000 bags" }),
  },
  {
    name: "T-Shirt Bag 1/6 BBL Thank You Print",
    slug: "t-shirt-bag-1-6-bbl-thank-you-print",
    sku: "TSB.0003",
    description:
      "White HDPE t-shirt bags printed \"Thank You\" in red, 11.5 x 6.5 x 21.5 in (1/6 barrel) at 15 micron, a little heavier for bulky groceries. 900 bags per case.",
    priceMin: "28.00",
    priceMax: "33.00",
    unitOfSale: "per case of 900 bags",
    imageUrl: "/images/products/t-shirt-bag-thank-you.svg",
    categorySlug: "t-shirt-bags",
    specifications: specs({ Size: "11.5 x 6.5 x 21.5 in", Thickness: "15 micron", Color: "White, red print", Capacity: "1/6 BBL", Case: "900 bags" }),
  },
  {
    name: "Poly Mailer Bag 10 x 13 in White",
    slug: "poly-mailer-bag-10x13-white",
    sku: "PMB.0001",
    description:
      "White co-extruded poly mailer bags, 10 x 13 in at 2.5 mil, with a self-seal adhesive strip and an opaque gray inside. 1,000 mailers per case.",
    priceMin: "46.00",
    priceMax: "58.00",
    unitOfSale: "per case of 1,000 mailers",
    imageUrl: "/images/products/poly-mailer-white.svg",
    categorySlug: "mailer-bags",
    specifications: specs({ Size: "10 x 13 in", Thickness: "2.5 mil", Color: "White", Closure: "Self-seal strip", Case: "1,000 mailers" }),
  },
  {
    name: "Poly Mailer Bag 12 x 15.5 in White",
    slug: "poly-mailer-bag-12x15-5-white",
    sku: "PMB.0002",
    description:
      "White poly mailer bags, 12 x 15.5 in at 2.5 mil, for folded apparel and soft goods. Tear- and water-resistant with a self-seal strip. 500 mailers per case.",
    priceMin: "38.00",
    priceMax: "45.00",
    unitOfSale: "per case of 500 mailers",
    imageUrl: "/images/products/poly-mailer-white.svg",
    categorySlug: "mailer-bags",
    specifications: specs({ Size: "12 x 15.5 in", Thickness: "2.5 mil", Color: "White", Closure: "Self-seal strip", Case: "500 mailers" }),
  },
  {
    name: "Poly Mailer Bag 14.5 x 19 in Gray",
    slug: "poly-mailer-bag-14-5x19-gray",
    sku: "PMB.0003",
    description:
      "Gray poly mailer bags, 14.5 x 19 in at 3 mil, sized for bulky apparel, linens and bedding. Puncture-resistant with a tamper-evident seal. 500 mailers per case.",
    priceMin: "55.00",
    priceMax: "63.00",
    unitOfSale: "per case of 500 mailers",
    imageUrl: "/images/products/poly-mailer-gray.svg",
    categorySlug: "mailer-bags",
    specifications: specs({ Size: "14.5 x 19 in", Thickness: "3 mil", Color: "Gray", Closure: "Tamper-evident seal", Case: "500 mailers" }),
  },
];

// ---------------------------------------------------------------------------
// Settings (spec section 3; the image keys empty = the pages' default images)
// ---------------------------------------------------------------------------

export const seedSettings: Record<SeedSettingKey, string> = {
  business_name: "US Plastic Supply Co.",
  business_phone: "(732) 555-0148",
  business_email: "sales@usplasticsupply.com",
  business_address: "2150 Industrial Parkway, Edison, NJ 08837",
  business_hours: "Mon–Fri 8:00 AM – 6:00 PM EST, Sat 9:00 AM – 1:00 PM EST",
  business_description:
    "US Plastic Supply Co. is a leading supplier of industrial plastic products for businesses across America. We stock PE stretch film, poly mailer bags, trash bags and can liners, gloves and aprons, and t-shirt bags, and ship to all 50 states from our New Jersey warehouse. Volume pricing and custom sizes are available on request.",
  homepage_hero_image: "",
  homepage_stretch_film_image: "",
  homepage_poly_mailer_image: "",
  about_hero_image: "",
  about_story_image: "",
};

// ---------------------------------------------------------------------------
// Stretch-film product page content (spec section 2, DECISIONS D11)
// ---------------------------------------------------------------------------

export const seedPageContent: ProductPageContent = {
  productName: "PE Stretch Film",
  productDescription:
    "Our PE stretch film is made from premium LDPE for hand or machine application. It holds pallet loads tight, resists punctures and tears, and protects goods from dust and moisture in storage and transit. Choose from widths of 16in to 30in, lengths of 550ft to 5050ft and thicknesses of 50 to 120 gauge, in clear or black.",
  mainImageUrl: "/images/stretch-film.svg",
  specifications: {
    weight: "33.29 lbs",
    filmType: "Hand Film",
    filmWidth: "18in",
    filmLength: "1500 feet",
    filmThickness: "80 gauge",
    sku: "pe001",
  },
  galleryImages: ["/images/stretch-film.svg", HAND, HAND_BLACK, MACHINE],
  handWrappedVariants: HAND_VARIANTS.map(toRow),
  machineWrappedVariants: MACHINE_VARIANTS.map(toRow),
  // Each card's SKU is a product's (its price, category and unit of sale); filmType is "Hand Film" when the name contains "Hand".
  catalogProducts: [
    {
      id: 100,
      name: "Hand Stretch Film 450mm x 1500ft",
      sku: "USSF.0001",
      size: "450mm x 1500ft",
      thickness: "20mic",
      color: "Clear",
      weight: "33.29 lbs",
      dimensions: "19 x 11 x 11 in (case of 4)",
      filmType: "Hand Film",
      imageUrl: HAND,
    },
    {
      id: 101,
      name: "Hand Stretch Film Black 18in x 1000ft",
      sku: "USSF.0016",
      size: "18in x 1000ft",
      thickness: "80 gauge",
      color: "Black",
      weight: "23.10 lbs",
      dimensions: "19 x 9.5 x 9.5 in (case of 4)",
      filmType: "Hand Film",
      imageUrl: HAND_BLACK,
    },
    {
      id: 102,
      name: "Machine Stretch Film 20in x 5000ft",
      sku: "USSF.0008",
      size: "20in x 5000ft",
      thickness: "80 gauge",
      color: "Clear",
      weight: "41.50 lbs",
      dimensions: "21 x 10 x 10 in (1 roll)",
      filmType: "Machine Film",
      imageUrl: MACHINE,
    },
    {
      id: 103,
      name: "T-Shirt Bag 1/6 BBL White",
      sku: "TSB.0001",
      size: "11.5 x 6.5 x 21.5 in",
      thickness: "13 micron",
      color: "White",
      weight: "16.50 lbs",
      dimensions: "16 x 12 x 10 in (case of 1000)",
      filmType: "Machine Film",
      imageUrl: "/images/products/t-shirt-bag-white.svg",
    },
    {
      id: 104,
      name: "T-Shirt Bag 1/8 BBL White",
      sku: "TSB.0002",
      size: "10 x 5 x 18 in",
      thickness: "12 micron",
      color: "White",
      weight: "11.00 lbs",
      dimensions: "14 x 10 x 9 in (case of 1000)",
      filmType: "Machine Film",
      imageUrl: "/images/products/t-shirt-bag-white.svg",
    },
    {
      id: 105,
      name: "T-Shirt Bag 1/6 BBL Thank You Print",
      sku: "TSB.0003",
      size: "11.5 x 6.5 x 21.5 in",
      thickness: "15 micron",
      color: "White, red print",
      weight: "17.20 lbs",
      dimensions: "16 x 12 x 10 in (case of 900)",
      filmType: "Machine Film",
      imageUrl: "/images/products/t-shirt-bag-thank-you.svg",
    },
    {
      id: 106,
      name: "Poly Mailer Bag 10 x 13 in White",
      sku: "PMB.0001",
      size: "10 x 13 in",
      thickness: "2.5 mil",
      color: "White",
      weight: "22.00 lbs",
      dimensions: "15 x 12 x 11 in (case of 1000)",
      filmType: "Machine Film",
      imageUrl: "/images/products/poly-mailer-white.svg",
    },
    {
      id: 107,
      name: "Poly Mailer Bag 12 x 15.5 in White",
      sku: "PMB.0002",
      size: "12 x 15.5 in",
      thickness: "2.5 mil",
      color: "White",
      weight: "16.40 lbs",
      dimensions: "17 x 13 x 9 in (case of 500)",
      filmType: "Machine Film",
      imageUrl: "/images/products/poly-mailer-white.svg",
    },
    {
      id: 108,
      name: "Poly Mailer Bag 14.5 x 19 in Gray",
      sku: "PMB.0003",
      size: "14.5 x 19 in",
      thickness: "3 mil",
      color: "Gray",
      weight: "27.80 lbs",
      dimensions: "20 x 16 x 10 in (case of 500)",
      filmType: "Machine Film",
      imageUrl: "/images/products/poly-mailer-gray.svg",
    },
  ],
  downloadDocuments: [
    {
      title: "PE Stretch Film Spec Sheet",
      description: "Widths, lengths, gauges, core sizes and physical properties of our hand and machine films.",
      downloadUrl: "/docs/pe-stretch-film-spec-sheet.txt",
    },
    {
      title: "Safety Data Sheet (SDS)",
      description: "Composition, handling, storage and disposal information for LLDPE stretch film.",
      downloadUrl: "/docs/pe-stretch-film-safety-data-sheet.txt",
    },
    {
      title: "Pallet Wrapping Guide",
      description: "How to choose a gauge and wrap a pallet load securely by hand or by machine.",
      downloadUrl: "/docs/stretch-film-wrapping-guide.txt",
    },
  ],
};
