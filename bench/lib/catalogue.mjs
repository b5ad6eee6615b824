// Deterministic, realistic-looking catalogue rows for the benchmark: names,
// SKUs, slugs, descriptions, prices, specification JSON and typed attributes
// per category, in the style of prisma/seed-data.ts. Plain data; no I/O.

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

/** A number as the app writes it: no trailing zeros, no grouping ("2.5", "1500"). */
const n = (v) => String(+v.toFixed(3));

/** Picks from [value, weight] pairs: real catalogues have common sizes and rare ones. */
const weighted = (r, pairs) => {
  let total = 0;
  for (const [, w] of pairs) total += w;
  let x = r() * total;
  for (const [v, w] of pairs) if ((x -= w) < 0) return v;
  return pairs[pairs.length - 1][0];
};

/**
 * One generator per seeded category slug. Each returns name, description,
 * specifications, typed attributes and image for a random variant. The
 * attributes carry the keys of the category's definitions in
 * prisma/seed-data.ts (`seedAttributeDefs`), in their order and units (film:
 * in, ft, gauge; mailers: in, mil; trash bags: gal, mil, in; gloves: mil;
 * t-shirt bags: micron), and the name and specifications state the same
 * values, labelled as the app writes them on save (specificationsWithAttributes),
 * so reading the specifications back (deriveAttributes) gives the attributes.
 * SKU prefixes follow the seed (SF-, PMB-, TB-, GA-, TSB-) with 6-digit numbers
 * so they never clash with it.
 */
const GENERATORS = {
  "pe-stretch-film": {
    prefix: "SF",
    make(r, pick) {
      const kind = pick(["Hand", "Machine", "Pre-Stretched Hand", "Blown Machine", "Cast Hand", "Extended Core Hand"]);
      const machine = kind.includes("Machine");
      const preStretched = kind.startsWith("Pre-Stretched");
      const filmType = machine ? "Machine Film" : preStretched ? "Pre-Stretched Film" : "Hand Film";
      const color = weighted(r, [
        ["Clear", 6],
        ["Black", 2],
        ["Blue Tint", 1],
        ["White Opaque", 1],
      ]);
      // Hand rolls 12-20 in (18 in the common one), machine rolls 20-30 in.
      const width = machine
        ? weighted(r, [
            [20, 5],
            [24, 1],
            [30, 2],
          ])
        : weighted(r, [
            [12, 1],
            [15, 1],
            [16, 2],
            [18, 5],
            [20, 2],
          ]);
      const length = machine
        ? weighted(r, [
            [5000, 4],
            [6000, 2],
            [7500, 1],
            [9000, 1],
          ])
        : weighted(r, [
            [1000, 2],
            [1500, 4],
            [2000, 2],
            [3000, 1],
          ]);
      // Pre-stretched film is thin; blown and machine film run heavier.
      const gauge = preStretched
        ? weighted(r, [
            [50, 2],
            [57, 1],
            [60, 2],
            [63, 1],
            [70, 1],
          ])
        : weighted(r, [
            [60, 1],
            [63, 1],
            [70, 2],
            [80, 4],
            [90, 2],
            [100, 1],
            [120, 1],
          ]);
      const rolls = machine ? "1 roll" : pick(["4 rolls", "6 rolls"]);
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
      const specs = {
        Width: `${width} in`,
        Length: `${length} ft`,
        Thickness: `${gauge} gauge`,
        Color: color,
        "Film type": filmType,
        Case: rolls,
        Core: "3 in",
      };
      const attributes = { width, length, thickness: gauge, color, filmType };
      const image =
        color === "Black"
          ? "/images/products/black-stretch-film.svg"
          : machine
            ? "/images/products/machine-film-roll.svg"
            : "/images/products/stretch-film-roll.svg";
      return { name, description, specs, attributes, image };
    },
  },
  "mailer-bags": {
    prefix: "PMB",
    make(r, pick) {
      const kind = pick([
        "Poly Mailer",
        "Returnable Dual-Seal Poly Mailer",
        "Bubble Mailer",
        "Metallic Bubble Mailer",
        "Padded Kraft Mailer",
        "Clear View Poly Mailer",
      ]);
      const [width, length] = weighted(r, [
        [[6, 9], 3],
        [[7.5, 10.5], 2],
        [[9, 12], 3],
        [[10, 13], 4],
        [[12, 15.5], 3],
        [[14.5, 19], 3],
        [[19, 24], 1],
        [[24, 36], 1],
      ]);
      const mil =
        kind.includes("Bubble") || kind.includes("Padded")
          ? weighted(r, [
              [3, 2],
              [4, 1],
            ])
          : weighted(r, [
              [1.7, 1],
              [2, 2],
              [2.35, 1],
              [2.5, 3],
              [3, 2],
            ]);
      const color = weighted(r, [
        ["White", 5],
        ["Gray", 2],
        ["Black", 2],
        ["Pink", 1],
        ["Teal", 1],
        ["Clear", 1],
      ]);
      const pack = pick(["100", "250", "500", "1000"]);
      const size = `${n(width)} x ${n(length)}`;
      const name = `${color} ${kind} ${size} in ${n(mil)} mil`;
      const description =
        `Self-sealing ${kind.toLowerCase()} in ${color.toLowerCase()}, ${size} in at ${n(mil)} mil, ` +
        pick([
          "for e-commerce fulfilment of apparel and soft goods.",
          "tear- and water-resistant for parcel carriers.",
          "with a permanent adhesive strip and tamper-evident seal.",
          "opaque so contents stay private in transit.",
        ]) +
        ` Packed ${pack} per case.`;
      const specs = {
        Size: `${size} in`,
        Width: `${n(width)} in`,
        Length: `${n(length)} in`,
        Thickness: `${n(mil)} mil`,
        Color: color,
        Closure: pick(["Self-seal strip", "Dual seal strips"]),
        "Case Pack": pack,
      };
      const attributes = { width, length, thickness: mil, color };
      const image =
        color === "Gray" || color === "Black" ? "/images/products/poly-mailer-gray.svg" : "/images/products/poly-mailer-white.svg";
      return { name, description, specs, attributes, image };
    },
  },
  "trash-bags": {
    prefix: "TB",
    make(r, pick) {
      const kind = pick([
        "High-Density Can Liners",
        "Low-Density Can Liners",
        "Contractor Bags",
        "Recycled Can Liners",
        "Drawstring Trash Bags",
        "Compactor Bags",
      ]);
      // Capacity as sold ("55-60 Gallon"), the number the attribute keeps (its lower end) and the flat size in inches.
      const [label, capacity, width, length] = weighted(r, [
        [["4", 4, 17, 17], 1],
        [["7-10", 7, 24, 24], 2],
        [["12-16", 12, 24, 33], 3],
        [["20-30", 20, 30, 37], 3],
        [["33", 33, 33, 39], 3],
        [["40-45", 40, 40, 46], 3],
        [["42", 42, 33, 48], 1],
        [["55-60", 55, 38, 58], 4],
        [["65", 65, 50, 48], 1],
      ]);
      // High-density liners are thin (0.35-0.8 mil); low-density and contractor bags 0.7-3 mil.
      const mil = kind.startsWith("High")
        ? weighted(r, [
            [0.35, 1],
            [0.47, 2],
            [0.55, 1],
            [0.6, 2],
            [0.8, 1],
          ])
        : kind.startsWith("Contractor") || kind.startsWith("Compactor")
          ? weighted(r, [
              [2, 1],
              [2.5, 1],
              [3, 2],
            ])
          : weighted(r, [
              [0.7, 1],
              [0.9, 2],
              [1.1, 1],
              [1.5, 3],
              [2, 1],
            ]);
      const color = weighted(r, [
        ["Black", 5],
        ["Clear", 4],
        ["Blue", 1],
        ["Gray", 1],
        ["White", 1],
      ]);
      const count = weighted(r, [
        [50, 2],
        [100, 3],
        [150, 1],
        [200, 2],
        [250, 2],
        [500, 1],
      ]);
      const name = `${color} ${kind} ${label} Gallon ${n(mil)} mil`;
      const description =
        `${kind} in ${color.toLowerCase()} for ${label} gallon receptacles, ${width} x ${length} in, ${n(mil)} mil, ` +
        pick([
          "built for janitorial and office waste.",
          "for food service and kitchen waste streams.",
          "for construction debris and warehouse waste.",
          "star-sealed bottom to prevent leaks.",
        ]) +
        ` ${count} bags per case, coreless rolls.`;
      const specs = {
        Capacity: `${capacity} gal`,
        Thickness: `${n(mil)} mil`,
        Width: `${width} in`,
        Length: `${length} in`,
        Color: color,
        Seal: pick(["Star seal", "Flat seal", "Gusset seal"]),
        "Count per case": String(count),
      };
      const attributes = { capacity, thickness: mil, width, length, color, countPerCase: count };
      const image =
        color === "Clear" || color === "White" ? "/images/products/trash-bag-clear.svg" : "/images/products/trash-bag-black.svg";
      return { name, description, specs, attributes, image };
    },
  },
  "gloves-apron": {
    prefix: "GA",
    make(r, pick) {
      if (r() < 0.2) {
        const size = pick(["24 x 42 in", "28 x 46 in", "28 x 50 in", "33 x 55 in"]);
        const color = pick(["White", "Blue", "Clear"]);
        const mil = pick([0.6, 1, 1.25, 2]);
        const count = pick([100, 200]);
        const name = `${color} Disposable Poly Aprons ${size} ${n(mil)} mil`;
        const description = `Polyethylene aprons, ${size} at ${n(mil)} mil, in ${color.toLowerCase()} for food handling and janitorial work. Individually folded, ${count} per bag, 1000 per case.`;
        const specs = { Material: "LDPE", Size: size, Thickness: `${n(mil)} mil`, Color: color, "Count per box": String(count) };
        return {
          name,
          description,
          specs,
          attributes: { material: "LDPE", size, thickness: mil, countPerBox: count },
          image: "/images/products/poly-apron.svg",
        };
      }
      // Material as the filter lists it; the grade stays in the name.
      const [material, grade] = pick([
        ["Nitrile", ""],
        ["Nitrile", "Heavy-Duty "],
        ["Nitrile", "Latex-Free "],
        ["Vinyl", ""],
        ["Vinyl", "Stretch "],
        ["Latex", ""],
        ["HDPE", "Poly "],
      ]);
      const poly = material === "HDPE";
      const color = poly ? "Clear" : pick(["Blue", "Black", "Purple", "White", "Clear"]);
      const mil = poly
        ? weighted(r, [
            [0.5, 2],
            [0.75, 1],
            [1, 1],
          ])
        : grade.startsWith("Heavy")
          ? weighted(r, [
              [6, 2],
              [8, 1],
            ])
          : weighted(r, [
              [3, 2],
              [4, 3],
              [5, 2],
              [6, 1],
            ]);
      const size = poly
        ? "One size"
        : weighted(r, [
            ["Small", 1],
            ["Medium", 3],
            ["Large", 3],
            ["X-Large", 2],
            ["XX-Large", 1],
          ]);
      const count = poly ? 500 : grade.startsWith("Heavy") ? 50 : 100;
      const label = poly ? "Poly" : `${grade}${material}`;
      const name = `${color} ${label} Gloves ${n(mil)} mil Powder-Free ${size}`;
      const description =
        `Disposable ${label.toLowerCase()} gloves, ${n(mil)} mil, powder-free, size ${size.toLowerCase()}, ` +
        pick([
          "for food handling and prep.",
          "for automotive and light industrial work.",
          "for janitorial and sanitation crews.",
          "with textured fingertips for wet grip.",
        ]) +
        ` ${count} gloves per box, 10 boxes per case.`;
      const specs = {
        Material: material,
        Size: size,
        Thickness: `${n(mil)} mil`,
        Color: color,
        Powder: "Powder-free",
        "Count per box": String(count),
      };
      const attributes = { material, size, thickness: mil, countPerBox: count };
      const image = poly
        ? "/images/products/poly-gloves-clear.svg"
        : color === "Black"
          ? "/images/products/nitrile-gloves-black.svg"
          : "/images/products/nitrile-gloves-blue.svg";
      return { name, description, specs, attributes, image };
    },
  },
  "t-shirt-bags": {
    prefix: "TSB",
    make(r, pick) {
      const print = pick(["Plain", "Thank You Print", "Have a Nice Day Print", "Heavy-Duty", "Recycled"]);
      const [size, dims] = weighted(r, [
        [["1/6 BBL", "11.5 x 6.5 x 21"], 4],
        [["1/6 BBL", "12 x 7 x 22"], 2],
        [["1/8 BBL", "10 x 5 x 18"], 3],
        [["1/10 BBL", "8 x 4 x 16"], 2],
        [["1/4 BBL", "18 x 8 x 30"], 1],
      ]);
      const mic =
        print === "Heavy-Duty"
          ? weighted(r, [
              [18, 2],
              [20, 2],
              [25, 1],
            ])
          : weighted(r, [
              [10, 1],
              [12, 3],
              [13, 3],
              [14, 2],
              [15, 2],
              [16, 1],
              [18, 1],
            ]);
      const color = weighted(r, [
        ["White", 5],
        ["Black", 2],
        ["Red", 1],
        ["Blue", 1],
        ["Beige", 1],
      ]);
      const count = weighted(r, [
        [500, 2],
        [700, 1],
        [1000, 4],
        [1500, 1],
        [2000, 1],
      ]);
      const name = `${print} ${color} T-Shirt Bags ${size} ${dims} in ${mic} Micron`;
      const description =
        `HDPE t-shirt carry-out bags, ${print.toLowerCase()}, ${color.toLowerCase()}, ${size} (${dims} in) at ${mic} micron, ` +
        pick([
          "for grocery and convenience checkout counters.",
          "for restaurant take-out and delivery.",
          "for retail and pharmacy counters.",
          "that open easily from dispensing racks.",
        ]) +
        ` ${count} bags per case.`;
      const specs = {
        Size: size,
        Dimensions: `${dims} in`,
        Thickness: `${mic} µm`,
        Color: color,
        Print: print,
        "Count per case": String(count),
      };
      const attributes = { size, thickness: mic, color, countPerCase: count };
      const image = print.includes("Thank")
        ? "/images/products/t-shirt-bag-thank-you.svg"
        : color === "Black"
          ? "/images/products/t-shirt-bag-black.svg"
          : "/images/products/t-shirt-bag-white.svg";
      return { name, description, specs, attributes, image };
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
    const { name, description, specs, attributes, image } = gen.make(r, pick);
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
      attributes: JSON.stringify(attributes),
      categoryId: cat.id,
    };
  }
}
