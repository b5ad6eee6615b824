import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { Product } from "@/lib/types";
import { DuplicateProductDialog } from "./duplicate-product-dialog";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
const reply = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status < 300,
    status,
    statusText: "",
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  } as Response);

const source = { id: 12, name: "Clear Liners", slug: "clear-liners", sku: "CL-1" } as Product;

function renderDialog() {
  const props = { onOpenChange: jest.fn(), onDuplicated: jest.fn() };
  render(<DuplicateProductDialog product={source} open {...props} />);
  return { ...props, user: userEvent.setup() };
}

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

it("asks for the new SKU and slug (both required) and keeps the name unless changed", async () => {
  const { user } = renderDialog();
  expect(screen.getByRole("dialog", { name: "Duplicate Clear Liners" })).toBeInTheDocument();
  expect(screen.getByLabelText("Name")).toHaveValue("Clear Liners");
  await user.click(screen.getByRole("button", { name: "Duplicate" }));
  expect(await screen.findByText("SKU is required")).toBeInTheDocument();
  expect(screen.getByText("Slug is required")).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("sends them, then reports the copy", async () => {
  fetchMock.mockReturnValue(reply(201, { ...source, id: 40, sku: "CL-2", slug: "clear-liners-2" }));
  const { user, onDuplicated, onOpenChange } = renderDialog();
  await user.type(screen.getByLabelText("New SKU"), "CL-2");
  await user.type(screen.getByLabelText("New slug"), "clear-liners-2");
  await user.click(screen.getByRole("button", { name: "Duplicate" }));
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe("/api/admin/products/12/duplicate");
  expect(JSON.parse(init.body)).toEqual({ sku: "CL-2", slug: "clear-liners-2", name: "Clear Liners" });
  expect(toast.success).toHaveBeenCalledWith("Duplicated as Clear Liners (CL-2)");
  expect(onDuplicated).toHaveBeenCalledWith(expect.objectContaining({ id: 40 }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

it("a taken slug shows under the slug field, and the dialog stays", async () => {
  fetchMock.mockReturnValue(
    reply(409, { message: "A product with this slug already exists", errors: { slug: "A product with this slug already exists" } }),
  );
  const { user, onDuplicated } = renderDialog();
  await user.type(screen.getByLabelText("New SKU"), "CL-2");
  await user.type(screen.getByLabelText("New slug"), "clear-liners");
  await user.click(screen.getByRole("button", { name: "Duplicate" }));
  expect(await screen.findByText("A product with this slug already exists")).toBeInTheDocument();
  expect(screen.getByLabelText("New slug")).toHaveFocus();
  expect(toast.error).not.toHaveBeenCalled();
  expect(onDuplicated).not.toHaveBeenCalled();
});
