import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { SWRConfig } from "swr";
import type { Category, Product } from "@/lib/types";
import { SPECIFICATIONS_FORMAT_MESSAGE } from "@/lib/validation/product";
import { ProductForm } from "./product-form";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const categories: Category[] = [{ id: 3, name: "Trash Bags", slug: "trash-bags", description: "d", imageUrl: "/images/categories/trash-bags.svg", productCount: 1, attributes: [] }];
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
};

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
  it("shows the spec's message for every required field", async () => {
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
    expect(JSON.parse(init.body)).toMatchObject({ name: "Black Contractor Bags", sku: "TB-3001", categoryId: 3, priceMin: "39.00", priceMax: "46.00" });
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
    fetchMock.mockReturnValue(reply(409, { message: "A product with this SKU already exists", errors: { sku: "A product with this SKU already exists" } }));
    const { user, onSaved } = renderForm(product);
    await user.click(screen.getByRole("button", { name: "Update Product" }));
    expect(await screen.findByText("A product with this SKU already exists")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Failed to update product", { description: "A product with this SKU already exists" });
    expect(screen.getByLabelText("SKU")).toHaveAttribute("aria-invalid", "true");
    expect(onSaved).not.toHaveBeenCalled();
  });
});
