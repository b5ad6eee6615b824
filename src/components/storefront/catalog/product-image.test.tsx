import { fireEvent, render, screen } from "@testing-library/react";
import { PLACEHOLDER_IMAGE, ProductImage } from "./product-image";

/** jsdom loads no images: each test says whether the browser had finished (and failed) before hydration. */
function imageState(complete: boolean, naturalWidth: number) {
  jest.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(complete);
  jest.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(naturalWidth);
}

afterEach(() => jest.restoreAllMocks());

describe("ProductImage", () => {
  it("renders the picture with its size, so the layout does not shift", () => {
    imageState(false, 0);
    render(<ProductImage src="/images/products/poly-apron.svg" alt="Poly apron" />);
    const img = screen.getByRole("img", { name: "Poly apron" });
    expect(img).toHaveAttribute("src", "/images/products/poly-apron.svg");
    expect(img).toHaveAttribute("width", "400");
    expect(img).toHaveAttribute("height", "300");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("shows the placeholder when the picture fails to load", () => {
    imageState(false, 0);
    render(<ProductImage src="https://example.com/missing.jpg" alt="Missing" />);
    const img = screen.getByRole("img", { name: "Missing" });
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    // A failing placeholder does not loop.
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it("also replaces a picture that failed before hydration", () => {
    imageState(true, 0);
    render(<ProductImage src="https://example.com/broken.jpg" alt="Broken" />);
    expect(screen.getByRole("img", { name: "Broken" }).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it("keeps a picture that loaded before hydration", () => {
    imageState(true, 400);
    render(<ProductImage src="/images/products/poly-apron.svg" alt="Loaded" />);
    expect(screen.getByRole("img", { name: "Loaded" }).getAttribute("src")).toBe("/images/products/poly-apron.svg");
  });

  it("uses the placeholder for an empty URL", () => {
    imageState(false, 0);
    render(<ProductImage src="  " alt="None" />);
    expect(screen.getByRole("img", { name: "None" }).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });
});
