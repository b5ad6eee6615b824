import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { ContactForm, productInquiry } from "./contact-form";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.clearAllMocks();
});

async function fillIn() {
  await userEvent.type(screen.getByLabelText("First Name"), "Jane");
  await userEvent.type(screen.getByLabelText("Last Name"), "Smith");
  await userEvent.type(screen.getByLabelText("Email"), "jane@acme.com");
  await userEvent.type(screen.getByLabelText(/Company/), "Acme");
  await userEvent.type(screen.getByLabelText("Message"), "Need 40 rolls of 80 gauge film.");
}

// jsdom has no Response: the form only reads ok, status and json().
const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

describe("ContactForm", () => {
  it("has labelled fields with example placeholders and a hidden honeypot", () => {
    const { container } = render(<ContactForm />);
    expect(screen.getByLabelText("First Name")).toHaveAttribute("placeholder", "John");
    expect(screen.getByLabelText("Last Name")).toHaveAttribute("placeholder", "Doe");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Email")).toHaveAttribute("placeholder", "john@company.com");
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot).toHaveAttribute("aria-hidden", "true");
  });

  it("shows the schema's messages and sends nothing when required fields are empty", async () => {
    render(<ContactForm />);
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the message, shows Sending..., then thanks and clears the form", async () => {
    let answer: (r: ReturnType<typeof json>) => void = () => {};
    fetchMock.mockReturnValue(new Promise((r) => (answer = r)));
    render(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));

    const busy = await screen.findByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith("/api/contact", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      firstName: "Jane",
      lastName: "Smith",
      email: "jane@acme.com",
      company: "Acme",
      message: "Need 40 rolls of 80 gauge film.",
      website: "",
    });

    answer(json(201, { success: true }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Message Sent", {
        description: "Thank you for your message. We'll get back to you soon!",
      }),
    );
    expect(screen.getByLabelText("First Name")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("keeps the values and shows the error toast when the server refuses", async () => {
    fetchMock.mockResolvedValue(json(500, { message: "boom" }));
    render(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to send message. Please try again." }));
    expect(screen.getByLabelText("First Name")).toHaveValue("Jane");
    expect(screen.getByLabelText("Message")).toHaveValue("Need 40 rolls of 80 gauge film.");
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("treats a network failure like a refusal", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(screen.getByLabelText("Email")).toHaveValue("jane@acme.com");
  });

  it("shows field messages the server sends back", async () => {
    fetchMock.mockResolvedValue(json(400, { message: "Invalid", errors: { email: "Email must be at most 254 characters" } }));
    render(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Email must be at most 254 characters")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalled();
  });

  it("starts the message with the product a link names (/contact?product=USSF.0002)", async () => {
    window.history.pushState({}, "", "/contact?product=USSF.0002");
    try {
      render(<ContactForm />);
      await waitFor(() => expect(screen.getByLabelText("Message")).toHaveValue("I'm interested in product USSF.0002. "));
    } finally {
      window.history.pushState({}, "", "/");
    }
  });

  it("leaves the message empty without one, and drops control characters from it", () => {
    expect(productInquiry("")).toBe("");
    expect(productInquiry("?product=%20%20")).toBe("");
    expect(productInquiry("?product=USSF.0002%0A%0D")).toBe("I'm interested in product USSF.0002. ");
    render(<ContactForm />);
    expect(screen.getByLabelText("Message")).toHaveValue("");
  });
});
