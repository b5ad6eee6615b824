/** Pictures shipped with the site (public/images/products), offered as ready-to-use image URLs. */
export const SAMPLE_PRODUCT_IMAGES: { label: string; url: string }[] = [
  { label: "Stretch film roll", url: "/images/products/stretch-film-roll.svg" },
  { label: "Black stretch film", url: "/images/products/black-stretch-film.svg" },
  { label: "Machine film roll", url: "/images/products/machine-film-roll.svg" },
  { label: "White poly mailer", url: "/images/products/poly-mailer-white.svg" },
  { label: "Gray poly mailer", url: "/images/products/poly-mailer-gray.svg" },
  { label: "Black trash bag", url: "/images/products/trash-bag-black.svg" },
  { label: "Clear trash bag", url: "/images/products/trash-bag-clear.svg" },
  { label: "Blue nitrile gloves", url: "/images/products/nitrile-gloves-blue.svg" },
  { label: "Black nitrile gloves", url: "/images/products/nitrile-gloves-black.svg" },
  { label: "Clear poly gloves", url: "/images/products/poly-gloves-clear.svg" },
  { label: "Poly apron", url: "/images/products/poly-apron.svg" },
  { label: "White t-shirt bag", url: "/images/products/t-shirt-bag-white.svg" },
  { label: "Black t-shirt bag", url: "/images/products/t-shirt-bag-black.svg" },
  { label: '"Thank you" t-shirt bag', url: "/images/products/t-shirt-bag-thank-you.svg" },
];
