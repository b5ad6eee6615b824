import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QuoteAnswer } from "./quote-answer";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

// jsdom has no Response: the forms only read ok, status and json().
const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });
const sent = (i = 0) => ({
  url: fetchMock.mock.calls[i][0],
  init: fetchMock.mock.calls[i][1],
  body: JSON.parse(fetchMock.mock.calls[i][1].body),
});

describe("QuoteAnswer: accept", () => {
  it("asks for a name and sends nothing without one", async () => {
    render(<QuoteAnswer token="tok" version={2} canAccept />);
    await userEvent.click(screen.getByRole("button", { name: "Accept quote" }));
    expect(await screen.findByText("Enter your name")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the name, the PO number and the version on screen, then says so and reloads the page's data", async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    render(<QuoteAnswer token="tok/1" version={2} canAccept />);
    await userEvent.type(screen.getByLabelText("Your name"), "  Dana Buyer ");
    await userEvent.type(screen.getByLabelText("PO number (optional)"), "PO-7781");
    await userEvent.click(screen.getByRole("button", { name: "Accept quote" }));
    expect(await screen.findByRole("status")).toHaveTextContent("You accepted version 2");
    const { url, init, body } = sent();
    expect(url).toBe("/api/quotes/tok%2F1/accept");
    expect(init).toMatchObject({ method: "POST", headers: { "Content-Type": "application/json" } });
    expect(body).toEqual({ name: "Dana Buyer", poNumber: "PO-7781", version: 2 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Decline quote" })).not.toBeInTheDocument();
  });

  it("moves the focus to the confirmation, which stays once the page's data says the quote is answered", async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    const { rerender } = render(<QuoteAnswer token="tok" version={2} canAccept />);
    await userEvent.type(screen.getByLabelText("Your name"), "Dana Buyer");
    await userEvent.click(screen.getByRole("button", { name: "Accept quote" }));
    const confirmation = await screen.findByRole("status");
    expect(confirmation).toHaveFocus();
    rerender(<QuoteAnswer token="tok" version={2} canAccept answerable={false} />);
    expect(screen.getByRole("status")).toHaveTextContent("You accepted version 2");
  });

  it("shows nothing when the quote cannot be answered", () => {
    const { container } = render(<QuoteAnswer token="tok" version={2} canAccept answerable={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the server's refusal of a stale version with a way to reload, and keeps the form", async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        message: "A newer version of this quote (version 3) has been sent: review it before accepting.",
        errors: { version: "must be 3, the latest version" },
      }),
    );
    render(<QuoteAnswer token="tok" version={2} canAccept />);
    await userEvent.type(screen.getByLabelText("Your name"), "Dana Buyer");
    await userEvent.click(screen.getByRole("button", { name: "Accept quote" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("A newer version of this quote (version 3) has been sent");
    expect(refresh).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Your name")).toHaveValue("Dana Buyer");
    await userEvent.click(screen.getByRole("button", { name: "Reload the quote" }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("puts the server's field message next to the field", async () => {
    fetchMock.mockResolvedValue(
      json(400, { message: "Invalid request", errors: { poNumber: "PO number must be at most 100 characters" } }),
    );
    render(<QuoteAnswer token="tok" version={1} canAccept />);
    await userEvent.type(screen.getByLabelText("Your name"), "Dana Buyer");
    await userEvent.click(screen.getByRole("button", { name: "Accept quote" }));
    expect(await screen.findByText("PO number must be at most 100 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("PO number (optional)")).toHaveAttribute("aria-invalid", "true");
  });

  it("says when the answer never arrived", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<QuoteAnswer token="tok" version={1} canAccept />);
    await userEvent.type(screen.getByLabelText("Your name"), "Dana Buyer");
    await userEvent.click(screen.getByRole("button", { name: "Accept quote" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Network error. Please try again.");
    expect(screen.queryByRole("button", { name: "Reload the quote" })).not.toBeInTheDocument();
  });

  it("has no accept form on an expired quote, only decline", () => {
    render(<QuoteAnswer token="tok" version={1} canAccept={false} />);
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Decline quote" })).toBeInTheDocument();
  });
});

describe("QuoteAnswer: decline", () => {
  it("asks again before declining, and Cancel sends nothing", async () => {
    render(<QuoteAnswer token="tok" version={1} canAccept />);
    await userEvent.click(screen.getByRole("button", { name: "Decline quote" }));
    expect(screen.getByText("Decline this quote? We will let the supplier know.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Decline quote/ })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Decline quote" })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the reason once confirmed, then says it was declined and reloads the page's data", async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    render(<QuoteAnswer token="tok" version={1} canAccept />);
    await userEvent.type(screen.getByLabelText("Reason (optional)"), "Lead time too long");
    await userEvent.click(screen.getByRole("button", { name: "Decline quote" }));
    await userEvent.click(screen.getByRole("button", { name: /Decline quote/ }));
    expect(await screen.findByRole("status")).toHaveTextContent("You declined this quote");
    expect(sent().url).toBe("/api/quotes/tok/decline");
    expect(sent().body).toEqual({ reason: "Lead time too long" });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
  });

  it("shows a refusal (already answered) with a way to reload", async () => {
    fetchMock.mockResolvedValue(json(409, { message: "This quote was already accepted (version 1)." }));
    render(<QuoteAnswer token="tok" version={1} canAccept />);
    await userEvent.click(screen.getByRole("button", { name: "Decline quote" }));
    await userEvent.click(screen.getByRole("button", { name: /Decline quote/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This quote was already accepted (version 1).");
    expect(screen.getByRole("button", { name: "Reload the quote" })).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});
