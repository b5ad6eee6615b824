import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { SWRConfig } from "swr";
import type { Category } from "@/lib/types";
import { SLUG_FORMAT_MESSAGE } from "@/lib/validation/category";
import { CategoryForm } from "./category-form";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
const reply = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 300, status, statusText: "", json: () => Promise.resolve(body) } as Response);

function Providers({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), fetcher: async () => [] }}>{children}</SWRConfig>;
}

function renderForm(category: Category | null = null) {
  const onSaved = jest.fn();
  render(<CategoryForm category={category} onSaved={onSaved} onCancel={jest.fn()} />, { wrapper: Providers });
  return { onSaved, user: userEvent.setup() };
}

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

describe("CategoryForm", () => {
  it("shows the spec's messages for empty fields", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Create Category" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Slug is required")).toBeInTheDocument();
    expect(screen.getByText("Description is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("derives the slug from the name until the slug is edited", async () => {
    const { user } = renderForm();
    const name = screen.getByLabelText("Name");
    const slug = screen.getByLabelText("Slug");
    await user.type(name, "Pallet Covers");
    expect(slug).toHaveValue("pallet-covers");
    await user.clear(slug);
    await user.type(slug, "covers");
    await user.type(name, " XL");
    expect(slug).toHaveValue("covers");
  });

  it("rejects a slug with other characters", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Slug"), "Bad Slug!");
    await user.click(screen.getByRole("button", { name: "Create Category" }));
    expect(await screen.findByText(SLUG_FORMAT_MESSAGE)).toBeInTheDocument();
  });

  it("creates: POSTs the values, toasts and reports success", async () => {
    fetchMock.mockReturnValue(reply(201, { id: 9 }));
    const { user, onSaved } = renderForm();
    await user.type(screen.getByLabelText("Name"), "Pallet Covers");
    await user.type(screen.getByLabelText("Description"), "Covers for pallets");
    await user.type(screen.getByLabelText("Image URL"), "/images/categories/trash-bags.svg");
    await user.click(screen.getByRole("button", { name: "Create Category" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/admin/categories");
    expect(JSON.parse(init.body)).toEqual({ name: "Pallet Covers", slug: "pallet-covers", description: "Covers for pallets", imageUrl: "/images/categories/trash-bags.svg" });
    expect(toast.success).toHaveBeenCalledWith("Category created successfully");
  });

  const trashBags: Category = { id: 1, name: "Trash Bags", slug: "trash-bags", description: "d", imageUrl: "/images/categories/trash-bags.svg", productCount: 2, attributes: [] };

  it("says before saving that a new slug moves the category's address, and that the old one will redirect", async () => {
    const { user } = renderForm(trashBags);
    expect(screen.queryByText(/^Address changes/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Name"), " and Liners");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Address changes: /categories/trash-bags \u2192 /categories/trash-bags-and-liners (the old address will redirect)",
    );
    await user.clear(screen.getByLabelText("Slug"));
    await user.type(screen.getByLabelText("Slug"), "trash-bags");
    expect(screen.queryByText(/^Address changes/)).not.toBeInTheDocument();
  });

  it("an emptied image URL goes back to the default picture", async () => {
    fetchMock.mockReturnValue(reply(200, trashBags));
    const { user, onSaved } = renderForm(trashBags);
    await user.clear(screen.getByLabelText("Image URL"));
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).imageUrl).toBe("/images/placeholder.svg");
  });

  it("shows a 409 duplicate slug on the slug field", async () => {
    fetchMock.mockReturnValue(reply(409, { message: "A category with this slug already exists", errors: { slug: "A category with this slug already exists" } }));
    const { user } = renderForm({ id: 1, name: "Trash Bags", slug: "trash-bags", description: "d", imageUrl: "/images/categories/trash-bags.svg", productCount: 2, attributes: [] });
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    expect(await screen.findByText("A category with this slug already exists")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Failed to update category", { description: "A category with this slug already exists" });
  });
});
