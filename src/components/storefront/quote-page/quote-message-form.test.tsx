import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QuoteMessageForm } from "./quote-message-form";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });
const box = () => screen.getByLabelText("Ask a question or request changes");

describe("QuoteMessageForm", () => {
  it("needs a message", async () => {
    render(<QuoteMessageForm token="tok" />);
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Enter a message")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the message, says Message sent and clears the box; typing again hides the note", async () => {
    fetchMock.mockResolvedValue(json(201, { ok: true }));
    render(<QuoteMessageForm token="tok" />);
    await userEvent.type(box(), "Can you quote 2,000 rolls?");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Message sent")).toBeInTheDocument();
    expect(box()).toHaveValue("");
    expect(fetchMock).toHaveBeenCalledWith("/api/quotes/tok/messages", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ message: "Can you quote 2,000 rolls?" });
    await userEvent.type(box(), "A");
    expect(screen.queryByText("Message sent")).not.toBeInTheDocument();
  });

  it("keeps the text and shows the server's message when it refuses", async () => {
    fetchMock.mockResolvedValue(json(429, { message: "Too many requests. Please try again later." }));
    render(<QuoteMessageForm token="tok" />);
    await userEvent.type(box(), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please try again later.");
    expect(box()).toHaveValue("Hello");
    expect(screen.queryByText("Message sent")).not.toBeInTheDocument();
  });

  it("puts a field message from the server under the box", async () => {
    fetchMock.mockResolvedValue(json(400, { message: "Invalid request", errors: { message: "Message must be at most 5000 characters" } }));
    render(<QuoteMessageForm token="tok" />);
    await userEvent.type(box(), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Message must be at most 5000 characters")).toBeInTheDocument();
    expect(box()).toHaveAttribute("aria-invalid", "true");
  });
});
