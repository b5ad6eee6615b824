import { render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { AuditLogScreen, auditSubject } from "./audit-log-screen";

const entry = (over: Record<string, unknown>) => ({ id: 1, actor: "admin", action: "update", entity: "Product", entityId: "29", before: null, after: null, createdAt: "2026-11-25T10:00:00.000Z", ...over });

it("names a deleted product by the name its entry kept, not by its number alone", async () => {
  const entries = [
    entry({ id: 3, action: "delete", before: JSON.stringify({ id: 29, name: "Clear Can Liners", slug: "clear-can-liners" }) }),
    entry({ id: 2, action: "delete", entity: "Category", entityId: "4", before: JSON.stringify({ id: 4, name: "Tapes" }), after: JSON.stringify({ productsKept: 2 }) }),
    entry({ id: 1, entity: "Setting", entityId: "business_phone", before: JSON.stringify("(555) 000-1111"), after: JSON.stringify("(555) 000-2222") }),
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
  expect(auditSubject(entry({ before: JSON.stringify({ id: 29, name: "Old" }), after: JSON.stringify({ id: 29, name: "New" }) }))).toBe("Product \u201cNew\u201d #29");
  const long = JSON.stringify({ id: 29, name: 'Film 18" "Pro"', description: "x".repeat(30_000) }).slice(0, 20_000);
  expect(auditSubject(entry({ action: "delete", before: long }))).toBe('Product \u201cFilm 18" "Pro"\u201d #29');
  expect(auditSubject(entry({ entity: "Admin", entityId: null }))).toBe("Admin");
});
