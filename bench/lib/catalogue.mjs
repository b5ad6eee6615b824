// Deterministic, realistic-looking catalogue rows for the benchmark: names,
// SKUs, slugs, descriptions, prices and specification JSON per category, in
// the style of prisma/seed-data.ts. Plain data; no I/O.

/** Small deterministic PRNG (mulberry32), so every run and both databases get the same rows. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugify = (s) =>
  s
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * One generator per seeded category slug. Each returns name, description,
 * specifications and image for a random variant. SKU prefixes follow the seed
 * (SF-, PMB-, TB-, GA-, TSB-) with 6-digit numbers so they never clash with it.
 */
const GENERATORS = {
  "pe-stretch-film": {
    prefix: "SF",
    make(r, pick) {
      const kind = pick(["Hand", "Machine", "Pre-Stretched Hand", "Blown Machine", "Cast Hand", "Extended Core Hand"]);
      const color = pick(["Clear", "Black", "Blue Tint", "White Opaque", "Clear"]);
      const width = pick(["12", "15", "16", "18", "20", "30"]);
      const length = kind.includes("Machine") ? pick(["5000", "6000", "7500", "9000"]) : pick(["1000", "1500", "2000"]);
      const gauge = pick(["47", "60", "63", "70", "80", "90", "100"]);
      const rolls = kind.includes("Machine") ? "1 roll" : pick(["4 rolls", "6 rolls"]);
      const name = `${color} ${kind} Stretch Film ${width}in x ${length}ft ${gauge} Gauge`;
      const description =
        `${color} ${kind.toLowerCase()} stretch film, ${width} in x ${length} ft at ${gauge} gauge, ` +
        pick([
          "for unitizing pallet loads in shipping and storage.",
          "for turntable and rotary-arm pallet wrappers.",
          "that holds mixed loads tight through long-haul freight.",
          "with strong cling on both sides and high puncture resistance.",
        ]) +
        ` ${pick(["Cast LLDPE with quiet unwind.", "Blown film for sharp-edged loads.", "Pre-stretches up to 250% for less film per load.", "Blocks UV light for outdoor staging."])}` +
        ` Packed ${rolls} per case on a 3 in core.`;
      const specs = { Width: `${width} in`, Length: `${length} ft`, Thickness: `${gauge} gauge`, Color: color, Case: rolls, Core: "3 in" };
      const image = color === "Black" ? "/images/products/black-stretch-film.svg" : kind.includes("Machine") ? "/images/products/machine-film-roll.svg" : "/images/products/stretch-film-roll.svg";
      return { name, description, specs, image };
    },
  },
  "mailer-bags": {
    prefix: "PMB",
    make(r, pick) {
      const kind = pick(["Poly Mailer", "Returnable Dual-Seal Poly Mailer", "Bubble Mailer", "Metallic Bubble Mailer", "Padded Kraft Mailer", "Clear View Poly Mailer"]);
      const size = pick(["6 x 9", "7.5 x 10.5", "9 x 12", "10 x 13", "12 x 15.5", "14.5 x 19", "19 x 24", "24 x 36"]);
      const mil = pick(["2", "2.35", "2.5", "3", "4"]);
      const color = pick(["White", "Gray", "Black", "Pink", "Teal", "Clear"]);
      const pack = pick(["100", "250", "500", "1000"]);
      const name = `${color} ${kind} ${size} in ${mil} mil`;
      const description =
        `Self-sealing ${kind.toLowerCase()} in ${color.toLowerCase()}, ${size} in at ${mil} mil, ` +
        pick(["for e-commerce fulfilment of apparel and soft goods.", "tear- and water-resistant for parcel carriers.", "with a permanent adhesive strip and tamper-evident seal.", "opaque so contents stay private in transit."]) +
        ` Packed ${pack} per case.`;
      const specs = { Size: `${size} in`, Thickness: `${mil} mil`, Color: color, Closure: pick(["Self-seal strip", "Dual seal strips"]), "Case Pack": pack };
      const image = color === "Gray" || color === "Black" ? "/images/products/poly-mailer-gray.svg" : "/images/products/poly-mailer-white.svg";
      return { name, description, specs, image };
    },
  },
  "trash-bags": {
    prefix: "TB",
    make(r, pick) {
      const kind = pick(["High-Density Can Liners", "Low-Density Can Liners", "Contractor Bags", "Recycled Can Liners", "Drawstring Trash Bags", "Compactor Bags"]);
      const gallons = pick(["7-10", "12-16", "20-30", "33", "40-45", "42", "55-60", "65"]);
      const mil = kind.startsWith("High") ? pick(["0.47", "0.6", "0.8"]) : pick(["0.9", "1.2", "1.5", "2", "3"]);
      const color = pick(["Clear", "Black", "Blue", "Gray", "White"]);
      const pack = pick(["50", "100", "200", "250", "500"]);
      const name = `${color} ${kind} ${gallons} Gallon ${mil} mil`;
      const description =
        `${kind} in ${color.toLowerCase()} for ${gallons} gallon receptacles, ${mil} mil, ` +
        pick(["built for janitorial and office waste.", "for food service and kitchen waste streams.", "for construction debris and warehouse waste.", "star-sealed bottom to prevent leaks."]) +
        ` ${pack} bags per case, coreless rolls.`;
      const specs = { Capacity: `${gallons} gal`, Thickness: `${mil} mil`, Color: color, Seal: pick(["Star seal", "Flat seal", "Gusset seal"]), "Case Pack": pack };
      const image = color === "Clear" || color === "White" ? "/images/products/trash-bag-clear.svg" : "/images/products/trash-bag-black.svg";
      return { name, description, specs, image };
    },
  },
  "gloves-apron": {
    prefix: "GA",
    make(r, pick) {
      if (r() < 0.2) {
        const size = pick(["24 x 42", "28 x 46", "28 x 50", "33 x 55"]);
        const color = pick(["White", "Blue", "Clear"]);
        const mil = pick(["0.6", "1", "1.25", "2"]);
        const name = `${color} Disposable Poly Aprons ${size} in ${mil} mil`;
        const description = `Polyethylene aprons, ${size} in at ${mil} mil, in ${color.toLowerCase()} for food handling and janitorial work. Individually folded, 100 per bag, 1000 per case.`;
        return { name, description, specs: { Size: `${size} in`, Thickness: `${mil} mil`, Color: color, "Case Pack": "1000" }, image: "/images/products/poly-apron.svg" };
      }
      const material = pick(["Nitrile", "Vinyl", "Poly", "Heavy-Duty Nitrile", "Latex-Free Nitrile", "Stretch Vinyl"]);
      const color = material.includes("Poly") ? "Clear" : pick(["Blue", "Black", "Purple", "White", "Clear"]);
      const mil = pick(["3", "4", "5", "6", "8"]);
      const size = pick(["Small", "Medium", "Large", "X-Large", "XX-Large"]);
      const name = `${color} ${material} Gloves ${mil} mil Powder-Free ${size}`;
      const description =
        `Disposable ${material.toLowerCase()} gloves, ${mil} mil, powder-free, size ${size.toLowerCase()}, ` +
        pick(["for food handling and prep.", "for automotive and light industrial work.", "for janitorial and sanitation crews.", "with textured fingertips for wet grip."]) +
        " 100 gloves per box, 10 boxes per case.";
      const specs = { Material: material, Thickness: `${mil} mil`, Size: size, Color: color, Powder: "Powder-free", "Case Pack": "1000" };
      const image = material.includes("Poly") ? "/images/products/poly-gloves-clear.svg" : color === "Black" ? "/images/products/nitrile-gloves-black.svg" : "/images/products/nitrile-gloves-blue.svg";
      return { name, description, specs, image };
    },
  },
  "t-shirt-bags": {
    prefix: "TSB",
    make(r, pick) {
      const print = pick(["Plain", "Thank You Print", "Have a Nice Day Print", "Heavy-Duty", "Recycled"]);
      const size = pick(["1/6 BBL", "1/8 BBL", "1/10 BBL", "1/4 BBL"]);
      const dims = pick(["11.5 x 6.5 x 21", "12 x 7 x 22", "8 x 4 x 16", "10 x 5 x 18", "18 x 8 x 30"]);
      const mic = pick(["12", "13", "14", "15", "16", "18"]);
      const color = pick(["White", "Black", "Red", "Blue", "Beige"]);
      const pack = pick(["500", "700", "1000", "1500"]);
      const name = `${print} ${color} T-Shirt Bags ${size} ${dims} in`;
      const description =
        `HDPE t-shirt carry-out bags, ${print.toLowerCase()}, ${color.toLowerCase()}, ${size} (${dims} in) at ${mic} micron, ` +
        pick(["for grocery and convenience checkout counters.", "for restaurant take-out and delivery.", "for retail and pharmacy counters.", "that open easily from dispensing racks."]) +
        ` ${pack} bags per case.`;
      const specs = { Size: size, Dimensions: `${dims} in`, Thickness: `${mic} mic`, Color: color, Print: print, "Case Pack": pack };
      const image = print.includes("Thank") ? "/images/products/t-shirt-bag-thank-you.svg" : color === "Black" ? "/images/products/t-shirt-bag-black.svg" : "/images/products/t-shirt-bag-white.svg";
      return { name, description, specs, image };
    },
  },
};

/**
 * `count` product rows (rows from .. from + count - 1) spread over the given
 * categories ({id, slug}); unknown category slugs fall back to the stretch-film
 * generator's style. Row i gets a unique 6-digit SKU number (100000 + i) and a
 * slug ending in it.
 */
export function* generateProducts(categories, count, from = 0, seed = 7) {
  for (let i = from; i < from + count; i++) {
    // One stream per row: row i is the same whatever size the catalogue is grown from.
    const r = rng(seed * 1_000_003 + i);
    const pick = (list) => list[Math.floor(r() * list.length)];
    const cat = categories[i % categories.length];
    const gen = GENERATORS[cat.slug] ?? GENERATORS["pe-stretch-film"];
    const { name, description, specs, image } = gen.make(r, pick);
    const num = 100000 + i;
    const sku = `${gen.prefix}-${num}`;
    let priceMin = null;
    let priceMax = null;
    if (r() >= 0.1) {
      const min = 5 + Math.floor(r() * 24000) / 100;
      const max = r() < 0.3 ? min : min + Math.floor(r() * 6000) / 100;
      priceMin = min.toFixed(2);
      priceMax = max.toFixed(2);
    }
    yield {
      name,
      slug: `${slugify(name)}-${sku.toLowerCase()}`,
      sku,
      description,
      priceMin,
      priceMax,
      imageUrl: image,
      specifications: JSON.stringify(specs),
      categoryId: cat.id,
    };
  }
}

