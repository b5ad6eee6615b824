import { render, screen } from "@testing-library/react";
import type { SystemStatus } from "@/lib/admin-types";
import { SystemOverviewCard } from "./system-overview-card";

const facts = (over: Partial<SystemStatus>): SystemStatus => ({
  database: { reachable: true, latencyMs: 3 },
  provider: "SQLite",
  lastBackupAt: null,
  backupSchedule: "Automatic, daily",
  siteUrl: "https://shop.example",
  checkedAt: "2026-11-29T01:00:00.000Z",
  instances: "none",
  emailBacklog: 0,
  webhooks: { backlog: 0, disabledForFailing: 0 },
  serverErrors: { count: 0, last: null },
  ...over,
});

const webhookFact = () => screen.getByText("Webhook backlog").closest("div")!.querySelector("dd")!;

it("shows the webhook backlog beside the e-mail backlog, with no warning while every endpoint is enabled", () => {
  render(<SystemOverviewCard facts={facts({ emailBacklog: 2 })} />);
  expect(screen.getByText("2 quote request(s) waiting to be sent")).toBeInTheDocument();
  expect(webhookFact().textContent).toBe("No deliveries waiting");
  expect(screen.queryByRole("link")).toBeNull();
});

it("counts the deliveries waiting and links the endpoints disabled for failing to the Webhooks screen", () => {
  const { rerender } = render(<SystemOverviewCard facts={facts({ webhooks: { backlog: 1, disabledForFailing: 1 } })} />);
  expect(webhookFact().textContent).toBe("1 delivery waiting to be sent1 endpoint disabled for failing");
  expect(screen.getByRole("link", { name: "1 endpoint disabled for failing" })).toHaveAttribute("href", "/admin/webhooks");
  rerender(<SystemOverviewCard facts={facts({ webhooks: { backlog: 12, disabledForFailing: 2 } })} />);
  expect(screen.getByText("12 deliveries waiting to be sent")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "2 endpoints disabled for failing" })).toHaveAttribute("href", "/admin/webhooks");
});

it("says so when the webhook counts failed, and keeps the e-mail texts as they were", () => {
  render(<SystemOverviewCard facts={facts({ webhooks: null, emailBacklog: null })} />);
  expect(webhookFact().textContent).toBe("Unknown: the count failed");
  expect(screen.getAllByText("Unknown: the count failed")).toHaveLength(2);
});
