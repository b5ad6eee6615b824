import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { SettingsMap } from "@/hooks/admin/use-settings";
import { BUSINESS_KEYS, IMAGE_KEYS } from "@/lib/validation/settings";
import { imageFile, uploaded, uploads, installFakeUploads } from "../../../../test/fake-upload";
import { WebsiteImagesForm } from "./website-images-form";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

installFakeUploads();

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, statusText: "", json: () => Promise.resolve(body) } as Response);

const settings = {
  ...Object.fromEntries(BUSINESS_KEYS.map((k) => [k, ""])),
  ...Object.fromEntries(IMAGE_KEYS.map((k) => [k, ""])),
  about_hero_image: "https://images.example.com/about.jpg",
} as SettingsMap;

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

describe("WebsiteImagesForm", () => {
  it("refuses a URL that is not one, with the exact message", async () => {
    const user = userEvent.setup();
    render(<WebsiteImagesForm settings={settings} />);
    await user.type(screen.getByLabelText("Homepage Hero Image"), "not a url");
    await user.click(screen.getByRole("button", { name: "Save Images" }));
    expect(await screen.findByText("Please enter a valid image URL")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends all five fields, empty ones as empty text (keep current)", async () => {
    fetchMock.mockImplementation((_url: string, init?: RequestInit) => answer(200, init?.method === "PUT" ? {} : []));
    const user = userEvent.setup();
    render(<WebsiteImagesForm settings={settings} />);
    await user.type(screen.getByLabelText("Homepage Hero Image"), "https://i.example.com/hero.webp");
    await user.click(screen.getByRole("button", { name: "Save Images" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Images updated successfully"));
    const puts = fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === "PUT");
    expect(puts).toHaveLength(5);
    const sent = Object.fromEntries(
      puts.map(([url, init]) => [String(url).split("/").pop(), JSON.parse(String((init as RequestInit).body)).value]),
    );
    expect(sent).toEqual({
      homepage_hero_image: "https://i.example.com/hero.webp",
      homepage_stretch_film_image: "",
      homepage_poly_mailer_image: "",
      about_hero_image: "https://images.example.com/about.jpg",
      about_story_image: "",
    });
  });

  it("Use default puts a custom image back to the built-in one: a DELETE for that key on Save, PUTs for the rest", async () => {
    fetchMock.mockImplementation((_url: string, init?: RequestInit) => answer(200, init?.method ? {} : []));
    const user = userEvent.setup();
    render(<WebsiteImagesForm settings={settings} />);
    // Only an image with a stored URL has something to reset.
    expect(screen.queryByRole("button", { name: "Use the default picture for the homepage hero" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Use the default picture for the about page hero" }));
    expect(screen.getByLabelText("About Page Hero Image")).toHaveValue("");
    expect(screen.getByText("The default image is used after saving.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save Images" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Images updated successfully"));
    const writes = fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method);
    const byKey = Object.fromEntries(writes.map(([url, init]) => [String(url).split("/").pop(), (init as RequestInit).method]));
    expect(byKey).toEqual({
      homepage_hero_image: "PUT",
      homepage_stretch_film_image: "PUT",
      homepage_poly_mailer_image: "PUT",
      about_hero_image: "DELETE",
      about_story_image: "PUT",
    });
  });

  it("Undo keeps the current image", async () => {
    const user = userEvent.setup();
    render(<WebsiteImagesForm settings={settings} />);
    await user.click(screen.getByRole("button", { name: "Use the default picture for the about page hero" }));
    await user.click(screen.getByRole("button", { name: "Keep the current picture for the about page hero" }));
    expect(screen.getByLabelText("About Page Hero Image")).toHaveValue("https://images.example.com/about.jpg");
  });

  it("an image dropped on a field is uploaded, previewed and saved for that image, even after Use default", async () => {
    fetchMock.mockImplementation((_url: string, init?: RequestInit) => answer(200, init?.method ? {} : []));
    const user = userEvent.setup();
    render(<WebsiteImagesForm settings={settings} />);
    await user.click(screen.getByRole("button", { name: "Use the default picture for the about page hero" }));
    fireEvent.drop(screen.getByRole("group", { name: "Upload about page hero picture" }), {
      dataTransfer: { files: [imageFile("warehouse.jpg", "image/jpeg")], types: ["Files"] },
    });
    act(() => uploads[0].respond(201, uploaded()));
    await waitFor(() => expect(screen.getByLabelText("About Page Hero Image")).toHaveValue(uploaded().url));
    expect(screen.getByAltText("Preview of the about page hero image")).toHaveAttribute("src", uploaded().url);
    expect(screen.queryByText(/The default image is used after saving/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save Images" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Images updated successfully"));
    const writes = fetchMock.mock.calls.filter(
      ([url, init]) => String(url).endsWith("/about_hero_image") && (init as RequestInit | undefined)?.method,
    );
    expect(writes.map(([, init]) => [(init as RequestInit).method, JSON.parse(String((init as RequestInit).body)).value])).toEqual([
      ["PUT", uploaded().url],
    ]);
  });

  it("shows the server's reason for a refused upload under that image", async () => {
    render(<WebsiteImagesForm settings={settings} />);
    const zone = screen.getByRole("group", { name: "Upload homepage hero picture" });
    fireEvent.drop(zone, { dataTransfer: { files: [imageFile("logo.svg", "image/svg+xml")], types: ["Files"] } });
    act(() => uploads[0].respond(415, { message: "Unsupported image type", errors: { file: "SVG images are not accepted" } }));
    expect(await screen.findByRole("alert")).toHaveTextContent("logo.svg: SVG images are not accepted");
    expect(zone).toContainElement(screen.getByRole("alert"));
    expect(screen.getByLabelText("Homepage Hero Image")).toHaveValue("");
  });

  it("explains how to get image URLs", async () => {
    const user = userEvent.setup();
    render(<WebsiteImagesForm settings={settings} />);
    await user.click(screen.getByRole("button", { name: "How to Get Image URLs" }));
    const dialog = await screen.findByRole("dialog", { name: "How to Get Image URLs" });
    expect(dialog).toHaveTextContent("https://");
    expect(dialog).toHaveTextContent(".webp");
  });
});
