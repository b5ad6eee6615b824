import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { SWRConfig } from "swr";
import { RESERVED_ATTRIBUTE_KEYS } from "@/lib/attributes";
import type { Category } from "@/lib/types";
import { SLUG_FORMAT_MESSAGE } from "@/lib/validation/category";
import { imageFile, uploaded, uploads, installFakeUploads } from "../../../../test/fake-upload";
import { CategoryForm } from "./category-form";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

installFakeUploads();

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
  it("shows the exact messages for empty fields", async () => {
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
    expect(JSON.parse(init.body)).toEqual({
      name: "Pallet Covers",
      slug: "pallet-covers",
      description: "Covers for pallets",
      imageUrl: "/images/categories/trash-bags.svg",
      attributes: [],
    });
    expect(toast.success).toHaveBeenCalledWith("Category created successfully");
  });

  const trashBags: Category = {
    id: 1,
    name: "Trash Bags",
    slug: "trash-bags",
    description: "d",
    imageUrl: "/images/categories/trash-bags.svg",
    productCount: 2,
    attributes: [],
  };

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

  it("an image dropped on the field is uploaded and saved as the category's image", async () => {
    fetchMock.mockReturnValue(reply(200, trashBags));
    const { user, onSaved } = renderForm(trashBags);
    fireEvent.drop(screen.getByRole("group", { name: "Upload category image" }), {
      dataTransfer: { files: [imageFile("liners.jpg", "image/jpeg")], types: ["Files"] },
    });
    expect(uploads[0].body.get("file")).toHaveProperty("name", "liners.jpg");
    act(() => uploads[0].respond(201, uploaded()));
    await waitFor(() => expect(screen.getByLabelText("Image URL")).toHaveValue(uploaded().url));
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).imageUrl).toBe(uploaded().url);
  });

  it("shows why the server refused an uploaded file, and keeps the image it had", async () => {
    renderForm(trashBags);
    fireEvent.drop(screen.getByRole("group", { name: "Upload category image" }), {
      dataTransfer: { files: [imageFile("big.png")], types: ["Files"] },
    });
    act(() => uploads[0].respond(413, { message: "The file is larger than 10 MB", errors: { file: "The file is larger than 10 MB" } }));
    expect(await screen.findByRole("alert")).toHaveTextContent("big.png: The file is larger than 10 MB");
    expect(screen.getByLabelText("Image URL")).toHaveValue("/images/categories/trash-bags.svg");
  });

  it("shows a 409 duplicate slug on the slug field", async () => {
    fetchMock.mockReturnValue(
      reply(409, { message: "A category with this slug already exists", errors: { slug: "A category with this slug already exists" } }),
    );
    const { user } = renderForm({
      id: 1,
      name: "Trash Bags",
      slug: "trash-bags",
      description: "d",
      imageUrl: "/images/categories/trash-bags.svg",
      productCount: 2,
      attributes: [],
    });
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    expect(await screen.findByText("A category with this slug already exists")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Failed to update category", { description: "A category with this slug already exists" });
  });

  const film: Category = {
    id: 4,
    name: "Stretch Film",
    slug: "stretch-film",
    description: "d",
    imageUrl: "/images/categories/stretch-film.svg",
    productCount: 3,
    attributes: [
      { key: "width", label: "Width", type: "number", unit: "in", filter: "values" },
      { key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "range" },
      { key: "color", label: "Color", type: "text", unit: null, filter: "values" },
    ],
  };

  async function fillRow(
    user: ReturnType<typeof userEvent.setup>,
    n: number,
    row: { label: string; key?: string; type?: string; unit?: string; filter?: string },
  ) {
    await user.type(screen.getByLabelText(`Label of attribute ${n}`), row.label);
    if (row.key !== undefined) {
      await user.clear(screen.getByLabelText(`Key of attribute ${n}`));
      await user.type(screen.getByLabelText(`Key of attribute ${n}`), row.key);
    }
    if (row.type) await user.selectOptions(screen.getByLabelText(`Type of attribute ${n}`), row.type);
    if (row.unit !== undefined) await user.selectOptions(screen.getByLabelText(`Unit of attribute ${n}`), row.unit);
    if (row.filter) await user.selectOptions(screen.getByLabelText(`Filter of attribute ${n}`), row.filter);
  }

  const sentBody = () => JSON.parse(fetchMock.mock.calls[0][1].body);

  it("adds attribute rows (key suggested from the label, units grouped by dimension) and POSTs them in order", async () => {
    fetchMock.mockReturnValue(reply(201, { id: 9 }));
    const { user, onSaved } = renderForm();
    await user.type(screen.getByLabelText("Name"), "Pallet Covers");
    await user.type(screen.getByLabelText("Description"), "Covers for pallets");
    expect(screen.getByText("No attributes yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add attribute" }));
    // The new row's first field takes the focus, inside a group named for the row.
    expect(screen.getByLabelText("Label of attribute 1")).toHaveFocus();
    expect(screen.getByRole("group", { name: "Attribute 1" })).toBeInTheDocument();
    await fillRow(user, 1, { label: "Film width", unit: "in", filter: "values" });
    expect(screen.getByLabelText("Key of attribute 1")).toHaveValue("filmWidth");
    const unit = screen.getByLabelText("Unit of attribute 1");
    const groups = Array.from(unit.querySelectorAll("optgroup")).map((g) => [
      g.label,
      Array.from(g.querySelectorAll("option")).map((o) => o.value),
    ]);
    expect(groups).toEqual([
      ["Thickness", ["gauge", "mil", "micron"]],
      ["Length", ["in", "mm", "cm", "ft", "m"]],
      ["Capacity", ["gal", "l"]],
    ]);
    expect(screen.getByRole("option", { name: "No unit" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add attribute" }));
    await fillRow(user, 2, { label: "Cases per pallet", key: "casesPerPallet" });
    await user.click(screen.getByRole("button", { name: "Create Category" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody().attributes).toEqual([
      { key: "filmWidth", label: "Film width", type: "number", unit: "in", filter: "values" },
      { key: "casesPerPallet", label: "Cases per pallet", type: "number", unit: null, filter: "none" },
    ]);
  });

  it("edits, reorders and removes a category's attributes; the PUT carries the new list", async () => {
    fetchMock.mockReturnValue(reply(200, film));
    const { user, onSaved } = renderForm(film);
    expect(screen.getByLabelText("Key of attribute 2")).toHaveValue("thickness");
    expect(screen.getByRole("button", { name: "Move attribute 1 up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move attribute 3 down" })).toBeDisabled();
    // Thickness to the top: the focus stays on the moved row, on its other button once at the top.
    await user.click(screen.getByRole("button", { name: "Move attribute 2 up" }));
    expect(screen.getByLabelText("Key of attribute 1")).toHaveValue("thickness");
    expect(screen.getByRole("button", { name: "Move attribute 1 down" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Move attribute 2 down" }));
    expect(screen.getByLabelText("Key of attribute 3")).toHaveValue("width");
    expect(screen.getByRole("button", { name: "Move attribute 3 up" })).toHaveFocus();
    // Keyboard: Enter on a focused move button.
    await user.keyboard("{Enter}");
    expect(screen.getByLabelText("Key of attribute 2")).toHaveValue("width");
    // Renaming a label leaves a saved key alone.
    await user.clear(screen.getByLabelText("Label of attribute 2"));
    await user.type(screen.getByLabelText("Label of attribute 2"), "Roll width");
    expect(screen.getByLabelText("Key of attribute 2")).toHaveValue("width");
    await user.click(screen.getByRole("button", { name: "Remove attribute 3" }));
    expect(screen.queryByLabelText("Key of attribute 3")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add attribute" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/admin/categories/4");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(init.body).attributes).toEqual([
      { key: "thickness", label: "Thickness", type: "number", unit: "gauge", filter: "range" },
      { key: "width", label: "Roll width", type: "number", unit: "in", filter: "values" },
    ]);
  });

  it("says under the unit that saved values are converted when a saved number attribute's unit changes", async () => {
    fetchMock.mockReturnValue(reply(200, film));
    const { user, onSaved } = renderForm(film);
    const unit = screen.getByLabelText("Unit of attribute 2");
    expect(unit).toHaveValue("gauge");
    expect(screen.queryByText(/^Saved values/)).not.toBeInTheDocument();
    await user.selectOptions(unit, "mil");
    expect(screen.getByText("Saved values will be converted from gauge to mil")).toBeInTheDocument();
    expect(unit).toHaveAccessibleDescription(expect.stringContaining("Saved values will be converted from gauge to mil"));
    await user.selectOptions(unit, "in");
    expect(screen.getByText("Saved values will be removed: gauge cannot be converted to in")).toBeInTheDocument();
    await user.selectOptions(unit, "gauge");
    expect(screen.queryByText(/^Saved values/)).not.toBeInTheDocument();
    await user.selectOptions(unit, "mil");
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody().attributes[1]).toEqual({ key: "thickness", label: "Thickness", type: "number", unit: "mil", filter: "range" });
  });

  it("a text attribute cannot have a unit or a range filter", async () => {
    fetchMock.mockReturnValue(reply(200, film));
    const { user, onSaved } = renderForm(film);
    // Color is text: no unit, and Range is not on offer.
    expect(screen.getByLabelText("Unit of attribute 3")).toBeDisabled();
    expect(screen.getByLabelText("Unit of attribute 3")).toHaveValue("");
    const colorFilter = screen.getByLabelText("Filter of attribute 3");
    expect(colorFilter.querySelector('option[value="range"]')).toBeDisabled();
    // Thickness (gauge, range) turned into text loses both.
    await user.selectOptions(screen.getByLabelText("Type of attribute 2"), "text");
    expect(screen.getByLabelText("Unit of attribute 2")).toBeDisabled();
    expect(screen.getByLabelText("Unit of attribute 2")).toHaveValue("");
    expect(screen.getByLabelText("Filter of attribute 2")).toHaveValue("none");
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody().attributes[1]).toEqual({ key: "thickness", label: "Thickness", type: "text", unit: null, filter: "none" });
  });

  it("shows the schema's messages under the row's fields: empty, badly formed, reserved and duplicate keys", async () => {
    const { user } = renderForm(film);
    await user.click(screen.getByRole("button", { name: "Add attribute" }));
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    expect(await screen.findByText("Label is required")).toBeInTheDocument();
    expect(screen.getByText("Key is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Key of attribute 4")).toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByLabelText("Label of attribute 4"), "Core");
    await user.type(screen.getByLabelText("Key of attribute 4"), "Core size");
    expect(
      await screen.findByText("Key must start with a lower-case letter and hold only letters and digits (at most 40)"),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Key of attribute 4"));
    await user.type(screen.getByLabelText("Key of attribute 4"), "page");
    expect(await screen.findByText(`Key cannot be one of ${RESERVED_ATTRIBUTE_KEYS.join(", ")}`)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Key of attribute 4"));
    await user.type(screen.getByLabelText("Key of attribute 4"), "width");
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    expect(await screen.findByText("Key width is used twice")).toBeInTheDocument();
    expect(screen.getByLabelText("Key of attribute 4")).toHaveAccessibleDescription(expect.stringContaining("Key width is used twice"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts a server error about an attribute row under that row's field", async () => {
    fetchMock.mockReturnValue(
      reply(400, {
        message: "attributes.1.unit: Unit is not one the catalogue knows",
        errors: { "attributes.1.unit": "Unit is not one the catalogue knows" },
      }),
    );
    const { user } = renderForm(film);
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    expect(await screen.findByText("Unit is not one the catalogue knows")).toBeInTheDocument();
    expect(screen.getByLabelText("Unit of attribute 2")).toHaveAttribute("aria-invalid", "true");
  });
});
