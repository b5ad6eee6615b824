import { absoluteUrl, breadcrumbJsonLd, metaDescription, offerJsonLd, productJsonLd, serializeJsonLd } from "./seo";

const SITE = "https://shop.example.com";

describe("absoluteUrl", () => {
  it("joins site paths to the site URL", () => {
    expect(absoluteUrl(SITE, "/products/x")).toBe("https://shop.example.com/products/x");
    expect(absoluteUrl(`${SITE}/`, "images/a.svg")).toBe("https://shop.example.com/images/a.svg");
    expect(absoluteUrl("https://example.com/shop", "/products")).toBe("https://example.com/shop/products");
  });

  it("keeps full URLs", () => {
    expect(absoluteUrl(SITE, "https://cdn.example.net/a.jpg")).toBe("https://cdn.example.net/a.jpg");
    expect(absoluteUrl(SITE, "HTTP://cdn.example.net/a.jpg")).toBe("HTTP://cdn.example.net/a.jpg");
    expect(absoluteUrl(SITE, "//cdn.example.net/a.jpg")).toBe("https://cdn.example.net/a.jpg");
  });
});

describe("metaDescription", () => {
  it("collapses whitespace and keeps short text", () => {
    expect(metaDescription("  Stretch\n film   rolls ")).toBe("Stretch film rolls");
  });

  it("cuts long text at a word boundary with an ellipsis", () => {
    const text = "word ".repeat(60);
    const d = metaDescription(text, 50);
    expect(d.length).toBeLessThanOrEqual(50);
    expect(d.endsWith("word...")).toBe(true);
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element or open a comment", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script><!-- & \u2028" });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script><!-- & \u2028" });
  });
});

describe("offerJsonLd", () => {
  const url = `${SITE}/products/x`;

  it("gives an AggregateOffer for a range", () => {
    expect(offerJsonLd("45.00", "55.00", url)).toEqual({
      "@type": "AggregateOffer",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      url,
      lowPrice: "45.00",
      highPrice: "55.00",
      priceCurrency: "USD",
    });
  });

  it("orders a reversed range", () => {
    expect(offerJsonLd("60", "52", url)).toMatchObject({ lowPrice: "52.00", highPrice: "60.00" });
  });

  it("gives an Offer with a price when min equals max", () => {
    expect(offerJsonLd("92.00", "92", url)).toEqual({
      "@type": "Offer",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      url,
      price: "92.00",
      priceCurrency: "USD",
    });
  });

  it.each([
    [null, null],
    ["45.00", null],
    [undefined, "55.00"],
    ["", ""],
    ["abc", "12"],
  ])("gives a price-less Offer for %j - %j (Contact for Price)", (min, max) => {
    const offer = offerJsonLd(min, max, url);
    expect(offer).toEqual({
      "@type": "Offer",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      url,
      description: "Contact for Price",
    });
    expect(offer).not.toHaveProperty("price");
  });
});

describe("productJsonLd", () => {
  it("builds a Product with absolute URLs, brand and offer", () => {
    const ld = productJsonLd(SITE, {
      name: "PE Stretch Film",
      sku: "pe001",
      description: "Clear cast hand stretch film.",
      imageUrl: "/images/products/stretch-film-roll.svg",
      path: "/products/stretch-film",
      priceMin: "45.00",
      priceMax: "55.00",
      brandName: "US Plastic Supply Co.",
      category: "PE Stretch Film",
    });
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "PE Stretch Film",
      sku: "pe001",
      description: "Clear cast hand stretch film.",
      image: "https://shop.example.com/images/products/stretch-film-roll.svg",
      url: "https://shop.example.com/products/stretch-film",
      category: "PE Stretch Film",
      brand: { "@type": "Brand", name: "US Plastic Supply Co." },
      offers: expect.objectContaining({ "@type": "AggregateOffer", lowPrice: "45.00", highPrice: "55.00" }),
    });
  });

  it("keeps a description's paragraphs and lines, without the spaces and blank lines around them", () => {
    const base = { name: "X", sku: "x1", imageUrl: "/a.svg", path: "/products/x", priceMin: null, priceMax: null, brandName: "" };
    expect(productJsonLd(SITE, { ...base, description: "  Strong film.  \r\nCase of 4.\n\n\n\n  Made in  the USA. " }).description).toBe(
      "Strong film.\nCase of 4.\n\nMade in the USA.",
    );
    expect(productJsonLd(SITE, { ...base, description: " \n \n" })).not.toHaveProperty("description");
  });

  it("lists gallery images once each and leaves out empty fields", () => {
    const ld = productJsonLd(SITE, {
      name: "X",
      sku: "x1",
      description: "",
      imageUrl: "/a.svg",
      images: ["/a.svg", "https://cdn.example.net/b.jpg", ""],
      path: "/products/x",
      priceMin: null,
      priceMax: null,
      brandName: "",
      category: null,
    });
    expect(ld.image).toEqual(["https://shop.example.com/a.svg", "https://cdn.example.net/b.jpg"]);
    expect(ld).not.toHaveProperty("description");
    expect(ld).not.toHaveProperty("brand");
    expect(ld).not.toHaveProperty("category");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the crumbs from 1 with absolute item URLs", () => {
    expect(
      breadcrumbJsonLd(SITE, [
        { name: "Home", path: "/" },
        { name: "Products", path: "/products" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example.com/" },
        { "@type": "ListItem", position: 2, name: "Products", item: "https://shop.example.com/products" },
      ],
    });
  });
});
