import { get, set, type FieldErrors, type Resolver } from "react-hook-form";
import {
  productPageContentSchema,
  type CatalogProduct,
  type DownloadDocument,
  type PageSpecifications,
  type ProductPageContent,
  type Variant,
} from "@/lib/validation/product-page-content";

/**
 * The editor's form values: the page content, except that gallery URLs are
 * objects because react-hook-form's field arrays cannot hold bare strings.
 */
export interface EditorValues {
  productName: string;
  productDescription: string;
  mainImageUrl: string;
  specifications: PageSpecifications;
  priceRange: { min: string; max: string };
  galleryImages: { url: string }[];
  handWrappedVariants: Variant[];
  machineWrappedVariants: Variant[];
  catalogProducts: CatalogProduct[];
  downloadDocuments: DownloadDocument[];
}

export function toEditorValues(c: ProductPageContent): EditorValues {
  return {
    productName: c.productName,
    productDescription: c.productDescription,
    mainImageUrl: c.mainImageUrl,
    specifications: { ...c.specifications },
    priceRange: { ...c.priceRange },
    galleryImages: c.galleryImages.map((url) => ({ url })),
    handWrappedVariants: c.handWrappedVariants.map((v) => ({ ...v })),
    machineWrappedVariants: c.machineWrappedVariants.map((v) => ({ ...v })),
    catalogProducts: c.catalogProducts.map((p) => ({ ...p })),
    downloadDocuments: c.downloadDocuments.map((d) => ({ ...d })),
  };
}

function toContentInput(v: EditorValues): unknown {
  return { ...v, galleryImages: v.galleryImages.map((g) => g.url) };
}

const LIST_KEYS = new Set(["galleryImages", "handWrappedVariants", "machineWrappedVariants", "catalogProducts", "downloadDocuments"]);

/**
 * The form field an API or schema error path names: gallery entries carry
 * their URL in `.url`, and an error about a whole list goes to its `.root`.
 */
export function toFieldPath(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === "string" ? path.split(".") : path.map(String);
  if (parts[0] === "galleryImages" && parts.length === 2) return `galleryImages.${parts[1]}.url`;
  if (parts.length === 1 && LIST_KEYS.has(parts[0])) return `${parts[0]}.root`;
  return parts.join(".");
}

/** Validates with the shared productPageContentSchema (the one the API uses), keeping the first message per field. */
export const editorResolver: Resolver<EditorValues, unknown, ProductPageContent> = (values) => {
  const parsed = productPageContentSchema.safeParse(toContentInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<EditorValues> = {};
  for (const issue of parsed.error.issues) {
    const path = toFieldPath(issue.path);
    if (!get(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

export const TABS = [
  { id: "basic", label: "Basic Info", fields: ["productName", "productDescription", "mainImageUrl"] },
  { id: "gallery", label: "Gallery", fields: ["galleryImages"] },
  { id: "specifications", label: "Specifications", fields: ["specifications", "priceRange"] },
  { id: "variants", label: "Variants", fields: ["handWrappedVariants", "machineWrappedVariants"] },
  { id: "catalog", label: "Catalog Products", fields: ["catalogProducts"] },
  { id: "downloads", label: "Downloads", fields: ["downloadDocuments"] },
] as const;

export type TabId = (typeof TABS)[number]["id"];

export function tabOf(path: string): TabId | undefined {
  const top = path.split(".")[0];
  return TABS.find((t) => (t.fields as readonly string[]).includes(top))?.id;
}

/** Dotted paths of every message in a react-hook-form errors tree, in field order. */
export function errorPaths(errors: unknown, prefix = ""): string[] {
  if (!errors || typeof errors !== "object") return [];
  const node = errors as Record<string, unknown>;
  if (typeof node.message === "string" && typeof node.type === "string") return [prefix];
  return Object.entries(node).flatMap(([k, v]) => (k === "ref" ? [] : errorPaths(v, prefix ? `${prefix}.${k}` : k)));
}

/** The first of these error paths in tab order (what the admin reads left to right), with its tab. */
export function firstError(paths: readonly string[]): { path: string; tab: TabId } | null {
  for (const t of TABS) {
    const path = paths.find((p) => tabOf(p) === t.id);
    if (path) return { path, tab: t.id };
  }
  return null;
}
