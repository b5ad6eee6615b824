/**
 * Fuzzing every query parameter (page, pageSize, q, status) and every route
 * parameter of the read endpoints (slugs, ids): 200 only for a valid value,
 * otherwise 4xx with a JSON message; never 5xx, and nothing written.
 */
import fc from "fast-check";
import { GET as listMessagesRoute } from "@/app/api/admin/contact-messages/route";
import { GET as getQuoteRoute } from "@/app/api/admin/quote-requests/[id]/route";
import { GET as listQuotesRoute } from "@/app/api/admin/quote-requests/route";
import { GET as categoryProductsRoute } from "@/app/api/categories/[slug]/products/route";
import { GET as categoryRoute } from "@/app/api/categories/[slug]/route";
import { GET as productRoute } from "@/app/api/products/[slug]/route";
import { GET as productsRoute } from "@/app/api/products/route";
import { GET as searchRoute } from "@/app/api/products/search/route";
import { QUOTE_STATUSES } from "@/lib/types";
import { db } from "@/server/db/client";
import { LIST_CAP } from "@/server/http/list";
import type { Answer, Json } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeSmallCatalogue } from "../factories";
import { addQuoteRequest, login } from "../kit";
import {
  badIds,
  checkAnswer,
  describeCase,
  FUZZ_TEST_TIMEOUT,
  fuzzEndpoint,
  junkString,
  printReports,
  send,
  type Case,
  type Target,
} from "./fuzz-kit";

useTestDatabase();
afterAll(printReports);

let cookie = "";
let catalogue: Awaited<ReturnType<typeof makeSmallCatalogue>>;
const quotes: { id: number; reference: string }[] = [];
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  catalogue = await makeSmallCatalogue();
  for (let i = 1; i <= 3; i++) quotes.push(await addQuoteRequest(i));
  for (let i = 1; i <= 3; i++)
    await db.contactMessage.create({ data: { firstName: "F", lastName: `L${i}`, email: "f@example.com", message: `m${i}` } });
});

/** Values of every odd shape for a number-like parameter. */
const numberish: fc.Arbitrary<string> = fc.oneof(
  junkString,
  fc.integer().map(String),
  fc.integer({ min: 1, max: 250 }).map(String),
  fc.constantFrom(
    "",
    "0",
    "1",
    "-1",
    "1.5",
    "1.0",
    "1e2",
    "1e400",
    "0x10",
    "0b1",
    "0o7",
    " 2",
    "2 ",
    "+3",
    "Infinity",
    "NaN",
    "200",
    "201",
    "1000",
    "1001",
    "1000000",
    "1000001",
    "9".repeat(30),
    "1,2",
    "１",
    "2\u0000",
    "%00",
  ),
);

/** Query strings written by hand: repeated keys, bare keys, broken escapes, NULs. */
const rawQueries = (keys: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.webQueryParameters(),
    fc
      .tuple(fc.constantFrom(...keys), numberish, numberish)
      .map(([k, a, b]) => `${k}=${encodeURIComponent(a.toWellFormed())}&${k}=${encodeURIComponent(b.toWellFormed())}`),
    fc.constantFrom(
      ...keys.flatMap((k) => [
        k,
        `${k}=`,
        `${k}=%zz`,
        `${k}=%00`,
        `${k}=%E0%A4%A`,
        `${k}[]=1`,
        `${k}[a]=1`,
        `&&${k}=1&&`,
        `${k}=1;${k}=2`,
        `${k}=%2B1`,
      ]),
    ),
  );

/** The rule the server states for ?page=&pageSize= (absent both: the whole list, or its first LIST_CAP items). */
function pageRule(sp: URLSearchParams, maxPageSize = 200): { ok: boolean; pageSize?: number } {
  const page = sp.get("page");
  const size = sp.get("pageSize");
  if (page === null && size === null) return { ok: true };
  const p = Number(page ?? "1");
  const s = Number(size ?? "50");
  const ok = Number.isInteger(p) && p >= 1 && p <= 1_000_000 && Number.isInteger(s) && s >= 1 && s <= maxPageSize;
  return { ok, pageSize: s };
}

const urlOf = (path: string, c: Case) => {
  const u = new URL(path + (c.rawQuery !== undefined ? `?${c.rawQuery}` : ""), "http://localhost:3000");
  for (const [k, v] of Object.entries(c.query ?? {})) u.searchParams.set(k, v);
  return u;
};

function pagedCases(extra: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<Case> {
  const keys = ["page", "pageSize", ...Object.keys(extra)];
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({ page: numberish, pageSize: numberish, ...extra }, { requiredKeys: [] }).map((query): Case => ({ query })),
    },
    { weight: 1, arbitrary: rawQueries(keys).map((rawQuery): Case => ({ rawQuery })) },
  );
}

/** A NUL anywhere in the decoded query: the server refuses the URL (400). */
const hasNul = (sp: URLSearchParams) => [...sp].some(([k, v]) => k.includes("\u0000") || v.includes("\u0000"));

function checkPaged(
  a: Answer<Json>,
  c: Case,
  path: string,
  extraOk: (sp: URLSearchParams) => boolean = () => true,
  maxPageSize = 200,
): void {
  const what = `GET ${path} ${describeCase(c)}`;
  checkAnswer(a, what);
  const sp = urlOf(path, c).searchParams;
  const rule = pageRule(sp, maxPageSize);
  const valid = rule.ok && extraOk(sp) && !hasNul(sp);
  if (!valid) {
    if (a.status < 400 || a.status >= 500) throw new Error(`expected a 4xx: ${what} answered ${a.status}`);
    return;
  }
  if (a.status !== 200) throw new Error(`expected 200: ${what} answered ${a.status} ${JSON.stringify(a.body)}`);
  expect(Array.isArray(a.body)).toBe(true);
  if (rule.pageSize !== undefined) expect(a.body.length).toBeLessThanOrEqual(rule.pageSize);
}

const at = (handler: Target["handler"], path: string, withCookie = false): Target => ({
  handler,
  method: "GET",
  path: () => path,
  cookie: withCookie ? cookie : undefined,
});

describe("query parameters", () => {
  test(
    "GET /api/products ?page&pageSize",
    async () => {
      await fuzzEndpoint("/api/products", at(productsRoute, "/api/products"), pagedCases(), (a, c) =>
        checkPaged(a, c, "/api/products", undefined, LIST_CAP),
      );
      const all = await send(at(productsRoute, "/api/products"), {});
      const byId = (a: number, b: number) => a - b;
      expect(all.body.map((p: Json) => p.id).sort(byId)).toEqual(catalogue.products.map((p) => p.id).sort(byId));
      expect((await send(at(productsRoute, "/api/products"), { query: { page: "2", pageSize: "3" } })).body.map((p: Json) => p.id)).toEqual(
        all.body.slice(3, 6).map((p: Json) => p.id),
      );
    },
    FUZZ_TEST_TIMEOUT,
  );

  test(
    "GET /api/admin/contact-messages ?page&pageSize",
    async () => {
      const t = { ...at(listMessagesRoute, "/api/admin/contact-messages", true) };
      await fuzzEndpoint("/api/admin/contact-messages", t, pagedCases(), (a, c) => checkPaged(a, c, "/api/admin/contact-messages"));
      expect((await send(t, {})).body).toHaveLength(3);
    },
    FUZZ_TEST_TIMEOUT,
  );

  test(
    "GET /api/admin/quote-requests ?status&page&pageSize",
    async () => {
      const t = at(listQuotesRoute, "/api/admin/quote-requests", true);
      const status = fc.oneof(
        junkString,
        fc.constantFrom(...QUOTE_STATUSES),
        fc.constantFrom(...QUOTE_STATUSES.flatMap((s) => [s.toLowerCase(), s.toUpperCase(), ` ${s}`, `${s}\u0000`, `${s},New`])),
      );
      const statusOk = (sp: URLSearchParams) =>
        sp.get("status") === null || (QUOTE_STATUSES as readonly string[]).includes(sp.get("status")!);
      await fuzzEndpoint("/api/admin/quote-requests", t, pagedCases({ status }), (a, c) => {
        checkPaged(a, c, "/api/admin/quote-requests", statusOk);
        const s = urlOf("/api/admin/quote-requests", c).searchParams.get("status");
        if (a.status === 200 && s !== null) for (const q of a.body) expect(q.status).toBe(s);
      });
      expect((await send(t, { query: { status: "New" } })).body).toHaveLength(3);
    },
    FUZZ_TEST_TIMEOUT,
  );

  test(
    "GET /api/products/search ?q",
    async () => {
      const t = at(searchRoute, "/api/products/search");
      const q = fc.oneof(
        junkString,
        fc.string({
          unit: fc.constantFrom(
            "%",
            "_",
            "\\",
            '"',
            "'",
            "*",
            "(",
            ")",
            ":",
            "^",
            "-",
            "+",
            "NEAR",
            "AND",
            "OR",
            "NOT",
            " ",
            "a",
            "\u0000",
          ),
          maxLength: 12,
        }),
      );
      const cases = fc.oneof(
        { weight: 3, arbitrary: q.map((v): Case => ({ query: { q: v.toWellFormed() } })) },
        { weight: 1, arbitrary: rawQueries(["q"]).map((rawQuery): Case => ({ rawQuery })) },
      );
      await fuzzEndpoint("/api/products/search", t, cases, (a, c) => {
        checkAnswer(a, `GET /api/products/search ${describeCase(c)}`);
        if (hasNul(urlOf("/api/products/search", c).searchParams)) return expect(a.status).toBe(400);
        expect(a.status).toBe(200);
        expect(Array.isArray(a.body)).toBe(true);
        expect(a.body.length).toBeLessThanOrEqual(100);
      });
      const film = await send(t, { query: { q: "stretch" } });
      expect(film.body.map((p: Json) => p.sku)).toEqual([catalogue.film.sku]);
    },
    FUZZ_TEST_TIMEOUT,
  );
});

describe("route parameters", () => {
  const slugCases = (known: string[]) =>
    fc
      .oneof(
        junkString,
        fc.string({ maxLength: 30 }),
        fc.constantFrom(...known),
        fc.constantFrom(...known.map((s) => `${s}\u0000`), ...known.map((s) => s.toUpperCase()), ...known.map((s) => ` ${s}`)),
      )
      .map((slug): Case => ({ params: { slug } }));
  const slugPath =
    (prefix: string, suffix = "") =>
    (c: Case) =>
      `${prefix}/${encodeURIComponent(c.params!.slug.toWellFormed())}${suffix}`;

  test.each([
    ["/api/products/{slug}", productRoute, "/api/products", "", "product"],
    ["/api/categories/{slug}", categoryRoute, "/api/categories", "", "category"],
    ["/api/categories/{slug}/products", categoryProductsRoute, "/api/categories", "/products", "category"],
  ] as const)(
    "GET %s",
    async (name, handler, prefix, suffix, table) => {
      const known = (table === "product" ? catalogue.products : catalogue.categories).map((r) => r.slug);
      const t: Target = { handler, method: "GET", path: slugPath(prefix, suffix) };
      await fuzzEndpoint(name, t, slugCases(known), (a, c) => {
        checkAnswer(a, `GET ${name} ${describeCase(c)}`);
        if (c.params!.slug.includes("\u0000")) expect(a.status).toBe(400);
        else if (known.includes(c.params!.slug)) expect(a.status).toBe(200);
        else expect(a.status).toBe(404);
      });
      expect((await send(t, { params: { slug: known[0] } })).status).toBe(200);
    },
    FUZZ_TEST_TIMEOUT,
  );

  test(
    "GET /api/admin/quote-requests/{id} (an unknown or malformed id)",
    async () => {
      const existing = quotes.map((q) => q.id);
      const t: Target = {
        handler: getQuoteRoute,
        method: "GET",
        path: (c) => `/api/admin/quote-requests/${encodeURIComponent(c.params!.id.toWellFormed())}`,
        cookie,
      };
      await fuzzEndpoint(
        "/api/admin/quote-requests/{id}",
        t,
        badIds(existing).map((id): Case => ({ params: { id } })),
      );
      const one = await send(t, { params: { id: String(existing[0]) } });
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ id: quotes[0].id, reference: quotes[0].reference });
    },
    FUZZ_TEST_TIMEOUT,
  );
});
