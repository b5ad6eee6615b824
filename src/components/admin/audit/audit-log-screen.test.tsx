import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { SWRConfig } from "swr";
import { AuditLogScreen, auditSubject } from "./audit-log-screen";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const entry = (over: Record<string, unknown>) => ({
  id: 1,
  actor: "admin",
  action: "update",
  entity: "Product",
  entityId: "29",
  before: null,
  after: null,
  createdAt: "2026-11-25T10:00:00.000Z",
  ...over,
});

it("names a deleted product by the name its entry kept, not by its number alone", async () => {
  const entries = [
    entry({ id: 3, action: "delete", before: JSON.stringify({ id: 29, name: "Clear Can Liners", slug: "clear-can-liners" }) }),
    entry({
      id: 2,
      action: "delete",
      entity: "Category",
      entityId: "4",
      before: JSON.stringify({ id: 4, name: "Tapes" }),
      after: JSON.stringify({ productsKept: 2 }),
    }),
    entry({
      id: 1,
      entity: "Setting",
      entityId: "business_phone",
      before: JSON.stringify("(555) 000-1111"),
      after: JSON.stringify("(555) 000-2222"),
    }),
  ];
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: async () => ({ entries, total: entries.length }) }}>
      <AuditLogScreen />
    </SWRConfig>,
  );
  expect(await screen.findByText("Product \u201cClear Can Liners\u201d #29")).toBeInTheDocument();
  expect(screen.getByText("Category \u201cTapes\u201d #4")).toBeInTheDocument();
  expect(screen.getByText("Setting #business_phone")).toBeInTheDocument();
});

it("takes the new name after a rename, and finds the name in a value cut short", () => {
  expect(auditSubject(entry({ before: JSON.stringify({ id: 29, name: "Old" }), after: JSON.stringify({ id: 29, name: "New" }) }))).toBe(
    "Product \u201cNew\u201d #29",
  );
  const long = JSON.stringify({ id: 29, name: 'Film 18" "Pro"', description: "x".repeat(30_000) }).slice(0, 20_000);
  expect(auditSubject(entry({ action: "delete", before: long }))).toBe('Product \u201cFilm 18" "Pro"\u201d #29');
  expect(auditSubject(entry({ entity: "Admin", entityId: null }))).toBe("Admin");
});

it("offers Restore on the entries the server marks restorable; a restore says so and reads the list again", async () => {
  const fetchMock = jest.fn(() =>
    Promise.resolve({
      ok: true,
      status: 201,
      statusText: "",
      json: () => Promise.resolve({ entity: "Product", id: 29 }),
      text: () => Promise.resolve(""),
    } as Response),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  let restored = false;
  const entries = () => [
    entry({ id: 3, action: "delete", restorable: !restored, before: JSON.stringify({ id: 29, name: "Clear Can Liners" }) }),
    entry({
      id: 2,
      action: "delete",
      restorable: false,
      entity: "Category",
      entityId: "4",
      before: JSON.stringify({ id: 4, name: "Tapes" }),
    }),
    entry({ id: 1, action: "update", before: JSON.stringify({ id: 29, name: "Clear Can Liners" }) }),
  ];
  const fetcher = jest.fn(async () => ({ entries: entries(), total: 3 }));
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher }}>
      <AuditLogScreen />
    </SWRConfig>,
  );
  const button = await screen.findByRole("button", { name: "Restore Product \u201cClear Can Liners\u201d #29" });
  expect(screen.getAllByRole("button", { name: /^Restore/ })).toHaveLength(1);
  restored = true;
  await user.click(button);
  expect(fetchMock).toHaveBeenCalledWith("/api/admin/audit-log/3/restore", expect.objectContaining({ method: "POST" }));
  expect(toast.success).toHaveBeenCalledWith("Restored Product \u201cClear Can Liners\u201d #29", { description: undefined });
  await waitFor(() => expect(screen.queryByRole("button", { name: /^Restore/ })).not.toBeInTheDocument());
  expect(fetcher).toHaveBeenCalledTimes(2);
});
