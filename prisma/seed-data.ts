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

import { deriveAttributes, specificationsWithAttributes, type AttributeDef, type Attributes } from "../src/lib/attributes";
import { slugify } from "../src/lib/slug";
import { convert, type UnitKey } from "../src/lib/units";

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  imageUrl: string;
  /** The specs its products are chosen by, in display order (src/lib/attributes.ts). */
  attributes: AttributeDef[];
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
  /** Values for its category's attributes, numbers in their definitions' units. */
  attributes: Attributes;
}

/** The eleven public setting keys. */
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

/** Product page content, one document per rich product page. */
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
// Attribute definitions: what each category's products are chosen by
// ---------------------------------------------------------------------------

const num = (key: string, label: string, unit: UnitKey | null, filter: AttributeDef["filter"]): AttributeDef => ({
  key,
  label,
  type: "number",
  unit,
  filter,
});
const txt = (key: string, label: string, filter: AttributeDef["filter"]): AttributeDef => ({
  key,
  label,
  type: "text",
  unit: null,
  filter,
});

export type SeedCategorySlug = "pe-stretch-film" | "mailer-bags" | "trash-bags" | "gloves-apron" | "t-shirt-bags";

/**
 * The keys are a contract: the category pages' filter URLs (`?width=18`), the
 * search and the docs name them. Widths of film and bags are in inches, film
 * lengths in feet and gauge, bag thickness in mil, t-shirt bags in microns
 * (how each trade quotes them).
 */
export const seedAttributeDefs: Record<SeedCategorySlug, AttributeDef[]> = {
  "pe-stretch-film": [
    num("width", "Width", "in", "values"),
    num("length", "Length", "ft", "range"),
    num("thickness", "Thickness", "gauge", "values"),
    txt("color", "Color", "values"),
    txt("filmType", "Film type", "values"),
  ],
  "mailer-bags": [
    num("width", "Width", "in", "values"),
    num("length", "Length", "in", "values"),
    num("thickness", "Thickness", "mil", "values"),
    txt("color", "Color", "values"),
  ],
  "trash-bags": [
    num("capacity", "Capacity", "gal", "values"),
    num("thickness", "Thickness", "mil", "values"),
    num("width", "Width", "in", "none"),
    num("length", "Length", "in", "none"),
    txt("color", "Color", "values"),
    num("countPerCase", "Count per case", null, "none"),
  ],
  "gloves-apron": [
    txt("material", "Material", "values"),
    txt("size", "Size", "values"),
    num("thickness", "Thickness", "mil", "values"),
    num("countPerBox", "Count per box", null, "none"),
  ],
  "t-shirt-bags": [
    // "Bag size" (1/6 BBL): the original products already say "Size" for the flat dimensions.
    txt("size", "Bag size", "values"),
    num("thickness", "Thickness", "micron", "values"),
    txt("color", "Color", "values"),
    num("countPerCase", "Count per case", null, "none"),
  ],
};

// ---------------------------------------------------------------------------
// Categories (the five footer categories)
// ---------------------------------------------------------------------------

export const seedCategories: SeedCategory[] = [
  {
    name: "PE Stretch Film",
    slug: "pe-stretch-film",
    description:
      "Hand and machine stretch wrap in clear, black and blue, 12 in to 30 in wide and 50 to 120 gauge, for securing pallet loads in shipping and storage. Cast LLDPE film with strong cling and puncture resistance, sold by the case or pallet.",
    imageUrl: "/images/categories/pe-stretch-film.svg",
    attributes: seedAttributeDefs["pe-stretch-film"],
  },
  {
    name: "Mailer Bags",
    slug: "mailer-bags",
    description:
      "Self-sealing poly mailers from 6 x 9 in to 19 x 24 in, 1.7 to 3 mil, including returnable dual-seal styles for e-commerce fulfilment. Opaque, tear- and water-resistant, packed by the case.",
    imageUrl: "/images/categories/mailer-bags.svg",
    attributes: seedAttributeDefs["mailer-bags"],
  },
  {
    name: "Trash Bags",
    slug: "trash-bags",
    description:
      "Commercial can liners and contractor bags in high- and low-density polyethylene, from 4 to 65 gallon sizes. Built for janitorial, food service, construction and warehouse waste streams.",
    imageUrl: "/images/categories/trash-bags.svg",
    attributes: seedAttributeDefs["trash-bags"],
  },
  {
    name: "Gloves & Apron",
    slug: "gloves-apron",
    description:
      "Disposable nitrile, vinyl, latex and poly gloves plus polyethylene aprons for food handling, janitorial, automotive and light industrial work. Bulk cases keep crews stocked at a lower cost per unit.",
    imageUrl: "/images/categories/gloves-apron.svg",
    attributes: seedAttributeDefs["gloves-apron"],
  },
  {
    name: "T-Shirt Bags",
    slug: "t-shirt-bags",
    description:
      'HDPE t-shirt carry-out bags for grocery, convenience, restaurant and retail checkout counters. Available plain or printed "Thank You", in 1/6, 1/8 and 1/10 barrel sizes.',
    imageUrl: "/images/categories/t-shirt-bags.svg",
    attributes: seedAttributeDefs["t-shirt-bags"],
  },
];

// ---------------------------------------------------------------------------
// Stretch-film variants: the page's table rows and their products
// ---------------------------------------------------------------------------

interface FilmVariant {
  code: string;
  size: string;
  thickness: string;
  color: "Clear" | "Black";
  priceMin: string;
  priceMax: string;
}

// The original page's codes and sizes; USSF.0001 is its own 450mm x 1500ft, 20mic.
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
  const specifications = specs({
    Size: v.size,
    Thickness: v.thickness,
    Color: v.color,
    "Film Type": hand ? "Hand Film" : "Machine Film",
    ...(hand ? { Case: "4 rolls" } : { Pack: "1 roll per box" }),
  });
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
    specifications,
    attributes: variantAttributes(specifications),
  };
}

/**
 * Read from the table row itself, so the page's row and the product's values
 * cannot drift apart. The thickness stays exact (20mic is 78.740157... gauge),
 * so the row's own "20mic" is what the specifications keep saying; width and
 * length, which the row gives only inside its Size, are kept to the hundredth
 * as an admin would type them (450mm is 17.72 in), since the specifications
 * gain them under their own labels.
 */
function variantAttributes(specifications: string): Attributes {
  const values = deriveAttributes(specifications, seedAttributeDefs["pe-stretch-film"]).attributes;
  for (const key of ["width", "length"]) if (typeof values[key] === "number") values[key] = Math.round(values[key] * 100) / 100;
  return values;
}

const toRow = ({ code, size, thickness, color }: FilmVariant) => ({ code, size, thickness, color });

// ---------------------------------------------------------------------------
// The rest of each category's range (what a supplier lists): one row per SKU,
// turned into products by the helpers below. Their specifications are written
// from their attributes, as a save from the admin form writes them.
// ---------------------------------------------------------------------------

/** "7.5 x 10.5 in" -> "7-5-x-10-5-in", "1/6 BBL" -> "1-6-bbl", as the hand-written slugs spell them. */
const slugOf = (name: string) => slugify(name.replace(/[./]/g, "-"));

/** Whole dollars as money text. */
const dollars = (n: number) => Math.max(1, Math.round(n)).toFixed(2);

/** A quoted range around an estimate (pallet quantities get the low end); `quote` = "Contact for Price". */
const priceRange = (estimate: number, quote = false) =>
  quote ? { priceMin: null, priceMax: null } : { priceMin: dollars(estimate * 0.92), priceMax: dollars(estimate * 1.08) };

/** "1000" -> "1,000", as the unit-of-sale texts write counts. */
const count = (n: number) => n.toLocaleString("en-US");

/** The attributes under their labels first (cards show the first four entries), then the extra entries. */
function specsFrom(category: SeedCategorySlug, values: Attributes, extra: Record<string, string>): string {
  const written = JSON.parse(specificationsWithAttributes("{}", seedAttributeDefs[category], values)) as Record<string, string>;
  return specs({ ...written, ...extra });
}

// --- Stretch film --------------------------------------------------------------

type FilmColor = "Clear" | "Black" | "Blue";
type FilmType = "Hand Film" | "Machine Film" | "Pre-Stretched Film";

interface FilmSku {
  sku: string;
  filmType: FilmType;
  width: number;
  length: number;
  gauge: number;
  color: FilmColor;
  quote?: boolean;
}

const f = (sku: string, filmType: FilmType, width: number, length: number, gauge: number, color: FilmColor, quote = false): FilmSku => ({
  sku,
  filmType,
  width,
  length,
  gauge,
  color,
  quote,
});

// Hand rolls 1000-2000 ft, machine rolls 5000-9000 ft; none repeats a size, gauge and color above.
const FILM_RANGE: FilmSku[] = [
  f("SF-2005", "Hand Film", 12, 1000, 80, "Clear"),
  f("SF-2006", "Hand Film", 12, 1000, 80, "Blue"),
  f("SF-2007", "Hand Film", 15, 1500, 60, "Clear"),
  f("SF-2008", "Hand Film", 15, 1500, 80, "Clear"),
  f("SF-2009", "Hand Film", 16, 1500, 70, "Clear"),
  f("SF-2010", "Hand Film", 16, 2000, 60, "Clear"),
  f("SF-2011", "Hand Film", 18, 1500, 90, "Clear"),
  f("SF-2012", "Hand Film", 18, 1500, 100, "Clear"),
  f("SF-2013", "Hand Film", 18, 1500, 120, "Clear"),
  f("SF-2014", "Hand Film", 18, 2000, 70, "Clear"),
  f("SF-2015", "Hand Film", 18, 2000, 80, "Clear"),
  f("SF-2016", "Hand Film", 18, 1500, 80, "Blue"),
  f("SF-2017", "Hand Film", 18, 1500, 90, "Black"),
  f("SF-2018", "Hand Film", 20, 1000, 100, "Clear"),
  f("SF-2019", "Hand Film", 20, 1500, 80, "Clear"),
  f("SF-2020", "Pre-Stretched Film", 18, 1500, 60, "Clear"),
  f("SF-2021", "Pre-Stretched Film", 16, 2000, 50, "Clear"),
  f("SF-2022", "Machine Film", 20, 5000, 90, "Clear"),
  f("SF-2023", "Machine Film", 20, 5000, 100, "Clear"),
  f("SF-2024", "Machine Film", 20, 6000, 70, "Clear"),
  f("SF-2025", "Machine Film", 20, 7500, 60, "Clear"),
  f("SF-2026", "Machine Film", 20, 9000, 50, "Clear"),
  f("SF-2027", "Machine Film", 20, 5000, 80, "Black"),
  f("SF-2028", "Machine Film", 20, 5000, 80, "Blue"),
  f("SF-2029", "Machine Film", 24, 5000, 80, "Clear"),
  f("SF-2030", "Machine Film", 24, 6000, 63, "Clear"),
  f("SF-2031", "Machine Film", 30, 6000, 70, "Clear"),
  f("SF-2032", "Machine Film", 30, 7500, 63, "Clear"),
  f("SF-2033", "Machine Film", 30, 9000, 50, "Clear", true),
  f("SF-2034", "Machine Film", 30, 5000, 120, "Clear", true),
];

function filmProduct(s: FilmSku): SeedProduct {
  const size = `${s.width}in x ${s.length}ft`;
  const hand = s.filmType !== "Machine Film";
  const name =
    s.filmType === "Pre-Stretched Film"
      ? `Pre-Stretched Hand Film ${size} ${s.gauge} Gauge ${s.color}`
      : `${hand ? "Hand" : "Machine"} Stretch Film ${size} ${s.gauge} Gauge ${s.color}`;
  const look = { Clear: "Clear", Black: "Opaque black", Blue: "Blue-tinted" }[s.color];
  const use =
    s.width <= 12
      ? "bundling boxes, pipe and lumber and wrapping small loads"
      : s.gauge <= 60
        ? "light, uniform loads such as boxed goods"
        : s.gauge <= 80
          ? "general-purpose pallet loads"
          : "heavy, sharp-edged or irregular loads";
  const dims = `${s.width} in x ${s.length} ft at ${s.gauge} gauge`;
  const description =
    s.filmType === "Pre-Stretched Film"
      ? `Pre-stretched hand film, ${dims}, with the holding force of a much thicker film on a lighter roll that is easier on operators. Packed 4 rolls per case on 3 in cores.`
      : hand
        ? `${look} cast hand stretch film, ${dims}, for ${use}. Packed 4 rolls per case on 3 in cores.`
        : `${look} cast machine stretch film, ${dims}, for ${use} on semi-automatic and automatic turntable wrappers. One roll per box on a 3 in core.`;
  // Priced by film volume against the 18 in x 1500 ft 80 gauge case ($50) and the 20 in x 5000 ft 80 gauge roll ($92).
  const volume = s.width * s.length * s.gauge;
  const tint = { Clear: 1, Black: 1.12, Blue: 1.08 }[s.color];
  const estimate = hand
    ? (50 * volume * (s.filmType === "Pre-Stretched Film" ? 1.4 : 1)) / (18 * 1500 * 80)
    : (92 * volume) / (20 * 5000 * 80);
  const attributes: Attributes = { width: s.width, length: s.length, thickness: s.gauge, color: s.color, filmType: s.filmType };
  return {
    name,
    slug: slugOf(name),
    sku: s.sku,
    description,
    ...priceRange(estimate * tint, s.quote),
    unitOfSale: hand ? "per case of 4 rolls" : "per roll",
    imageUrl: hand ? (s.color === "Black" ? HAND_BLACK : HAND) : MACHINE,
    categorySlug: "pe-stretch-film",
    specifications: specsFrom(
      "pe-stretch-film",
      attributes,
      hand ? { Core: "3 in", Case: "4 rolls" } : { Core: "3 in", Pack: "1 roll per box" },
    ),
    attributes,
  };
}

// --- Mailer bags -----------------------------------------------------------------

type MailerColor = "White" | "Gray" | "Black" | "Pink";

interface MailerSku {
  sku: string;
  width: number;
  length: number;
  mil: number;
  color: MailerColor;
}

const m = (sku: string, width: number, length: number, mil: number, color: MailerColor): MailerSku => ({ sku, width, length, mil, color });

const MAILER_RANGE: MailerSku[] = [
  m("PMB-1004", 6, 9, 2.5, "White"),
  m("PMB-1005", 6, 9, 1.7, "White"),
  m("PMB-1006", 6, 9, 2.5, "Pink"),
  m("PMB-1007", 6, 9, 2.5, "Black"),
  m("PMB-1008", 7.5, 10.5, 2.5, "White"),
  m("PMB-1009", 7.5, 10.5, 2, "Gray"),
  m("PMB-1010", 9, 12, 1.7, "White"),
  m("PMB-1011", 9, 12, 2.5, "White"),
  m("PMB-1012", 9, 12, 2.5, "Pink"),
  m("PMB-1013", 10, 13, 1.7, "White"),
  m("PMB-1014", 10, 13, 2.5, "Black"),
  m("PMB-1015", 10, 13, 2, "Gray"),
  m("PMB-1016", 12, 15.5, 1.7, "White"),
  m("PMB-1017", 12, 15.5, 3, "Black"),
  m("PMB-1018", 14.5, 19, 2.5, "White"),
  m("PMB-1019", 14.5, 19, 3, "Black"),
  m("PMB-1020", 19, 24, 2.5, "White"),
  m("PMB-1021", 19, 24, 3, "Gray"),
];

function mailerProduct(s: MailerSku): SeedProduct {
  const economy = s.mil < 2;
  const name = `${economy ? "Economy " : ""}Poly Mailer ${s.width} x ${s.length} in ${s.mil} mil ${s.color}`;
  const area = s.width * s.length;
  const perCase = area <= 130 ? 1000 : area <= 186 ? 500 : area <= 276 ? 250 : 200;
  const use =
    area <= 79
      ? "jewellery, cosmetics and small accessories"
      : area <= 186
        ? "folded apparel and soft goods"
        : "bulky apparel, linens and bedding";
  const look = { White: "White", Gray: "Gray", Black: "Black", Pink: "Pink" }[s.color];
  const description = `${economy ? `Lightweight ${look.toLowerCase()}` : look} co-extruded poly mailer, ${s.width} x ${s.length} in at ${s.mil} mil, for ${use}${s.color === "Pink" ? " in boutique and gift orders" : ""}. Self-seal adhesive strip and an opaque inside; ${count(perCase)} mailers per case.`;
  // Film cost by area and thickness plus a fixed cost per bag: the 10 x 13 in 2.5 mil case of 1,000 comes to about $56.
  const estimate = (0.012 + area * s.mil * 0.000135) * perCase * (s.color === "Black" || s.color === "Pink" ? 1.1 : 1);
  const attributes: Attributes = { width: s.width, length: s.length, thickness: s.mil, color: s.color };
  return {
    name,
    slug: slugOf(name),
    sku: s.sku,
    description,
    ...priceRange(estimate),
    unitOfSale: `per case of ${count(perCase)} mailers`,
    imageUrl:
      s.color === "Gray" || s.color === "Black" ? "/images/products/poly-mailer-gray.svg" : "/images/products/poly-mailer-white.svg",
    categorySlug: "mailer-bags",
    specifications: specsFrom("mailer-bags", attributes, { Closure: "Self-seal strip", Case: `${count(perCase)} mailers` }),
    attributes,
  };
}

// --- Trash bags ----------------------------------------------------------------

type LinerColor = "Black" | "Clear" | "White";

interface LinerSku {
  sku: string;
  capacity: number;
  width: number;
  length: number;
  mil: number;
  color: LinerColor;
  perCase: number;
}

const t = (sku: string, capacity: number, width: number, length: number, mil: number, color: LinerColor, perCase: number): LinerSku => ({
  sku,
  capacity,
  width,
  length,
  mil,
  color,
  perCase,
});

// The industry's size for each can: 24 x 33 in for 16 gal, 33 x 39 in for 33 gal, 38 x 58 in for 55 gal...
const LINER_RANGE: LinerSku[] = [
  t("TB-3004", 4, 17, 17, 0.5, "White", 1000),
  t("TB-3005", 7, 20, 22, 0.5, "Clear", 500),
  t("TB-3006", 10, 24, 24, 0.5, "Clear", 500),
  t("TB-3007", 13, 24, 31, 0.9, "White", 250),
  t("TB-3008", 16, 24, 33, 0.7, "Black", 500),
  t("TB-3009", 16, 24, 33, 0.7, "Clear", 500),
  t("TB-3010", 30, 30, 37, 0.9, "Black", 250),
  t("TB-3011", 30, 30, 37, 1.1, "Clear", 200),
  t("TB-3012", 33, 33, 39, 1.1, "Black", 150),
  t("TB-3013", 33, 33, 39, 1.5, "Clear", 100),
  t("TB-3014", 45, 40, 46, 1.1, "Clear", 150),
  t("TB-3015", 45, 40, 46, 2, "Black", 100),
  t("TB-3016", 55, 38, 58, 1.5, "Black", 100),
  t("TB-3017", 55, 38, 58, 1.5, "Clear", 100),
  t("TB-3018", 55, 38, 58, 2, "Black", 100),
  t("TB-3019", 56, 43, 47, 1.1, "Clear", 150),
  t("TB-3020", 56, 43, 47, 1.5, "Black", 100),
  t("TB-3021", 60, 38, 60, 1.5, "Black", 100),
  t("TB-3022", 65, 50, 48, 1.5, "Black", 100),
  t("TB-3023", 65, 50, 48, 2, "Black", 50),
];

function linerProduct(s: LinerSku): SeedProduct {
  const kind = s.capacity <= 16 ? "Trash Bags" : "Can Liners";
  const name = `${s.mil >= 2 ? "Heavy-Duty " : ""}${s.color} ${kind} ${s.capacity} Gallon ${s.width} x ${s.length} in ${s.mil} mil`;
  const use =
    s.capacity <= 10
      ? "office, restroom and desk-side bins"
      : s.capacity <= 16
        ? "kitchen and break-room cans"
        : s.capacity <= 33
          ? "janitorial and food service cans"
          : s.capacity <= 45
            ? "commercial receptacles"
            : "large drums and outdoor containers";
  const description =
    `${s.color} low-density ${kind.toLowerCase()}, ${s.width} x ${s.length} in at ${s.mil} mil, for ${s.capacity} gallon ${use}. ` +
    `${s.mil >= 2 ? "Resist tears from heavy and sharp waste" : "Star-sealed bottom for leak resistance"}; ${count(s.perCase)} bags per case on coreless rolls.`;
  // Film cost by area and thickness plus a fixed cost per bag: the 38 x 58 in 1.5 mil case of 100 comes to about $39.
  const estimate = (0.01 + s.width * s.length * s.mil * 0.000115) * s.perCase * (s.color === "White" ? 1.05 : 1);
  const attributes: Attributes = {
    capacity: s.capacity,
    thickness: s.mil,
    width: s.width,
    length: s.length,
    color: s.color,
    countPerCase: s.perCase,
  };
  return {
    name,
    slug: slugOf(name),
    sku: s.sku,
    description,
    ...priceRange(estimate),
    unitOfSale: `per case of ${count(s.perCase)} bags`,
    imageUrl: s.color === "Black" ? "/images/products/trash-bag-black.svg" : "/images/products/trash-bag-clear.svg",
    categorySlug: "trash-bags",
    specifications: specsFrom("trash-bags", attributes, { Material: "LLDPE" }),
    attributes,
  };
}

// --- Gloves & aprons -------------------------------------------------------------

type GloveMaterial = "Nitrile" | "Vinyl" | "Latex" | "LDPE";
type GloveSize = "Small" | "Medium" | "Large" | "X-Large";

interface GloveSku {
  sku: string;
  material: GloveMaterial;
  mil: number;
  color: string;
  size: GloveSize;
}

const g = (sku: string, material: GloveMaterial, mil: number, color: string, size: GloveSize): GloveSku => ({
  sku,
  material,
  mil,
  color,
  size,
});

const GLOVE_RANGE: GloveSku[] = [
  g("GA-4005", "Nitrile", 4, "Blue", "Small"),
  g("GA-4006", "Nitrile", 4, "Blue", "Medium"),
  g("GA-4007", "Nitrile", 4, "Blue", "Large"),
  g("GA-4008", "Nitrile", 4, "Blue", "X-Large"),
  g("GA-4009", "Nitrile", 3, "Blue", "Medium"),
  g("GA-4010", "Nitrile", 3, "Blue", "Large"),
  g("GA-4011", "Nitrile", 6, "Black", "Medium"),
  g("GA-4012", "Nitrile", 6, "Black", "Large"),
  g("GA-4013", "Nitrile", 6, "Black", "X-Large"),
  g("GA-4014", "Nitrile", 8, "Orange", "Large"),
  g("GA-4015", "Nitrile", 8, "Orange", "X-Large"),
  g("GA-4016", "Vinyl", 4, "Clear", "Medium"),
  g("GA-4017", "Vinyl", 4, "Clear", "Large"),
  g("GA-4018", "Vinyl", 4, "Clear", "X-Large"),
  g("GA-4019", "Latex", 5, "Natural", "Medium"),
  g("GA-4020", "Latex", 5, "Natural", "Large"),
  g("GA-4021", "LDPE", 1.25, "Clear", "Medium"),
  g("GA-4022", "LDPE", 1.25, "Clear", "Large"),
];

function gloveProduct(s: GloveSku): SeedProduct {
  const poly = s.material === "LDPE";
  const name = poly
    ? `Poly Gloves ${s.mil} mil ${s.color} ${s.size}`
    : `${s.material} Gloves Powder-Free ${s.mil} mil ${s.color} ${s.size}`;
  const perBox = poly ? 500 : 100;
  const packed = `${perBox} gloves per box, 10 boxes per case.`;
  const description =
    s.material === "Nitrile" && s.mil >= 8
      ? `Extra-heavy ${s.mil} mil ${s.color.toLowerCase()} nitrile gloves, size ${s.size}, with a raised diamond texture for grip on wet and oily parts. ${packed}`
      : s.material === "Nitrile" && s.mil >= 6
        ? `Heavy ${s.mil} mil ${s.color.toLowerCase()} nitrile gloves, size ${s.size}, for automotive, mechanical and janitorial work; they resist oils, greases and many solvents. ${packed}`
        : s.material === "Nitrile"
          ? `Powder-free ${s.color.toLowerCase()} nitrile gloves, ${s.mil} mil, size ${s.size}, with textured fingertips for a secure grip. Latex-free and food-safe; ${packed}`
          : s.material === "Vinyl"
            ? `Powder-free clear vinyl gloves, ${s.mil} mil, size ${s.size}, for food prep, cleaning and short tasks. Latex-free and economical; ${packed}`
            : s.material === "Latex"
              ? `Powder-free natural latex gloves, ${s.mil} mil, size ${s.size}, with a close fit and fine touch sensitivity. Not for wearers with latex allergies; ${packed}`
              : `Clear cast poly gloves, ${s.mil} mil, size ${s.size}, for quick food handling and light tasks where gloves are changed often. ${packed}`;
  // Per glove by material and thickness: a case of 1,000 blue 4 mil nitrile comes to about $70.
  const perGlove = { Nitrile: 0.01 + 0.015 * s.mil, Vinyl: 0.005 + 0.01 * s.mil, Latex: 0.01 + 0.013 * s.mil, LDPE: 0.004 }[s.material];
  const attributes: Attributes = { material: s.material, size: s.size, thickness: s.mil, countPerBox: perBox };
  return {
    name,
    slug: slugOf(name),
    sku: s.sku,
    description,
    ...priceRange(perGlove * perBox * 10),
    unitOfSale: `per case of 10 boxes of ${perBox}`,
    imageUrl:
      s.material === "Nitrile"
        ? s.color === "Blue"
          ? "/images/products/nitrile-gloves-blue.svg"
          : "/images/products/nitrile-gloves-black.svg"
        : "/images/products/poly-gloves-clear.svg",
    categorySlug: "gloves-apron",
    specifications: specsFrom("gloves-apron", attributes, { Color: s.color, Case: `10 boxes of ${perBox}` }),
    attributes,
  };
}

interface ApronSku {
  sku: string;
  size: string;
  mil: number;
  color: "White" | "Blue";
}

const APRON_RANGE: ApronSku[] = [
  { sku: "GA-4023", size: "24 x 42 in", mil: 0.75, color: "White" },
  { sku: "GA-4024", size: "28 x 46 in", mil: 1.5, color: "Blue" },
  { sku: "GA-4025", size: "28 x 46 in", mil: 3, color: "White" },
];

function apronProduct(s: ApronSku): SeedProduct {
  const name = `Poly Aprons ${s.size} ${s.mil} mil ${s.color}`;
  const use =
    s.mil >= 3
      ? "Heavy enough for dish rooms, fish and meat processing"
      : s.color === "Blue"
        ? "Color-coded for food prep stations and light cleaning"
        : "Keep uniforms clean in food prep, dish rooms and light cleaning";
  const attributes: Attributes = { material: "LDPE", size: s.size, thickness: s.mil, countPerBox: 100 };
  return {
    name,
    slug: slugOf(name),
    sku: s.sku,
    description: `${s.color} ${s.mil} mil polyethylene aprons, ${s.size}, with neck loop and waist ties. ${use}; 100 aprons per pack, 10 packs per case.`,
    // The 28 x 46 in 1 mil case of 1,000 is $38.
    ...priceRange((0.02 + 0.018 * s.mil) * 1000),
    unitOfSale: "per case of 10 packs of 100",
    imageUrl: "/images/products/poly-apron.svg",
    categorySlug: "gloves-apron",
    specifications: specsFrom("gloves-apron", attributes, { Color: s.color, Case: "10 packs of 100" }),
    attributes,
  };
}

// --- T-shirt bags ----------------------------------------------------------------

type TeeSize = "1/6 BBL" | "1/8 BBL" | "1/10 BBL";
type TeeColor = "White" | "Black" | "White, red print";

interface TeeSku {
  sku: string;
  size: TeeSize;
  micron: number;
  color: TeeColor;
  perCase: number;
}

const TEE_SIZES: Record<TeeSize, { dimensions: string; barrel: string; use: string; per1000: number }> = {
  "1/6 BBL": { dimensions: "11.5 x 6.5 x 21.5 in", barrel: "1/6 barrel", use: "grocery and retail checkouts", per1000: 27 },
  "1/8 BBL": { dimensions: "10 x 5 x 18 in", barrel: "1/8 barrel", use: "convenience stores, pharmacies and takeout", per1000: 20 },
  "1/10 BBL": {
    dimensions: "8 x 4.5 x 16 in",
    barrel: "1/10 barrel",
    use: "small purchases at delis, pharmacies and gift shops",
    per1000: 14,
  },
};

const tee = (sku: string, size: TeeSize, micron: number, color: TeeColor, perCase: number): TeeSku => ({
  sku,
  size,
  micron,
  color,
  perCase,
});

const TEE_RANGE: TeeSku[] = [
  tee("TSB-5004", "1/6 BBL", 12, "White", 1000),
  tee("TSB-5005", "1/6 BBL", 14, "White", 1000),
  tee("TSB-5006", "1/6 BBL", 16, "White", 700),
  tee("TSB-5007", "1/6 BBL", 13, "Black", 1000),
  tee("TSB-5008", "1/6 BBL", 15, "Black", 700),
  tee("TSB-5009", "1/6 BBL", 18, "White, red print", 500),
  tee("TSB-5010", "1/6 BBL", 16, "White, red print", 700),
  tee("TSB-5011", "1/8 BBL", 13, "Black", 1000),
  tee("TSB-5012", "1/8 BBL", 15, "White", 1000),
  tee("TSB-5013", "1/8 BBL", 14, "White, red print", 1000),
  tee("TSB-5014", "1/10 BBL", 12, "White", 2000),
  tee("TSB-5015", "1/10 BBL", 14, "Black", 2000),
  tee("TSB-5016", "1/10 BBL", 12, "White, red print", 2000),
  tee("TSB-5017", "1/10 BBL", 16, "White", 1500),
];

function teeProduct(s: TeeSku): SeedProduct {
  const size = TEE_SIZES[s.size];
  const printed = s.color === "White, red print";
  const name = printed ? `Thank You T-Shirt Bags ${s.size} ${s.micron} Micron` : `T-Shirt Bags ${s.size} ${s.micron} Micron ${s.color}`;
  const look = printed
    ? 'White HDPE t-shirt bags printed "Thank You" in red'
    : s.color === "Black"
      ? "Opaque black HDPE t-shirt bags"
      : "Plain white HDPE t-shirt bags";
  const description =
    `${look}, ${size.dimensions} (${size.barrel}) at ${s.micron} micron, for ${size.use}. ` +
    `${s.micron >= 16 ? "The heavier film carries bulky and heavy items" : "Fit standard rack dispensers"}; ${count(s.perCase)} bags per case.`;
  // Film cost by thickness against each size's 13 micron case of 1,000.
  const estimate = ((size.per1000 * s.micron) / 13) * (s.perCase / 1000) * (printed ? 1.1 : s.color === "Black" ? 1.08 : 1);
  const attributes: Attributes = { size: s.size, thickness: s.micron, color: s.color, countPerCase: s.perCase };
  return {
    name,
    slug: slugOf(name),
    sku: s.sku,
    description,
    ...priceRange(estimate),
    unitOfSale: `per case of ${count(s.perCase)} bags`,
    imageUrl: printed
      ? "/images/products/t-shirt-bag-thank-you.svg"
      : s.color === "Black"
        ? "/images/products/t-shirt-bag-black.svg"
        : "/images/products/t-shirt-bag-white.svg",
    categorySlug: "t-shirt-bags",
    specifications: specsFrom("t-shirt-bags", attributes, { Dimensions: size.dimensions, Material: "HDPE" }),
    attributes,
  };
}

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
    attributes: { width: 18, length: 1500, thickness: 80, color: "Clear", filmType: "Hand Film" },
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
    attributes: { width: 18, length: 1500, thickness: 80, color: "Black", filmType: "Hand Film" },
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
    attributes: { width: 20, length: 5000, thickness: 80, color: "Clear", filmType: "Machine Film" },
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
    attributes: { width: 16, length: 1500, thickness: 50, color: "Clear", filmType: "Pre-Stretched Film" },
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
    attributes: { width: 10, length: 13, thickness: 2.5, color: "White" },
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
    attributes: { width: 14.5, length: 19, thickness: 3, color: "Gray" },
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
    attributes: { width: 12, length: 15.5, thickness: 2.5, color: "White" },
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
    attributes: { capacity: 42, thickness: 3, width: 33, length: 48, color: "Black", countPerCase: 50 },
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
    attributes: { capacity: 55, thickness: convert(16, "micron", "mil"), width: 38, length: 58, color: "Clear", countPerCase: 200 },
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
    attributes: { capacity: 44, thickness: 1.5, width: 40, length: 46, color: "Black", countPerCase: 100 },
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
    attributes: { material: "Nitrile", thickness: 4, countPerBox: 100 },
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
    attributes: { material: "Nitrile", thickness: 6, countPerBox: 100 },
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
    attributes: { material: "LDPE", size: "28 x 46 in", thickness: 1, countPerBox: 100 },
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
    attributes: { material: "HDPE", size: "One size", thickness: 0.5, countPerBox: 500 },
  },

  // --- T-Shirt Bags ----------------------------------------------------------
  {
    name: "Thank You T-Shirt Bags 1/6 BBL",
    slug: "thank-you-t-shirt-bags-1-6-bbl",
    sku: "TSB-5001",
    description:
      'White HDPE t-shirt bags printed "Thank You / Have a Nice Day" in red, 11.5 x 6.5 x 21.5 in (1/6 barrel) at 13 micron. Hold up to 25 lbs and fit standard rack dispensers. 900 bags per case.',
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
    attributes: { size: "1/6 BBL", thickness: 13, color: "White, red print", countPerCase: 900 },
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
    attributes: { size: "1/8 BBL", thickness: 12, color: "White", countPerCase: 1000 },
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
    attributes: { size: "1/6 BBL", thickness: 18, color: "Black", countPerCase: 500 },
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
    specifications: specs({
      Size: "11.5 x 6.5 x 21.5 in",
      Thickness: "13 micron",
      Color: "White",
      Capacity: "1/6 BBL",
      Case: "1,000 bags",
    }),
    attributes: { size: "1/6 BBL", thickness: 13, color: "White", countPerCase: 1000 },
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
    attributes: { size: "1/8 BBL", thickness: 12, color: "White", countPerCase: 1000 },
  },
  {
    name: "T-Shirt Bag 1/6 BBL Thank You Print",
    slug: "t-shirt-bag-1-6-bbl-thank-you-print",
    sku: "TSB.0003",
    description:
      'White HDPE t-shirt bags printed "Thank You" in red, 11.5 x 6.5 x 21.5 in (1/6 barrel) at 15 micron, a little heavier for bulky groceries. 900 bags per case.',
    priceMin: "28.00",
    priceMax: "33.00",
    unitOfSale: "per case of 900 bags",
    imageUrl: "/images/products/t-shirt-bag-thank-you.svg",
    categorySlug: "t-shirt-bags",
    specifications: specs({
      Size: "11.5 x 6.5 x 21.5 in",
      Thickness: "15 micron",
      Color: "White, red print",
      Capacity: "1/6 BBL",
      Case: "900 bags",
    }),
    attributes: { size: "1/6 BBL", thickness: 15, color: "White, red print", countPerCase: 900 },
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
    attributes: { width: 10, length: 13, thickness: 2.5, color: "White" },
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
    attributes: { width: 12, length: 15.5, thickness: 2.5, color: "White" },
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
    attributes: { width: 14.5, length: 19, thickness: 3, color: "Gray" },
  },

  // --- The rest of each category's range ------------------------------------
  ...FILM_RANGE.map(filmProduct),
  ...MAILER_RANGE.map(mailerProduct),
  ...LINER_RANGE.map(linerProduct),
  ...GLOVE_RANGE.map(gloveProduct),
  ...APRON_RANGE.map(apronProduct),
  ...TEE_RANGE.map(teeProduct),
];

// ---------------------------------------------------------------------------
// Settings (the image keys empty = the pages' default images)
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
// Stretch-film product page content (data the admin edits, not hard-coded in the page)
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

/**
 * The search's first synonym dictionary (src/lib/synonyms.ts): the trade's
 * and buyers' words for each category's goods. Inserted once, on the first
 * start that knows of it; the admin edits it on the Synonyms screen.
 */
export const seedSynonyms: { categorySlug: string; phrases: string[] }[] = [
  {
    categorySlug: "pe-stretch-film",
    phrases: [
      "stretch film",
      "pallet wrap",
      "stretch wrap",
      "pallet film",
      "pallet stretch wrap",
      "hand wrap",
      "cling film",
      "cling wrap",
      "shrink wrap",
      "plastic wrap",
    ],
  },
  {
    categorySlug: "mailer-bags",
    phrases: [
      "mailer bags",
      "mailers",
      "shipping bags",
      "poly mailers",
      "courier bags",
      "mailing envelopes",
      "mailing bags",
      "shipping envelopes",
      "postal bags",
    ],
  },
  {
    categorySlug: "trash-bags",
    phrases: [
      "trash bags",
      "can liners",
      "trash can liners",
      "garbage bags",
      "bin bags",
      "bin liners",
      "refuse sacks",
      "refuse bags",
      "waste bags",
      "rubbish bags",
    ],
  },
  {
    categorySlug: "gloves-apron",
    phrases: [
      "disposable gloves",
      "exam gloves",
      "food service gloves",
      "food prep gloves",
      "disposable aprons",
      "poly aprons",
      "plastic aprons",
    ],
  },
  {
    categorySlug: "t-shirt-bags",
    phrases: [
      "t-shirt bags",
      "grocery bags",
      "carry-out bags",
      "carryout bags",
      "shopping bags",
      "bodega bags",
      "checkout bags",
      "singlet bags",
    ],
  },
];
