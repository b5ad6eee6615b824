import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import type { DashboardAnswer } from "@/hooks/admin/use-dashboard";
import { DashboardStatCards } from "./dashboard-stat-cards";

function renderWith(answer: DashboardAnswer | Error) {
  const fetcher = async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), fetcher, shouldRetryOnError: false }}>{children}</SWRConfig>
  );
  render(<DashboardStatCards />, { wrapper });
  return screen.getByRole("region", { name: "Quotes at a glance" });
}

const base = { totalProducts: 40, totalCategories: 5, unreadMessages: 1, newQuoteRequests: 2 };

it("shows whose turn it is, this month's wins with their value, and the win rate", async () => {
  const quotes = renderWith({
    ...base,
    quotes: {
      awaitingQuote: 3,
      awaitingBuyer: 4,
      wonThisMonth: { count: 2, value: "10266.60" },
      winRate90Days: { won: 2, lost: 1, rate: 2 / 3 },
    },
  });
  expect(await within(quotes).findByRole("link", { name: /^Awaiting quote 3 New or Contacted$/ })).toHaveAttribute(
    "href",
    "/admin/quote-requests",
  );
  expect(within(quotes).getByRole("link", { name: /^Awaiting buyer 4 Quoted, not expired$/ })).toBeInTheDocument();
  expect(quotes).toHaveTextContent("Won this month2$10,266.60 in quotes won");
  expect(quotes).toHaveTextContent("Win rate (90 days)67%2 won, 1 lost");
});

it("shows a dash for the win rate when nothing was decided", async () => {
  const quotes = renderWith({
    ...base,
    quotes: {
      awaitingQuote: 0,
      awaitingBuyer: 0,
      wonThisMonth: { count: 0, value: "0.00" },
      winRate90Days: { won: 0, lost: 0, rate: null },
    },
  });
  expect(await within(quotes).findByText("No quote won or lost yet")).toBeInTheDocument();
  expect(quotes).toHaveTextContent("Win rate (90 days)—");
  expect(quotes).toHaveTextContent("Won this month0$0.00 in quotes won");
});

it("says so when the figures could not be loaded", async () => {
  const quotes = renderWith(new Error("500: boom"));
  expect(await within(quotes).findAllByText("Figures could not be loaded")).toHaveLength(4);
});
