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

describe("SiteImage of an upload", () => {
  const upload = "/uploads/0123456789abcdef0123456789abcdef.webp";
  const variants =
    "/uploads/0123456789abcdef0123456789abcdef-320.webp 320w, /uploads/0123456789abcdef0123456789abcdef-640.webp 640w, /uploads/0123456789abcdef0123456789abcdef-1280.webp 1280w";

  it("offers the upload's 320, 640 and 1280 px copies with the sizes it is drawn at", () => {
    render(<SiteImage src={upload} alt="Uploaded" width={400} height={300} sizes="(min-width: 768px) 50vw, 100vw" />);
    const img = screen.getByRole("img", { name: "Uploaded" });
    expect(img).toHaveAttribute("src", upload);
    expect(img).toHaveAttribute("srcset", variants);
    expect(img).toHaveAttribute("sizes", "(min-width: 768px) 50vw, 100vw");
  });

  it("is drawn at its width when no sizes are given; an absolute upload URL keeps its host", () => {
    render(<SiteImage src={`https://shop.example.com${upload}`} alt="Absolute" width={64} height={64} />);
    const img = screen.getByRole("img", { name: "Absolute" });
    expect(img).toHaveAttribute("sizes", "64px");
    expect(img.getAttribute("srcset")).toMatch(/^https:\/\/shop\.example\.com\/uploads\/0123456789abcdef0123456789abcdef-320\.webp 320w, /);
  });

  it("renders any other URL, or an upload's copy, with src alone", () => {
    render(
      <>
        <SiteImage src="https://images.example.com/film.jpg" alt="Linked" width={400} height={300} sizes="100vw" />
        <SiteImage src="/uploads/0123456789abcdef0123456789abcdef-640.webp" alt="Copy" width={400} height={300} />
        <SiteImage src="/images/products/poly-apron.svg" alt="Site" width={400} height={300} />
      </>,
    );
    for (const name of ["Linked", "Copy", "Site"]) {
      const img = screen.getByRole("img", { name });
      expect(img).not.toHaveAttribute("srcset");
      expect(img).not.toHaveAttribute("sizes");
    }
  });

  it("drops the srcset when it falls back, so the browser shows the fallback", () => {
    imageState(false, 0);
    render(
      <>
        <SiteImage src={upload} alt="Gone" width={400} height={300} />
        <ImageFallbacks />
      </>,
    );
    const img = screen.getByRole("img", { name: "Gone" });
    fireEvent.error(img);
    expect(img).toHaveAttribute("src", PLACEHOLDER_IMAGE);
    expect(img).not.toHaveAttribute("srcset");
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
