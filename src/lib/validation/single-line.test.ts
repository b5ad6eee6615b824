/**
 * One-line fields refuse CR and LF (their text reaches e-mail headers and
 * one-line displays); multi-line fields keep their line breaks.
 */
import type { z } from "zod";
import { catalogCardSchema } from "./catalog-card";
import { categoryInputSchema } from "./category";
import { contactSchema } from "./contact";
import { productInputSchema } from "./product";
import { profileSchema } from "./profile";
import { quoteRequestSchema } from "./quote-request";
import { businessInfoSchema, settingValueSchema } from "./settings";

const contact = { firstName: "Dana", lastName: "Buyer", email: "dana@acme.example", company: "Acme", message: "Hello" };
const quote = {
  name: "Dana Buyer",
  company: "Acme",
  email: "dana@acme.example",
  phone: "555-201-3344",
  state: "TX",
  zip: "75001",
  notes: "",
  items: [{ sku: "pe001", name: "Film", quantity: 1 }],
};
const product = {
  name: "Film",
  slug: "film",
  sku: "PE-1",
  description: "Strong film",
  imageUrl: "/images/a.svg",
  categoryId: 1,
  specifications: "{}",
  priceMin: null,
  priceMax: null,
};
const category = { name: "Films", slug: "films", description: "Films", imageUrl: "/images/a.svg" };
const card = {
  name: "Film",
  sku: "PE-1",
  size: "18in",
  thickness: "80ga",
  color: "Clear",
  weight: "30lb",
  dimensions: "18x1500",
  filmType: "Cast",
  imageUrl: "/images/a.svg",
  description: "",
};
const business = {
  business_name: "US Plastic",
  business_phone: "(732) 555-0148",
  business_email: "sales@example.com",
  business_address: "",
  business_hours: "",
  business_description: "",
};

const set = (base: Record<string, unknown>, path: string, value: string) => {
  const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
  const keys = path.split(".");
  let at: Record<string, unknown> = copy;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  at[keys[keys.length - 1]] = value;
  return copy;
};

const cases: [string, z.ZodType, Record<string, unknown>, string, string][] = [
  ["contact", contactSchema, contact, "firstName", "First name"],
  ["contact", contactSchema, contact, "lastName", "Last name"],
  ["contact", contactSchema, contact, "company", "Company"],
  ["quote request", quoteRequestSchema, quote, "name", "Name"],
  ["quote request", quoteRequestSchema, quote, "company", "Company"],
  ["quote request", quoteRequestSchema, quote, "items.0.name", "Item name"],
  ["quote request", quoteRequestSchema, quote, "items.0.sku", "SKU"],
  ["profile", profileSchema, { username: "admin", email: "a@example.com" }, "username", "Username"],
  ["product", productInputSchema, product, "name", "Name"],
  ["product", productInputSchema, product, "sku", "SKU"],
  ["category", categoryInputSchema, category, "name", "Name"],
  ["catalogue card", catalogCardSchema, card, "name", "Name"],
  ["catalogue card", catalogCardSchema, card, "sku", "SKU"],
  ["catalogue card", catalogCardSchema, card, "size", "Size"],
  ["settings", businessInfoSchema, business, "business_name", "Business name"],
  ["settings", businessInfoSchema, business, "business_phone", "Phone number"],
  ["settings", settingValueSchema("business_name"), { value: "US Plastic" }, "value", "Business name"],
  ["settings", settingValueSchema("business_phone"), { value: "(732) 555-0148" }, "value", "Phone number"],
];

describe("one-line fields refuse CR and LF", () => {
  it.each(cases.map(([what, schema, base, path, label]) => [`${what} ${path}`, schema, base, path, label] as const))(
    "%s",
    (_title, schema, base, path, label) => {
      expect(schema.safeParse(base).success).toBe(true);
      for (const bad of ["Dana\r\nBcc: a@b.co", "Dana\nBuyer", "Dana\rBuyer"]) {
        const result = schema.safeParse(set(base, path, bad));
        expect(result.success).toBe(false);
        const messages = result.error!.issues.filter((i) => i.path.join(".") === path).map((i) => i.message);
        expect(messages).toContain(`${label} must be on one line`);
      }
    },
  );
});

describe("multi-line fields keep their line breaks", () => {
  it.each([
    ["contact message", contactSchema, contact, "message"],
    ["quote notes", quoteRequestSchema, quote, "notes"],
    ["product description", productInputSchema, product, "description"],
    ["category description", categoryInputSchema, category, "description"],
    ["card description", catalogCardSchema, card, "description"],
    ["business address", businessInfoSchema, business, "business_address"],
    ["business hours", businessInfoSchema, business, "business_hours"],
    ["business description", businessInfoSchema, business, "business_description"],
  ] as [string, z.ZodType, Record<string, unknown>, string][])("%s", (_what, schema, base, path) => {
    const result = schema.safeParse(set(base, path, "Line one\r\nLine two\nLine three"));
    expect(result.success).toBe(true);
    expect((result.data as Record<string, unknown>)[path]).toBe("Line one\r\nLine two\nLine three");
  });
});
