import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { SWRConfig } from "swr";
import type { Category, Product } from "@/lib/types";
import { SPECIFICATIONS_FORMAT_MESSAGE } from "@/lib/validation/product";
import { imageFile, uploaded, uploads, installFakeUploads } from "../../../../test/fake-upload";
import { ProductForm } from "./product-form";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const categories: Category[] = [
  {
    id: 3,
    name: "Trash Bags",
    slug: "trash-bags",
    description: "d",
    imageUrl: "/images/categories/trash-bags.svg",
    productCount: 1,
    attributes: [],
  },
];
const product: Product = {
  id: 7,
  name: "Black Contractor Bags",
  slug: "black-contractor-bags",
  sku: "TB-3001",
  description: "Heavy duty",
  priceMin: "39.00",
  priceMax: "46.00",
  imageUrl: "/images/products/trash-bag-black.svg",
  categoryId: 3,
  category: { name: "Trash Bags", slug: "trash-bags" },
  specifications: '{"Size":"33 x 48 in"}',
  unitOfSale: "per case of 50 bags",
  attributes: {},
  images: [],
};

installFakeUploads();

const fetchMock = jest.fn();
const reply = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 300, status, statusText: "", json: () => Promise.resolve(body) } as Response);

function Providers({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), fetcher: async () => categories, dedupingInterval: 0 }}>{children}</SWRConfig>;
}

function renderForm(p: Product | null = null) {
  const onSaved = jest.fn();
  render(<ProductForm product={p} onSaved={onSaved} onCancel={jest.fn()} />, { wrapper: Providers });
  return { onSaved, user: userEvent.setup() };
}

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

describe("ProductForm", () => {
  it("shows the exact message for every required field", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    for (const message of [
      "Name is required",
      "Slug is required",
      "SKU is required",
      "Description is required",
      "Category is required",
      "Specifications are required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("derives the read-only slug from the name as it is typed", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Name"), "Clear Stretch Film 18in");
    const slug = screen.getByLabelText("Slug");
    expect(slug).toHaveValue("clear-stretch-film-18in");
    expect(slug).toHaveAttribute("readonly");
  });

  it("rejects details that are not a JSON object", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Details (specifications)"), "Width: 18in");
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    expect(await screen.findByText(SPECIFICATIONS_FORMAT_MESSAGE)).toBeInTheDocument();
  });

  it("checks the image URL and the prices", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Image URL"), "not a url");
    await user.type(screen.getByLabelText("Min price (USD)"), "abc");
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    expect(await screen.findByText("Valid image URL is required")).toBeInTheDocument();
    expect(screen.getByText("Enter a price like 45.00")).toBeInTheDocument();
  });

  it("edits: sends PUT with the product's values and reports success", async () => {
    fetchMock.mockReturnValue(reply(200, product));
    const { user, onSaved } = renderForm(product);
    expect(screen.getByLabelText("Name")).toHaveValue("Black Contractor Bags");
    await user.click(screen.getByRole("button", { name: "Update Product" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).startsWith("/api/admin/products"))!;
    expect(url).toBe("/api/admin/products/7");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(init.body)).toMatchObject({
      name: "Black Contractor Bags",
      sku: "TB-3001",
      categoryId: 3,
      priceMin: "39.00",
      priceMax: "46.00",
    });
    expect(toast.success).toHaveBeenCalledWith("Product updated successfully");
  });

  it("edits the unit of sale (placeholder, at most 60 characters) and sends it", async () => {
    fetchMock.mockReturnValue(reply(200, product));
    const { user, onSaved } = renderForm(product);
    const unit = screen.getByLabelText("Unit of sale");
    expect(unit).toHaveValue("per case of 50 bags");
    expect(unit).toHaveAttribute("placeholder", "e.g. per case of 4 rolls");
    await user.clear(unit);
    await user.type(unit, "per pallet of 40 cases");
    await user.click(screen.getByRole("button", { name: "Update Product" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).startsWith("/api/admin/products"))!;
    expect(JSON.parse(init.body)).toMatchObject({ unitOfSale: "per pallet of 40 cases" });
  });

  describe("images", () => {
    const zone = (name: string) => screen.getByRole("group", { name });
    const drop = (name: string, ...files: File[]) => fireEvent.drop(zone(name), { dataTransfer: { files, types: ["Files"] } });
    const sent = () => JSON.parse(fetchMock.mock.calls.find(([u]) => String(u).startsWith("/api/admin/products"))![1].body);
    const A = uploaded("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
    const B = uploaded("bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb");

    it("a photo dropped on the main image becomes its URL, and is saved", async () => {
      fetchMock.mockReturnValue(reply(200, product));
      const { user, onSaved } = renderForm(product);
      drop("Upload main image", imageFile());
      act(() => uploads[0].respond(201, A));
      await waitFor(() => expect(screen.getByLabelText("Image URL")).toHaveValue(A.url));
      await user.click(screen.getByRole("button", { name: "Update Product" }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(sent()).toMatchObject({ imageUrl: A.url, images: [] });
    });

    it("more images: uploaded several at once, a pasted link added, reordered and removed, then saved in order", async () => {
      fetchMock.mockReturnValue(reply(200, product));
      const { user, onSaved } = renderForm({ ...product, images: ["/images/products/old-side.svg"] });
      drop("Upload more images", imageFile("a.png"), imageFile("b.png"));
      act(() => uploads[0].respond(201, A));
      await waitFor(() => expect(uploads).toHaveLength(2));
      act(() => uploads[1].respond(201, B));
      const list = () =>
        within(screen.getByRole("region", { name: "More images" }))
          .getAllByRole("listitem")
          .map((li) => li.textContent);
      await waitFor(() => expect(list()).toEqual(["/images/products/old-side.svg", A.url, B.url]));

      await user.type(screen.getByLabelText("Add a link to an image"), "https://cdn.example.com/back.jpg{Enter}");
      expect(list()).toEqual(["/images/products/old-side.svg", A.url, B.url, "https://cdn.example.com/back.jpg"]);
      expect(screen.getByLabelText("Add a link to an image")).toHaveValue("");
      expect(onSaved).not.toHaveBeenCalled();

      await user.click(screen.getByRole("button", { name: "Remove image 1" }));
      await user.click(screen.getByRole("button", { name: "Move image 3 earlier" }));
      expect(list()).toEqual([A.url, "https://cdn.example.com/back.jpg", B.url]);

      await user.click(screen.getByRole("button", { name: "Update Product" }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(sent().images).toEqual([A.url, "https://cdn.example.com/back.jpg", B.url]);
    });

    it("a pasted link that is not a URL is not added", async () => {
      const { user } = renderForm(product);
      await user.type(screen.getByLabelText("Add a link to an image"), "not a link");
      await user.click(screen.getByRole("button", { name: "Add" }));
      expect(await screen.findByText("Each image must be a valid image URL")).toBeInTheDocument();
      expect(within(screen.getByRole("region", { name: "More images" })).queryAllByRole("listitem")).toHaveLength(0);
    });

    it("shows the server's refusal of an upload in the field", async () => {
      renderForm(product);
      drop("Upload more images", imageFile("fake.png"));
      act(() =>
        uploads[0].respond(415, {
          message: "Unsupported image type",
          errors: { file: "The file must be a JPEG, PNG, WebP or AVIF image" },
        }),
      );
      expect(await within(zone("Upload more images")).findByRole("alert")).toHaveTextContent(
        "fake.png: The file must be a JPEG, PNG, WebP or AVIF image",
      );
    });

    it("puts the server's error on the image it names", async () => {
      fetchMock.mockReturnValue(
        reply(400, {
          message: "images.1: Each image must be a valid image URL",
          errors: { "images.1": "Each image must be a valid image URL" },
        }),
      );
      const { user } = renderForm({ ...product, images: ["/a.png", "/b.png"] });
      await user.click(screen.getByRole("button", { name: "Update Product" }));
      const items = await waitFor(() => {
        const li = within(screen.getByRole("region", { name: "More images" })).getAllByRole("listitem");
        expect(li[1]).toHaveTextContent("Each image must be a valid image URL");
        return li;
      });
      expect(items[0]).not.toHaveTextContent("Each image must be a valid image URL");
    });
  });

  it("says before saving that a rename moves the product's address, and that the old one will redirect", async () => {
    const { user } = renderForm(product);
    expect(screen.queryByText(/^Address changes/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Name"), " XL");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Address changes: /products/black-contractor-bags \u2192 /products/black-contractor-bags-xl (the old address will redirect)",
    );
    // Back to the same slug: nothing moves.
    await user.type(screen.getByLabelText("Name"), "{Backspace}{Backspace}{Backspace}");
    expect(screen.queryByText(/^Address changes/)).not.toBeInTheDocument();
  });

  it("says nothing about addresses for a new product", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Name"), "Clear Stretch Film");
    expect(screen.queryByText(/^Address changes/)).not.toBeInTheDocument();
  });

  it("an emptied image URL goes back to the default picture", async () => {
    fetchMock.mockReturnValue(reply(200, product));
    const { user, onSaved } = renderForm(product);
    await user.clear(screen.getByLabelText("Image URL"));
    expect(screen.getByRole("img", { name: "Default picture" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Update Product" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).startsWith("/api/admin/products"))!;
    expect(JSON.parse(init.body).imageUrl).toBe("/images/placeholder.svg");
  });

  it("shows a product with the default picture as an empty image field", async () => {
    renderForm({ ...product, imageUrl: "/images/placeholder.svg" });
    expect(screen.getByLabelText("Image URL")).toHaveValue("");
    expect(await screen.findByRole("img", { name: "Default picture" })).toBeInTheDocument();
    // The categories have arrived (the select is enabled): nothing is left to update after the test.
    await waitFor(() => expect(screen.getByLabelText("Category")).toBeEnabled());
  });

  it("puts the server's per-field error (409 duplicate SKU) on the field", async () => {
    fetchMock.mockReturnValue(
      reply(409, { message: "A product with this SKU already exists", errors: { sku: "A product with this SKU already exists" } }),
    );
    const { user, onSaved } = renderForm(product);
    await user.click(screen.getByRole("button", { name: "Update Product" }));
    expect(await screen.findByText("A product with this SKU already exists")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Failed to update product", { description: "A product with this SKU already exists" });
    expect(screen.getByLabelText("SKU")).toHaveAttribute("aria-invalid", "true");
    expect(onSaved).not.toHaveBeenCalled();
  });

  describe("attributes of the chosen category", () => {
    const stretchFilm: Category = {
      id: 5,
      name: "Stretch Film",
      slug: "stretch-film",
      description: "d",
      imageUrl: "/images/categories/stretch-film.svg",
      productCount: 1,
      attributes: [
        { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
        { key: "length", label: "Length", type: "number", unit: "ft", filter: "values" },
        { key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "range" },
        { key: "rollsPerCase", label: "Rolls per case", type: "number", unit: null, filter: "none" },
        { key: "color", label: "Color", type: "text", unit: null, filter: "values" },
      ],
    };
    const film: Product = {
      ...product,
      id: 8,
      name: "Hand Stretch Film 18in",
      slug: "hand-stretch-film-18in",
      sku: "SF-18",
      categoryId: 5,
      category: { name: "Stretch Film", slug: "stretch-film" },
      specifications: '{"Width":"18in","Thickness":"80 gauge"}',
      attributes: { width: 18, thickness: 80 },
    };

    beforeAll(() => {
      categories.push(stretchFilm);
      // Radix Select asks for pointer capture and scrolls its list into view; jsdom has neither.
      Element.prototype.hasPointerCapture ??= () => false;
      Element.prototype.releasePointerCapture ??= () => {};
      Element.prototype.scrollIntoView ??= () => {};
    });
    afterAll(() => {
      categories.pop();
    });

    const sentBody = () => JSON.parse(fetchMock.mock.calls.find(([u]) => String(u).startsWith("/api/admin/products"))![1].body);

    it("shows the category's attributes as fields with their units, the equivalents below, and sends numbers as numbers", async () => {
      fetchMock.mockReturnValue(reply(200, film));
      const { user, onSaved } = renderForm(film);
      expect(await screen.findByRole("heading", { name: "Attributes of Stretch Film" })).toBeInTheDocument();
      const width = screen.getByLabelText("Width (inches)");
      expect(width).toHaveValue("18");
      expect(width).toHaveAttribute("inputmode", "decimal");
      expect(width).toHaveAccessibleDescription(expect.stringContaining("18 in (457 mm)"));
      expect(screen.getByLabelText("Thickness (gauge)")).toHaveAccessibleDescription(expect.stringContaining("80 gauge (0.8 mil, 20 µm)"));
      const length = screen.getByLabelText("Length (feet)");
      expect(length).toHaveValue("");
      // The unit is written beside each number field.
      expect(length.parentElement).toHaveTextContent("ft");
      expect(screen.getByLabelText("Thickness (gauge)").parentElement).toHaveTextContent("gauge");
      expect(screen.queryByText(/\(457 m\)/)).not.toBeInTheDocument();
      await user.type(length, "1,500");
      expect(screen.getByText("1500 ft (457 m)")).toBeInTheDocument();
      await user.type(screen.getByLabelText("Rolls per case"), "4");
      expect(screen.getByLabelText("Rolls per case")).toHaveAttribute("inputmode", "decimal");
      const color = screen.getByLabelText("Color");
      expect(color).not.toHaveAttribute("inputmode");
      await user.type(color, " Clear ");
      expect(screen.getByText(/Attributes filled in above are written in here under their labels on save\./)).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Update Product" }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(sentBody().attributes).toEqual({ width: 18, length: 1500, thickness: 80, rollsPerCase: 4, color: "Clear" });
    });

    it("leaves emptied fields out, and checks numbers before sending", async () => {
      fetchMock.mockReturnValue(reply(200, film));
      const { user, onSaved } = renderForm(film);
      const width = await screen.findByLabelText("Width (inches)");
      await user.clear(width);
      await user.type(width, "wide");
      await user.click(screen.getByRole("button", { name: "Update Product" }));
      expect(await screen.findByText("Width must be a number")).toBeInTheDocument();
      expect(width).toHaveAttribute("aria-invalid", "true");
      expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith("/api/admin/products"))).toBe(false);
      await user.clear(width);
      await user.click(screen.getByRole("button", { name: "Update Product" }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(sentBody().attributes).toEqual({ thickness: 80 });
    });

    it("puts the server's error keyed attributes.width under the width field", async () => {
      fetchMock.mockReturnValue(
        reply(400, { message: "attributes.width: Width is too large", errors: { "attributes.width": "Width is too large" } }),
      );
      const { user, onSaved } = renderForm(film);
      await screen.findByLabelText("Width (inches)");
      await user.click(screen.getByRole("button", { name: "Update Product" }));
      expect(await screen.findByText("Width is too large")).toBeInTheDocument();
      expect(screen.getByLabelText("Width (inches)")).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByLabelText("Width (inches)")).toHaveAccessibleDescription(expect.stringContaining("Width is too large"));
      expect(onSaved).not.toHaveBeenCalled();
    });

    it("switching category shows the new category's fields and warns that the old values will be dropped", async () => {
      fetchMock.mockReturnValue(reply(200, film));
      const { user, onSaved } = renderForm(film);
      await screen.findByLabelText("Width (inches)");
      await user.click(screen.getByRole("combobox", { name: "Category" }));
      await user.click(await screen.findByRole("option", { name: "Trash Bags" }));
      expect(screen.queryByLabelText("Width (inches)")).not.toBeInTheDocument();
      expect(screen.queryByRole("heading", { name: /^Attributes of/ })).not.toBeInTheDocument();
      expect(
        screen.getByText("Trash Bags has no Width or Thickness attribute: their values will be dropped when you save."),
      ).toBeInTheDocument();
      // Back again: nothing was lost yet.
      await user.click(screen.getByRole("combobox", { name: "Category" }));
      await user.click(await screen.findByRole("option", { name: "Stretch Film" }));
      expect(screen.getByLabelText("Width (inches)")).toHaveValue("18");
      expect(screen.queryByText(/will be dropped when you save/)).not.toBeInTheDocument();
      await user.click(screen.getByRole("combobox", { name: "Category" }));
      await user.click(await screen.findByRole("option", { name: "Trash Bags" }));
      await user.click(screen.getByRole("button", { name: "Update Product" }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(sentBody()).toMatchObject({ categoryId: 3, attributes: {} });
    });
  });
});
