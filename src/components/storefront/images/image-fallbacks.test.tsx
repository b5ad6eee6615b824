import { fireEvent, render, screen } from "@testing-library/react";
import { ImageFallbacks } from "./image-fallbacks";
import { PLACEHOLDER_IMAGE, SiteImage } from "./site-image";

/** jsdom loads no images: each test says whether the browser had finished (and failed) before hydration. */
function imageState(complete: boolean, naturalWidth: number) {
  jest.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(complete);
  jest.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(naturalWidth);
}

afterEach(() => jest.restoreAllMocks());

describe("SiteImage", () => {
  it("renders the picture with its size, so the layout does not shift, and names its fallback", () => {
    imageState(false, 0);
    render(<SiteImage src="/images/products/poly-apron.svg" alt="Poly apron" width={400} height={300} />);
    const img = screen.getByRole("img", { name: "Poly apron" });
    expect(img).toHaveAttribute("src", "/images/products/poly-apron.svg");
    expect(img).toHaveAttribute("width", "400");
    expect(img).toHaveAttribute("height", "300");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("data-fallback", PLACEHOLDER_IMAGE);
  });

  it("uses the fallback for an empty URL", () => {
    render(<SiteImage src="  " alt="None" width={10} height={10} fallbackSrc="/images/hero.svg" />);
    expect(screen.getByRole("img", { name: "None" })).toHaveAttribute("src", "/images/hero.svg");
  });
});

describe("ImageFallbacks", () => {
  it("shows the fallback when a picture fails after hydration, and does not loop when the fallback fails too", () => {
    imageState(false, 0);
    render(
      <>
        <SiteImage src="https://example.com/missing.jpg" alt="Missing" width={400} height={300} />
        <ImageFallbacks />
      </>,
    );
    const img = screen.getByRole("img", { name: "Missing" });
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it("uses the image's own fallback, and also covers images rendered after it mounted", () => {
    imageState(false, 0);
    const { rerender } = render(<ImageFallbacks />);
    rerender(
      <>
        <ImageFallbacks />
        <SiteImage src="/images/custom-hero.png" fallbackSrc="/images/hero.svg" alt="Hero" width={800} height={450} />
      </>,
    );
    const img = screen.getByRole("img", { name: "Hero" });
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe("/images/hero.svg");
  });

  it("replaces a picture that failed before hydration and keeps one that loaded", () => {
    document.body.innerHTML = `<img alt="Broken" src="https://example.com/broken.jpg" data-fallback="${PLACEHOLDER_IMAGE}">`;
    imageState(true, 0);
    render(<ImageFallbacks />);
    expect(screen.getByRole("img", { name: "Broken" }).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);

    document.body.innerHTML = `<img alt="Loaded" src="/images/products/poly-apron.svg" data-fallback="${PLACEHOLDER_IMAGE}">`;
    imageState(true, 400);
    render(<ImageFallbacks />);
    expect(screen.getByRole("img", { name: "Loaded" }).getAttribute("src")).toBe("/images/products/poly-apron.svg");
  });

  it("leaves images without a fallback alone", () => {
    imageState(false, 0);
    render(
      <>
        {/* eslint-disable-next-line @next/next/no-img-element -- an image that is not a SiteImage */}
        <img alt="Other" src="/x.png" />
        <ImageFallbacks />
      </>,
    );
    const img = screen.getByRole("img", { name: "Other" });
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe("/x.png");
  });
});
