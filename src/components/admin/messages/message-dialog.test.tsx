import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ContactMessage } from "@/lib/types";
import { MessageDialog } from "./message-dialog";

const message: ContactMessage = {
  id: 7,
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@acme.com",
  company: "Acme Pallets",
  message: "Please quote 40 pallets of hand film.",
  isRead: false,
  createdAt: "2025-03-04T15:30:00.000Z",
};

describe("MessageDialog", () => {
  it("shows the email, company and message, and a reply draft with the 'Re: Your inquiry' subject and a greeting", () => {
    render(<MessageDialog message={message} onClose={() => {}} onDelete={async () => true} />);
    const dialog = screen.getByRole("dialog", { name: "Message from Jane Doe" });
    expect(dialog).toHaveTextContent("jane@acme.com");
    expect(dialog).toHaveTextContent("Acme Pallets");
    expect(dialog).toHaveTextContent("Please quote 40 pallets of hand film.");
    const href = screen.getByRole("link", { name: "Reply via Email" }).getAttribute("href") ?? "";
    expect(href.startsWith("mailto:jane@acme.com?")).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(params.get("subject")).toBe("Re: Your inquiry");
    expect(params.get("body")).toBe("Hi Jane,\n\nThank you for contacting us...");
    // Spaces are %20: mail programs show a "+" literally.
    expect(href).not.toContain("+");
  });

  it("deletes only after confirmation", async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn(async () => true);
    render(<MessageDialog message={message} onClose={() => {}} onDelete={onDelete} />);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onDelete).not.toHaveBeenCalled();
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this message?" });
    expect(confirm).toHaveTextContent("Jane Doe");
    await user.click(screen.getAllByRole("button", { name: "Delete" }).at(-1)!);
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(message));
  });
});
