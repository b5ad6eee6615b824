import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { SWRConfig } from "swr";
import type { QuoteDraft, QuoteRequestDetail } from "@/lib/types";
import { QuoteEditor } from "./quote-editor";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const draft: QuoteDraft = {
  saved: false,
  lines: [
    {
      sku: "PMB-1001",
      name: "White Poly Mailer",
      quantity: 12,
      unit: "case",
      unitPrice: "",
      breaks: [],
      note: "",
      appliedUnitPrice: "0.00",
      lineTotal: "0.00",
    },
  ],
  freight: null,
  leadTime: "",
  validUntil: "2999-01-01",
  terms: "",
  subtotal: "0.00",
  total: "0.00",
};

const detail = (over: Partial<QuoteRequestDetail> = {}): QuoteRequestDetail => ({
  id: 5,
  reference: "Q-2026-000005",
  name: "Dana Buyer",
  company: "Acme",
  email: "dana@acme.example",
  phone: "(555) 201-3344",
  state: "TX",
  zip: "75001",
  notes: "",
  status: "New",
  isRead: true,
  adminNotes: "",
  emailStatus: "sent",
  neededBy: null,
  quoteValidUntil: null,
  expired: false,
  createdAt: "2026-11-25T10:00:00.000Z",
  items: [],
  events: [],
  versions: [],
  draft,
  quoteUrl: null,
  ...over,
});

const fetchMock = jest.fn();
const reply = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 300, status, statusText: "", json: () => Promise.resolve(body) } as Response);
const calls = (method: string, suffix: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(suffix) && init?.method === method);

function Providers({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), fetcher: async () => null, dedupingInterval: 0 }}>{children}</SWRConfig>;
}

function renderEditor(d = detail()) {
  render(<QuoteEditor detail={d} />, { wrapper: Providers });
  return userEvent.setup();
}

const totals = () => screen.getByTestId("quote-totals");
const savedDraft = (unitPrice: string): QuoteDraft => ({
  ...draft,
  saved: true,
  lines: [{ ...draft.lines[0], unitPrice, breaks: [{ minQuantity: 10, unitPrice: "49.50" }] }],
});

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
  fetchMock.mockImplementation((url: string, init?: RequestInit) => {
    if (init?.method === "PUT" && url.endsWith("/draft")) return reply(200, savedDraft("52.00"));
    if (init?.method === "POST" && url.endsWith("/send")) return reply(201, { version: 1, url: "http://localhost/quotes/abc" });
    return reply(200, null);
  });
});

it("shows line totals, subtotal and total live as prices, breaks and freight are typed", async () => {
  const user = renderEditor();
  expect(screen.getByLabelText("Line 1 SKU")).toHaveValue("PMB-1001");
  expect(screen.getByTestId("line-1-total")).toHaveTextContent("Line total —");
  expect(totals()).toHaveTextContent("Subtotal —");

  await user.type(screen.getByLabelText("Line 1 unit price"), "52");
  expect(screen.getByTestId("line-1-total")).toHaveTextContent("Line total $624.00");
  await user.click(screen.getByRole("button", { name: "Add break for line 1" }));
  expect(screen.getByLabelText("Line 1 break 1 minimum quantity")).toHaveFocus();
  await user.keyboard("10");
  await user.type(screen.getByLabelText("Line 1 break 1 unit price"), "49.50");
  await user.type(screen.getByLabelText("Freight"), "85");
  expect(screen.getByTestId("line-1-total")).toHaveTextContent("Line total $594.00");
  expect(totals()).toHaveTextContent("Subtotal $594.00");
  expect(totals()).toHaveTextContent("Total $679.00");

  await user.click(screen.getByRole("button", { name: "Add line" }));
  expect(screen.getByLabelText("Line 2 SKU")).toHaveFocus();
  expect(totals()).toHaveTextContent("Subtotal —");
  await user.click(screen.getByRole("button", { name: "Remove line 2" }));
  expect(screen.queryByLabelText("Line 2 SKU")).toBeNull();
  expect(totals()).toHaveTextContent("Total $679.00");
});

it("names a bad unit price on its field and sends nothing", async () => {
  const user = renderEditor();
  await user.type(screen.getByLabelText("Line 1 unit price"), "abc");
  await user.click(screen.getByRole("button", { name: "Save draft" }));
  expect(await screen.findByText("Enter a price like 45.00")).toBeInTheDocument();
  expect(screen.getByLabelText("Line 1 unit price")).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByLabelText("Line 1 unit price")).toHaveAccessibleDescription(/Enter a price like 45.00/);
  expect(fetchMock).not.toHaveBeenCalled();
});

it("saves the normalised draft, and puts the server's field errors on the fields", async () => {
  const user = renderEditor();
  await user.type(screen.getByLabelText("Line 1 unit price"), "$1,234.5");
  fetchMock.mockImplementationOnce(() =>
    reply(400, { message: "lines.0.unitPrice: too dear", errors: { "lines.0.unitPrice": "Too dear for this buyer" } }),
  );
  await user.click(screen.getByRole("button", { name: "Save draft" }));
  expect(await screen.findByText("Too dear for this buyer")).toBeInTheDocument();
  expect(screen.getByLabelText("Line 1 unit price")).toHaveFocus();
  const [, init] = calls("PUT", "/api/admin/quote-requests/5/draft")[0];
  expect(JSON.parse(String(init!.body))).toEqual({
    lines: [{ sku: "PMB-1001", name: "White Poly Mailer", quantity: 12, unit: "case", unitPrice: "1234.50", breaks: [], note: "" }],
    freight: null,
    leadTime: "",
    validUntil: "2999-01-01",
    terms: "",
  });
  expect(toast.error).toHaveBeenCalledWith("Draft not saved", { description: "lines.0.unitPrice: too dear" });

  await user.click(screen.getByRole("button", { name: "Save draft" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Draft saved"));
  // The form now holds what the server stored.
  expect(screen.getByLabelText("Line 1 unit price")).toHaveValue("52.00");
  expect(screen.getByLabelText("Line 1 break 1 unit price")).toHaveValue("49.50");
  expect(screen.getByRole("status")).toHaveTextContent("Draft saved");
});

it("sends after a confirm step, saving the changed draft first, with one Idempotency-Key reused on retry", async () => {
  const user = renderEditor();
  await user.type(screen.getByLabelText("Line 1 unit price"), "52");
  await user.click(screen.getByRole("button", { name: "Send quote" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Send version 1?" });
  expect(confirm).toHaveTextContent("Total $624.00");
  expect(fetchMock).not.toHaveBeenCalled();

  fetchMock.mockImplementation((url: string, init?: RequestInit) => {
    if (init?.method === "PUT") return reply(200, savedDraft("52.00"));
    return Promise.reject(new TypeError("Failed to fetch"));
  });
  await user.click(within(confirm).getByRole("button", { name: "Send version 1" }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Quote not sent", { description: "Network error. Please try again." }));
  expect(calls("PUT", "/draft")).toHaveLength(1);
  expect(screen.getByRole("alertdialog")).toBeInTheDocument();

  fetchMock.mockImplementation(() => reply(201, { version: 1, url: "http://localhost/quotes/abc" }));
  await user.click(within(confirm).getByRole("button", { name: "Send version 1" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Quote version 1 sent"));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  // Saved once (the retry had nothing new to save); both sends carried the same key.
  expect(calls("PUT", "/draft")).toHaveLength(1);
  const keys = calls("POST", "/api/admin/quote-requests/5/send").map(
    ([, init]) => (init!.headers as Record<string, string>)["Idempotency-Key"],
  );
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
});

it("sends a saved, unchanged draft without saving it again; a new click makes a new key", async () => {
  const user = renderEditor(detail({ draft: savedDraft("52.00"), versions: [] }));
  await user.click(screen.getByRole("button", { name: "Send quote" }));
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Send version 1" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Quote version 1 sent"));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  await user.click(screen.getByRole("button", { name: "Send quote" }));
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: /^Send version/ }));
  await waitFor(() => expect(calls("POST", "/send")).toHaveLength(2));
  expect(calls("PUT", "/draft")).toHaveLength(0);
  const keys = calls("POST", "/send").map(([, init]) => (init!.headers as Record<string, string>)["Idempotency-Key"]);
  expect(keys[1]).not.toBe(keys[0]);
});

const messages = () => [...document.querySelectorAll('[data-slot="form-message"]')].map((m) => m.textContent);

/** Presses the pointer on `button`, checks that no message came or went while it is held, and releases it. */
async function pressWithoutShift(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  const before = messages();
  await user.pointer({ keys: "[MouseLeft>]", target: button });
  expect(button).toHaveFocus();
  await new Promise((r) => setTimeout(r, 50));
  // A message coming or going above the button moves it (22 px on the page): the release then misses it.
  expect(messages()).toEqual(before);
  await user.pointer({ keys: "[/MouseLeft]", target: button });
}

it("the first click on Add break after typing in a break field adds a break: no message comes or goes while it is pressed", async () => {
  const user = renderEditor();
  await user.click(screen.getByRole("button", { name: "Add break for line 1" }));
  await user.keyboard("10");
  await pressWithoutShift(user, screen.getByRole("button", { name: "Add break for line 1" }));
  expect(screen.getByLabelText("Line 1 break 2 minimum quantity")).toBeInTheDocument();
});

it("a field left by pressing a button is checked once the press is over", async () => {
  const user = renderEditor();
  await user.clear(screen.getByLabelText("Line 1 quantity"));
  await user.keyboard("1O");
  await pressWithoutShift(user, screen.getByRole("button", { name: "Add break for line 1" }));
  expect(screen.getByLabelText("Line 1 break 1 minimum quantity")).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText("Line 1 quantity")).toHaveAttribute("aria-invalid", "true"));
});

it("a message follows the field as it is corrected, before it is left", async () => {
  const user = renderEditor();
  await user.click(screen.getByRole("button", { name: "Add break for line 1" }));
  const min = screen.getByLabelText("Line 1 break 1 minimum quantity");
  // A new, empty break is checked at once; typing a good minimum clears its message while typing.
  expect(await screen.findByText("Quantity must be a whole number from 1 to 100,000")).toBeInTheDocument();
  await user.keyboard("10");
  await waitFor(() => expect(min).toHaveAttribute("aria-invalid", "false"));
  expect(screen.queryByText("Quantity must be a whole number from 1 to 100,000")).toBeNull();
  expect(min).toHaveFocus();
});

it("a field left by the keyboard is checked at once", async () => {
  const user = renderEditor();
  await user.click(screen.getByRole("button", { name: "Add break for line 1" }));
  await user.keyboard("10");
  await user.tab();
  await user.tab();
  expect(await screen.findByText("Enter the break's unit price")).toBeInTheDocument();
});

it("starts a line from its price and shows the buyer's target beside it, for a line on a requested SKU", async () => {
  const item = {
    productId: 3,
    sku: "PMB-1001",
    name: "White Poly Mailer",
    priceText: "$45.00",
    unitOfSale: "per case",
    quantity: 12,
    targetPrice: "41.00",
    substitutesOk: false,
  };
  const user = renderEditor(detail({ items: [item], draft: { ...draft, lines: [{ ...draft.lines[0], unitPrice: "45.00" }] } }));
  const price = screen.getByLabelText("Line 1 unit price");
  expect(price).toHaveValue("45.00");
  expect(price).toHaveAccessibleDescription("Buyer's target $41.00");
  expect(screen.getByTestId("line-1-target")).toBeVisible();
  // A line on another SKU (a substitute) has no target of its own.
  await user.clear(screen.getByLabelText("Line 1 SKU"));
  await user.type(screen.getByLabelText("Line 1 SKU"), "SUB-1");
  expect(screen.queryByTestId("line-1-target")).toBeNull();
  await user.clear(screen.getByLabelText("Line 1 SKU"));
  await user.type(screen.getByLabelText("Line 1 SKU"), "pmb-1001");
  expect(screen.getByTestId("line-1-target")).toHaveTextContent("Buyer's target $41.00");
});
