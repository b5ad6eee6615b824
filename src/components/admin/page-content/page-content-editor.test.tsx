import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { PageContentAnswer } from "@/lib/validation/product-page-content";
import { PageContentEditor } from "./page-content-editor";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, statusText: "", json: () => Promise.resolve(body) } as Response);

const LOADED_AT = "2026-11-25T01:00:00.000Z";
const content: PageContentAnswer = {
  productName: "PE Stretch Film",
  productDescription: "Premium LDPE stretch film.",
  mainImageUrl: "/images/stretch-film.svg",
  specifications: {
    weight: "33.29 lbs",
    filmType: "Hand Film",
    filmWidth: "18in",
    filmLength: "1500 feet",
    filmThickness: "80 gauge",
    sku: "pe001",
  },
  priceRange: { min: "45.00", max: "55.00" },
  galleryImages: ["/images/stretch-film.svg"],
  handWrappedVariants: [{ code: "USSF.0001", size: "450mm x 1500ft", thickness: "20mic", color: "Clear" }],
  machineWrappedVariants: [{ code: "USSF.0008", size: "20in x 5000ft", thickness: "80 gauge", color: "Clear" }],
  catalogProducts: [
    {
      id: 100,
      name: "Hand Stretch Film 18in x 1500ft",
      sku: "USSF.0001",
      size: "18in x 1500ft",
      thickness: "80 gauge",
      color: "Clear",
      weight: "33.29 lbs",
      dimensions: "19 x 11 x 11 in",
      filmType: "Hand Film",
      imageUrl: "",
    },
  ],
  downloadDocuments: [{ title: "Spec sheet", description: "", downloadUrl: "/docs/spec.pdf" }],
  updatedAt: LOADED_AT,
  linkedProducts: [
    {
      id: 21,
      name: "Hand Stretch Film 450mm x 1500ft 20 Micron Clear",
      slug: "hand-film",
      sku: "USSF.0001",
      priceMin: "44.00",
      priceMax: "53.00",
      unitOfSale: "per case of 4 rolls",
    },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

function setup() {
  const user = userEvent.setup();
  render(<PageContentEditor content={content} />);
  return user;
}

const tab = (name: string) => screen.getByRole("tab", { name: new RegExp(`^${name}`) });
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Save Changes" }));
const posted = () =>
  JSON.parse(
    String((fetchMock.mock.calls.find(([, init]) => (init as RequestInit).method === "POST")?.[1] as RequestInit).body),
  ) as PageContentAnswer;

describe("PageContentEditor", () => {
  it("has the six tabs and one Save Changes button", () => {
    setup();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Basic Info",
      "Gallery",
      "Specifications",
      "Variants",
      "Catalog Products",
      "Downloads",
    ]);
    expect(screen.getAllByRole("button", { name: "Save Changes" })).toHaveLength(1);
  });

  it("requires the product name and description", async () => {
    const user = setup();
    await user.clear(screen.getByLabelText("Product Name"));
    await user.clear(screen.getByLabelText("Product Description"));
    await save(user);
    expect(await screen.findByText("Product name is required")).toBeInTheDocument();
    expect(screen.getByText("Product description is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("selects the tab of the first error, showing the price messages", async () => {
    const user = setup();
    await user.click(tab("Specifications"));
    await user.clear(screen.getByLabelText("Min Price"));
    await user.clear(screen.getByLabelText("Max Price"));
    await user.clear(screen.getByLabelText("Film Width"));
    await user.click(tab("Downloads"));
    await save(user);
    await waitFor(() => expect(tab("Specifications")).toHaveAttribute("aria-selected", "true"));
    expect(screen.getByText("Min price is required")).toBeInTheDocument();
    expect(screen.getByText("Max price is required")).toBeInTheDocument();
    expect(screen.getByText("Film width is required")).toBeInTheDocument();
    expect(tab("Specifications")).toHaveTextContent("(has errors)");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("edits variants inline: Add Variant uses the default values, rows can be removed", async () => {
    const user = setup();
    await user.click(tab("Variants"));
    const hand = screen.getByRole("region", { name: "Hand-Wrapped Variants" });
    await user.click(within(hand).getByRole("button", { name: "Add Variant" }));
    const code = within(hand).getByLabelText("Code, row 2");
    expect((code as HTMLInputElement).value).toMatch(/^USSF\.\d{4}$/);
    expect(within(hand).getByLabelText("Color, row 2")).toHaveValue("Clear");
    await user.type(within(hand).getByLabelText("Size, row 2"), "18in x 1000ft");
    await user.click(within(hand).getByRole("button", { name: "Remove variant 1" }));
    expect(within(hand).queryByDisplayValue("USSF.0001")).not.toBeInTheDocument();

    fetchMock.mockImplementation((_url: string, init: RequestInit) => answer(200, JSON.parse(String(init.body))));
    await save(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Product page content saved successfully!"));
    expect(posted().handWrappedVariants).toEqual([
      { code: (code as HTMLInputElement).value, size: "18in x 1000ft", thickness: "", color: "Clear" },
    ]);
  });

  it("drops empty gallery URLs and refuses a bad one", async () => {
    const user = setup();
    await user.click(tab("Gallery"));
    await user.click(screen.getByRole("button", { name: "Add Image" }));
    await user.click(screen.getByRole("button", { name: "Add Image" }));
    await user.type(screen.getByLabelText("Image 3 URL"), "nope");
    await save(user);
    expect(await screen.findByText("Please enter a valid image URL")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Image 3 URL"));
    await user.type(screen.getByLabelText("Image 3 URL"), "https://i.example.com/roll.png");
    fetchMock.mockImplementation((_url: string, init: RequestInit) => answer(200, JSON.parse(String(init.body))));
    await save(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(posted().galleryImages).toEqual(["/images/stretch-film.svg", "https://i.example.com/roll.png"]);
  });

  it("adds a catalog product with the default values, which then needs a name", async () => {
    const user = setup();
    await user.click(tab("Catalog Products"));
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    const added = screen.getByRole("group", { name: /Product 2/ });
    expect(within(added).getByLabelText("Color")).toHaveValue("Clear");
    expect(within(added).getByLabelText("Name")).toHaveValue("");
    await save(user);
    expect(await within(added).findByText("Name is required")).toBeInTheDocument();
  });

  it("shows the server's field errors on their tab and the failure toast", async () => {
    fetchMock.mockReturnValue(answer(400, { message: "Name is required", errors: { "catalogProducts.0.name": "Name is required" } }));
    const user = setup();
    await save(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to save product page content. Please try again."));
    await waitFor(() => expect(tab("Catalog Products")).toHaveAttribute("aria-selected", "true"));
    expect(screen.getByText("Name is required")).toBeInTheDocument();
  });

  it("sends the version it loaded; a newer one on the server gets the reload message", async () => {
    const stale = "This content was changed since you opened it; reload the page and make your edit again.";
    fetchMock.mockReturnValue(answer(409, { message: stale }));
    const user = setup();
    await save(user);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to save product page content. Please try again.", { description: stale }),
    );
    expect(posted().updatedAt).toBe(LOADED_AT);
  });

  it("says which variant codes and card SKUs sell a catalogue product, and which are not linked", async () => {
    const user = setup();
    await user.click(tab("Variants"));
    const hand = screen.getByRole("region", { name: "Hand-Wrapped Variants" });
    expect(
      within(hand).getByText(
        /^Sells Hand Stretch Film 450mm x 1500ft 20 Micron Clear \(USSF\.0001\), \$44\.00 - \$53\.00 per case of 4 rolls$/,
      ),
    ).toBeInTheDocument();
    const machine = screen.getByRole("region", { name: "Machine-Wrapped Variants" });
    expect(within(machine).getByText(/^Not linked to a catalogue product: no product has the SKU USSF\.0008/)).toBeInTheDocument();
    await user.click(tab("Catalog Products"));
    expect(
      within(screen.getByRole("group", { name: /Hand Stretch Film/ })).getByText(/^Sells Hand Stretch Film 450mm/),
    ).toBeInTheDocument();
  });

  it("disables Save while saving", async () => {
    let finish: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (finish = resolve)));
    const user = setup();
    await save(user);
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    finish({ ok: true, status: 200, statusText: "", json: () => Promise.resolve(content) } as Response);
    await waitFor(() => expect(screen.getByRole("button", { name: "Save Changes" })).toBeEnabled());
  });
});
