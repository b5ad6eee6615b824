import { fieldErrors } from "./errors";
import {
  BUSINESS_KEYS,
  businessInfoSchema,
  IMAGE_KEYS,
  isSettingKey,
  SETTING_KEYS,
  settingValueSchema,
  websiteImagesSchema,
} from "./settings";

const errs = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error!);
};

const business = {
  business_name: "US Plastic Supply",
  business_phone: "(555) 123-4567",
  business_email: "sales@example.com",
  business_address: "1 Main St",
  business_hours: "Mon-Fri 9-5",
  business_description: "Industrial plastics",
};

describe("setting keys", () => {
  it("lists the eleven public keys", () => {
    expect(SETTING_KEYS).toHaveLength(11);
    expect(BUSINESS_KEYS).toHaveLength(6);
    expect(IMAGE_KEYS).toHaveLength(5);
    expect(new Set(SETTING_KEYS).size).toBe(11);
    expect(SETTING_KEYS).toContain("homepage_hero_image");
  });
  it("isSettingKey", () => {
    expect(isSettingKey("business_name")).toBe(true);
    expect(isSettingKey("about_story_image")).toBe(true);
    expect(isSettingKey("admin_password")).toBe(false);
    expect(isSettingKey(undefined)).toBe(false);
  });
});

describe("businessInfoSchema", () => {
  it("accepts the form and fills blanks", () => {
    expect(businessInfoSchema.parse(business)).toEqual(business);
    expect(businessInfoSchema.parse({ business_name: " X " })).toEqual({
      business_name: "X",
      business_phone: "",
      business_email: "",
      business_address: "",
      business_hours: "",
      business_description: "",
    });
  });
  it("uses the exact messages", () => {
    expect(errs(businessInfoSchema, { ...business, business_name: "" })).toEqual({
      business_name: "Business name is required",
    });
    expect(
      errs(businessInfoSchema, {
        business_name: "n".repeat(101),
        business_phone: "1".repeat(21),
        business_email: `${"a".repeat(95)}@b.com`,
        business_address: "a".repeat(501),
        business_hours: "h".repeat(301),
        business_description: "d".repeat(3001),
      }),
    ).toEqual({
      business_name: "Business name too long",
      business_phone: "Phone number too long",
      business_email: "Email too long",
      business_address: "Address too long",
      business_hours: "Business hours too long",
      business_description: "Description too long",
    });
    expect(errs(businessInfoSchema, { ...business, business_email: "nope" })).toEqual({
      business_email: "Please enter a valid email",
    });
  });
  it("accepts exactly the maxima", () => {
    expect(
      errs(businessInfoSchema, {
        business_name: "n".repeat(100),
        business_phone: "1".repeat(20),
        business_address: "a".repeat(500),
        business_hours: "h".repeat(300),
        business_description: "d".repeat(3000),
      }),
    ).toEqual({});
  });
});

describe("websiteImagesSchema", () => {
  it("accepts URLs or empty", () => {
    const out = websiteImagesSchema.parse({ homepage_hero_image: "https://i.example.com/a.jpg", about_hero_image: "" });
    expect(out.homepage_hero_image).toBe("https://i.example.com/a.jpg");
    expect(out.about_hero_image).toBe("");
    expect(out.about_story_image).toBe("");
  });
  it("refuses anything else with the exact message", () => {
    const e = errs(websiteImagesSchema, Object.fromEntries(IMAGE_KEYS.map((k) => [k, "not a url"])));
    expect(e).toEqual(Object.fromEntries(IMAGE_KEYS.map((k) => [k, "Please enter a valid image URL"])));
  });
});

describe("settingValueSchema", () => {
  it("validates one key's {value}", () => {
    expect(settingValueSchema("business_phone").parse({ value: " 555 " })).toEqual({ value: "555" });
    expect(settingValueSchema("business_phone").parse({})).toEqual({ value: "" });
    expect(errs(settingValueSchema("business_phone"), { value: "1".repeat(21) })).toEqual({
      value: "Phone number too long",
    });
    expect(errs(settingValueSchema("business_name"), { value: "" })).toEqual({ value: "Business name is required" });
    expect(errs(settingValueSchema("business_email"), { value: "x" })).toEqual({ value: "Please enter a valid email" });
    expect(errs(settingValueSchema("about_hero_image"), { value: "ftp://x" })).toEqual({
      value: "Please enter a valid image URL",
    });
    expect(settingValueSchema("about_hero_image").parse({ value: "" })).toEqual({ value: "" });
  });
});
