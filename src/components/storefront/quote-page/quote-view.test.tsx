import { render, screen, within } from "@testing-library/react";
import { CartProvider } from "@/hooks/use-cart";
import { buyerQuote } from "./quote-fixture";
import { QuoteView } from "./quote-view";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const TOKEN = "tok_abc-123";

function renderQuote(over: Parameters<typeof buyerQuote>[0] = {}) {
  return render(
    <CartProvider>
      <QuoteView quote={buyerQuote(over)} token={TOKEN} timeZone="America/New_York" />
    </CartProvider>,
  );
}

describe("QuoteView", () => {
  it("shows the supplier, the quote's facts, its lines with their break ladders, and the server's totals", () => {
    renderQuote();
    expect(screen.getByRole("heading", { level: 1, name: "Quote Q-2026-000042" })).toBeInTheDocument();
    expect(screen.getByText("Version 2", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText("Sent November 25, 2026")).toBeInTheDocument();
    expect(screen.getByText("Valid until December 25, 2026")).toBeInTheDocument();
    expect(screen.getByText("US Plastic Supply Co.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "(555) 010-2000" })).toHaveAttribute("href", "tel:5550102000");
    expect(screen.getByRole("link", { name: "sales@usplastic.example" })).toHaveAttribute("href", "mailto:sales@usplastic.example");
    expect(screen.getByText("Acme Logistics")).toBeInTheDocument();

    const table = screen.getByRole("table", { name: "Lines of version 2" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["SKU", "Item", "Quantity", "Unit", "Unit price", "Line total"]);
    const [film, mailer] = within(table).getAllByRole("row").slice(1);
    expect(film).toHaveTextContent("SF-80");
    expect(film).toHaveTextContent("Cast film, 18 in x 1500 ft");
    expect(within(film).getByText("100+ at $27.50")).toBeInTheDocument();
    expect(within(film).getByText("500+ at $25.00")).toBeInTheDocument();
    // The applied unit price (the 100+ break), not the base price.
    expect(film).toHaveTextContent("$27.50");
    expect(film).not.toHaveTextContent("$30.00");
    expect(film).toHaveTextContent("$3,300.00");
    expect(mailer).toHaveTextContent("1,000 bags");
    expect(mailer).toHaveTextContent("$350.00");

    expect(screen.getAllByText("$3,650.00")).toHaveLength(1);
    expect(screen.getByText("$125.00")).toBeInTheDocument();
    expect(screen.getByText("$3,775.00")).toBeInTheDocument();
    expect(screen.getByText("10 business days")).toBeInTheDocument();
    expect(screen.getByText("Net 30. Prices in USD.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `/api/quotes/${TOKEN}/pdf`);
  });

  it("offers accept, decline and a message while the quote is open, and no Request again", () => {
    renderQuote();
    expect(screen.getByRole("button", { name: "Accept quote" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Decline quote" })).toBeInTheDocument();
    expect(screen.getByLabelText("Ask a question or request changes")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Request again" })).not.toBeInTheDocument();
    expect(screen.queryByText("Expired")).not.toBeInTheDocument();
  });

  it("writes freight collect when the quote has no freight", () => {
    renderQuote({ freight: null, total: "3650.00" });
    expect(screen.getByText("FOB, freight collect")).toBeInTheDocument();
  });

  it("lists the earlier versions, collapsed and marked Superseded", () => {
    renderQuote();
    const section = screen.getByRole("region", { name: "Earlier versions" });
    expect(within(section).getByText("Superseded")).toBeInTheDocument();
    expect(within(section).getByText("Version 1")).toBeInTheDocument();
    const details = section.querySelector("details")!;
    expect(details).not.toHaveAttribute("open");
    expect(within(details).getByRole("table", { hidden: true, name: "Lines of version 1" })).toBeInTheDocument();
    // The latest version is not repeated there.
    expect(within(section).queryByText("Version 2")).not.toBeInTheDocument();
  });

  it("has no earlier versions section for a first version", () => {
    const only = buyerQuote().versions.slice(0, 1);
    renderQuote({ versions: only });
    expect(screen.queryByRole("heading", { name: "Earlier versions" })).not.toBeInTheDocument();
  });

  it("shows Expired, no accept button, and Request again once the validity has ended", () => {
    renderQuote({ expired: true, answerable: false });
    expect(screen.getByText("Expired")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Your name")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Decline quote" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request again" })).toBeInTheDocument();
  });

  it("shows the decision of an accepted quote, without accept or decline", () => {
    renderQuote({
      status: "Won",
      answerable: false,
      decision: { type: "accepted", version: 2, name: "Dana Buyer", poNumber: "PO-7781", reason: null, at: "2026-11-26T14:00:00.000Z" },
    });
    expect(screen.getByText("You accepted version 2")).toBeInTheDocument();
    expect(screen.getByText(/Accepted by Dana Buyer on November 26, 2026 · PO PO-7781/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Decline quote" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request again" })).toBeInTheDocument();
    expect(screen.getByLabelText("Ask a question or request changes")).toBeInTheDocument();
  });

  it("shows a declined quote's reason, without accept, decline or Request again", () => {
    renderQuote({
      status: "Lost",
      answerable: false,
      decision: { type: "declined", version: 2, name: null, poNumber: null, reason: "Lead time too long", at: "2026-11-26T14:00:00.000Z" },
    });
    expect(screen.getByText("You declined this quote")).toBeInTheDocument();
    expect(screen.getByText("Reason: Lead time too long")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Decline quote" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Request again" })).not.toBeInTheDocument();
  });

  it("keeps an earlier version's acceptance, its acceptor and PO, and the supplier's reason for reopening it in view", () => {
    const [v2, v1] = buyerQuote().versions;
    renderQuote({
      versions: [
        v2,
        {
          ...v1,
          decision: { type: "accepted", version: 1, name: "Dana Buyer", poNumber: "PO-7781", reason: null, at: "2026-11-24T14:00:00.000Z" },
          reopened: [{ version: 1, reason: "Resin prices rose", at: "2026-11-25T09:00:00.000Z" }],
        },
      ],
    });
    const earlier = screen.getByRole("region", { name: "Earlier versions" });
    expect(within(earlier).getByText("Accepted")).toBeInTheDocument();
    expect(within(earlier).getByText("Superseded")).toBeInTheDocument();
    expect(within(earlier).getByText("Accepted by Dana Buyer on November 24, 2026 · PO PO-7781")).toBeVisible();
    expect(within(earlier).getByText("Reopened by US Plastic Supply Co. on November 25, 2026. Reason: Resin prices rose")).toBeVisible();
  });

  it("says the quote was reopened and why, keeps the acceptance, and offers no answer until a new version", () => {
    const [v2, v1] = buyerQuote().versions;
    renderQuote({
      status: "Contacted",
      answerable: false,
      decision: { type: "accepted", version: 2, name: "Dana Buyer", poNumber: "PO-7781", reason: null, at: "2026-11-26T14:00:00.000Z" },
      versions: [
        { ...v2, decision: null, reopened: [{ version: 2, reason: "Freight rates changed", at: "2026-11-27T14:00:00.000Z" }] },
        v1,
      ],
    });
    const notice = screen.getByRole("region", { name: "Reopened" });
    expect(notice).toHaveTextContent("US Plastic Supply Co. reopened this quote on November 27, 2026");
    expect(notice).toHaveTextContent("Reason: Freight rates changed");
    expect(screen.getByText("You accepted version 2")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Decline quote" })).not.toBeInTheDocument();
  });

  it("a request closed by the supplier says it is closed, without accept or decline", () => {
    renderQuote({ status: "Lost", answerable: false });
    expect(screen.getByText("Closed")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Closed" })).toHaveTextContent("This quote is closed and can no longer be accepted.");
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
  });

  it("shows the conversation, both sides, oldest first", () => {
    renderQuote({
      messages: [
        { from: "buyer", message: "Can you do 200 cases?", at: "2026-11-25T15:00:00.000Z" },
        { from: "supplier", message: "Yes, at $40.00 a case.", at: "2026-11-25T16:00:00.000Z" },
      ],
    });
    const items = within(screen.getByRole("list", { name: "Conversation" })).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([
      "You · November 25, 2026Can you do 200 cases?",
      "US Plastic Supply Co. · November 25, 2026Yes, at $40.00 a case.",
    ]);
  });
});
