import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { imageFile, uploaded, uploads, installFakeUploads } from "../../../../test/fake-upload";
import { ImageDropField } from "./image-drop-field";
import { TOO_LARGE_MESSAGE } from "./upload-image";

installFakeUploads();

/** The field as a form uses it: the URL input inside, set by an upload or by typing. */
function Field({ multiple = false, maxFiles, onUploaded = jest.fn() }: { multiple?: boolean; maxFiles?: number; onUploaded?: jest.Mock }) {
  const [url, setUrl] = useState("");
  return (
    <ImageDropField
      label="main image"
      multiple={multiple}
      maxFiles={maxFiles}
      onUploaded={(image) => {
        onUploaded(image);
        setUrl(image.url);
      }}
    >
      <label>
        Image URL
        <input value={url} onChange={(e) => setUrl(e.target.value)} />
      </label>
    </ImageDropField>
  );
}

const zone = () => screen.getByRole("group", { name: "Upload main image" });
const drop = (...files: File[]) => fireEvent.drop(zone(), { dataTransfer: { files, types: ["Files"] } });

it("uploads a dropped file as multipart field `file`, shows its progress, and puts the uploaded URL in the field", async () => {
  const onUploaded = jest.fn();
  render(<Field onUploaded={onUploaded} />);
  const file = imageFile();
  fireEvent.dragEnter(zone(), { dataTransfer: { files: [file], types: ["Files"] } });
  drop(file);

  expect(uploads).toHaveLength(1);
  expect(uploads[0].method).toBe("POST");
  expect(uploads[0].url).toBe("/api/admin/uploads");
  expect(uploads[0].body.get("file")).toBe(file);
  expect(await screen.findByRole("status")).toHaveTextContent("Uploading pallet.png");
  act(() => uploads[0].progress(0.4));
  expect(screen.getByRole("progressbar", { name: "Uploading pallet.png" })).toHaveAttribute("value", "40");
  expect(zone()).toHaveAttribute("aria-busy", "true");

  act(() => uploads[0].respond(201, uploaded()));
  await waitFor(() => expect(screen.getByLabelText("Image URL")).toHaveValue(uploaded().url));
  expect(onUploaded).toHaveBeenCalledWith(uploaded());
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:local-preview");
});

it("shows the server's reason when it refuses the file, and keeps the field as it was", async () => {
  const onUploaded = jest.fn();
  render(<Field onUploaded={onUploaded} />);
  drop(imageFile("notes.png"));
  act(() =>
    uploads[0].respond(415, {
      message: "Only JPEG, PNG, WebP or AVIF images can be uploaded",
      errors: { file: "This file is not a JPEG, PNG, WebP or AVIF image" },
    }),
  );
  expect(await screen.findByRole("alert")).toHaveTextContent("notes.png: This file is not a JPEG, PNG, WebP or AVIF image");
  expect(onUploaded).not.toHaveBeenCalled();
  expect(screen.getByLabelText("Image URL")).toHaveValue("");
});

it("says a file over 10 MB is too large without sending it", async () => {
  render(<Field />);
  const big = imageFile("huge.jpg", "image/jpeg");
  Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
  drop(big);
  expect(await screen.findByRole("alert")).toHaveTextContent(`huge.jpg: ${TOO_LARGE_MESSAGE}`);
  expect(uploads).toHaveLength(0);
});

it("opens the file picker from a keyboard-reachable button, and uploads the chosen file", async () => {
  const user = userEvent.setup();
  render(<Field />);
  await user.tab();
  expect(screen.getByLabelText("Image URL")).toHaveFocus();
  await user.tab();
  const button = screen.getByRole("button", { name: "Choose image for the main image" });
  expect(button).toHaveFocus();
  const picker = zone().querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(picker).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/avif");
  const opened = jest.spyOn(picker, "click");
  await user.keyboard("{Enter}");
  expect(opened).toHaveBeenCalled();

  await user.upload(picker, imageFile("chosen.webp", "image/webp"));
  expect(uploads).toHaveLength(1);
  act(() => uploads[0].respond(201, uploaded("ffffffffffffffffffffffffffffffff")));
  await waitFor(() => expect(screen.getByLabelText("Image URL")).toHaveValue("/uploads/ffffffffffffffffffffffffffffffff.webp"));
});

it("still takes a pasted URL in its input", async () => {
  const user = userEvent.setup();
  render(<Field />);
  await user.click(screen.getByLabelText("Image URL"));
  await user.paste("https://cdn.example.com/film.jpg");
  expect(screen.getByLabelText("Image URL")).toHaveValue("https://cdn.example.com/film.jpg");
  expect(uploads).toHaveLength(0);
});

it("uploads several dropped files in turn, up to the room left, and says what did not fit", async () => {
  const onUploaded = jest.fn();
  render(<Field multiple maxFiles={2} onUploaded={onUploaded} />);
  drop(imageFile("a.png"), imageFile("b.png"), imageFile("c.png"));
  expect(await screen.findByRole("alert")).toHaveTextContent("Only 2 more images fit: the rest were not uploaded");
  expect(uploads).toHaveLength(1);
  expect(uploads[0].body.get("file")).toHaveProperty("name", "a.png");
  act(() => uploads[0].respond(201, uploaded("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")));
  await waitFor(() => expect(uploads).toHaveLength(2));
  expect(uploads[1].body.get("file")).toHaveProperty("name", "b.png");
  act(() => uploads[1].respond(201, uploaded("bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb")));
  await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(2));
  expect(onUploaded.mock.calls.map(([image]) => image.url)).toEqual([
    "/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp",
    "/uploads/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp",
  ]);
  expect(uploads).toHaveLength(2);
});

it("ignores a drag that carries no files (text dragged from the page)", () => {
  render(<Field />);
  fireEvent.drop(zone(), { dataTransfer: { files: [], types: ["text/plain"] } });
  expect(uploads).toHaveLength(0);
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});
