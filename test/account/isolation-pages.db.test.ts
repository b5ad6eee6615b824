/**
 * The account pages that name one record, opened by a buyer of another
 * company: company A's order and requisition list answer Next's 404 (the same
 * as one that never was), not the page and not an error; A's own buyer gets
 * the page. The page functions are called as Next calls them for a request;
 * only the request's cookie jar (next/headers, which exists only inside Next's
 * request scope) is supplied by the test.
 */
import { useMailTestDatabase } from "../smtp";
import { makeCompanyA } from "./isolation-routes";

process.env.SITE_URL = "https://shop.usplastic.example";

let cookieHeader: string | null = null;
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => {
      const pair = (cookieHeader ?? "").split("; ").find((p) => p.startsWith(`${name}=`));
      return pair ? { name, value: decodeURIComponent(pair.slice(name.length + 1)) } : undefined;
    },
  }),
}));

useMailTestDatabase();

/** The strings in an element tree (its text, and the data handed to its components), without rendering it. */
function textOf(node: unknown, seen = new Set<unknown>()): string {
  if (typeof node === "string" || typeof node === "number") return ` ${node}`;
  if (node === null || typeof node !== "object" || seen.has(node)) return "";
  seen.add(node);
  if (Array.isArray(node)) return node.map((n) => textOf(n, seen)).join("");
  const props = (node as { props?: Record<string, unknown> }).props;
  return props
    ? Object.values(props)
        .map((v) => textOf(v, seen))
        .join("")
    : "";
}

/** What Next answers for a page call: "404", "redirect", the page's element tree as text, or the error itself. */
async function outcome(render: () => Promise<unknown>): Promise<string> {
  try {
    return textOf(await render());
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (digest === "NEXT_HTTP_ERROR_FALLBACK;404") return "404";
    if (digest.startsWith("NEXT_REDIRECT")) return "redirect";
    throw error;
  }
}

const orderPage = async (number: string) =>
  (await import("@/app/(storefront)/account/orders/[number]/page")).default({ params: Promise.resolve({ number }) });
const listPage = async (id: string) =>
  (await import("@/app/(storefront)/account/lists/[id]/page")).default({
    params: Promise.resolve({ id }),
    searchParams: Promise.resolve({}),
  });

test("a buyer of company B gets 404 for A's order and A's list; A's own buyer gets the pages", async () => {
  const { makeBuyer, makeCompany } = await import("../factories");
  const a = await makeCompanyA();
  const other = await makeBuyer({ company: await makeCompany(), role: "admin" });

  cookieHeader = other.cookie;
  expect(await outcome(() => orderPage(a.order.number))).toBe("404");
  expect(await outcome(() => listPage(String(a.list.id)))).toBe("404");

  cookieHeader = a.member.cookie;
  expect(await outcome(() => orderPage(a.order.number))).toContain(a.order.number);
  expect(await outcome(() => listPage(String(a.list.id)))).toContain(`List ${a.company.name.replace("Company ", "")}`);

  cookieHeader = null;
  expect(await outcome(() => orderPage(a.order.number))).toBe("redirect");
  expect(await outcome(() => listPage(String(a.list.id)))).toBe("redirect");
});
