import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import type { SearchInsights } from "@/hooks/admin/use-search-insights";
import { SearchInsightsCard } from "./search-insights-card";

function renderWith(answer: SearchInsights | Error) {
  const fetcher = async (url: string) => {
    expect(url).toBe("/api/admin/search-insights");
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), fetcher, shouldRetryOnError: false }}>{children}</SWRConfig>
  );
  render(<SearchInsightsCard />, { wrapper });
  return {
    zero: screen.getByRole("region", { name: "Searches with no results" }),
    top: screen.getByRole("region", { name: "Top searches" }),
  };
}

const at = "2026-11-25T10:00:00.000Z";

it("lists the queries with their counts, each opening the storefront search in a new tab", async () => {
  const { zero, top } = renderWith({
    zeroResults: [
      { query: "strech film", count: 7, lastSeenAt: at },
      { query: "bags & liners?", count: 2, lastSeenAt: at },
    ],
    top: [{ query: "pallet wrap", count: 31, lastSeenAt: at }],
  });
  const rows = within(await within(zero).findByRole("list", { name: "Searches with no results" })).getAllByRole("listitem");
  expect(rows.map((r) => r.textContent)).toEqual([
    "strech film(opens the search in a new tab)7 searches without results",
    "bags & liners?(opens the search in a new tab)2 searches without results",
  ]);
  const link = within(rows[1]).getByRole("link", { name: "bags & liners? (opens the search in a new tab)" });
  expect(link).toHaveAttribute("href", "/search?q=bags%20%26%20liners%3F");
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
  const best = within(within(top).getByRole("list", { name: "Top searches" })).getByRole("listitem");
  expect(best).toHaveTextContent("pallet wrap(opens the search in a new tab)31 searches");
  expect(within(best).getByRole("link")).toHaveAttribute("href", "/search?q=pallet%20wrap");
});

it("says so when no search went without results", async () => {
  const { zero, top } = renderWith({ zeroResults: [], top: [] });
  expect(await within(zero).findByText("No searches without results in the last 30 days.")).toBeInTheDocument();
  expect(within(zero).queryByRole("list")).toBeNull();
  expect(within(top).getByText("No searches in the last 30 days.")).toBeInTheDocument();
});

it("says so when the searches could not be loaded", async () => {
  const { zero, top } = renderWith(new Error("500: boom"));
  expect(await within(zero).findByText("Searches could not be loaded.")).toBeInTheDocument();
  expect(within(top).getByText("Searches could not be loaded.")).toBeInTheDocument();
});
