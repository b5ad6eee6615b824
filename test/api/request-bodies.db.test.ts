/**
 * Every endpoint that reads a body: whatever arrives (not
 * JSON, not an object, too large, odd JSON), the answer is a 4xx JSON
 * {message}, never a 500, and the database is unchanged.
 */
import { POST as loginRoute } from "@/app/api/admin/login/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { POST as quoteRoute } from "@/app/api/quote-requests/route";
import { synonymInputSchema } from "@/lib/validation/synonym";
import { createSynonym } from "@/server/catalog/search/synonyms";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makePageContent, makeProduct } from "../factories";
import { addQuoteRequest, ADMIN_ENDPOINTS, CROSS_SITE, login, resolve, send, unchanged, type Endpoint } from "../kit";

useTestDatabase();

let cookie = "";
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  // The rows the table's bodies and {id} paths name, so each bad body reaches a real row: a category with a product,
  // the stretch-film page with a catalogue card, and a synonym.
  const films = await makeCategory({ name: "Body Films" });
  const stretchFilm = await makeProduct({ name: "PE Stretch Film", slug: "stretch-film", category: films });
  await makePageContent(stretchFilm, { cards: [await makeProduct({ category: films })] });
  await createSynonym(synonymInputSchema.parse({ phrases: "pallet wrap, stretch wrap", categoryId: films.id }), "test");
  await addQuoteRequest();
});

const WITH_BODY: Endpoint[] = [
  { name: "POST contact", handler: contactRoute, method: "POST", path: "/api/contact" },
  { name: "POST login", handler: loginRoute, method: "POST", path: "/api/admin/login" },
  { name: "POST quote-requests", handler: quoteRoute, method: "POST", path: "/api/quote-requests" },
  // business_name, the one setting that refuses a missing value, so "{}" is invalid for every endpoint here.
  ...ADMIN_ENDPOINTS.filter((e) => e.body).map((e) =>
    e.name === "PUT settings/{key}" ? { ...e, path: "/api/admin/settings/business_name", params: { key: "business_name" } } : e,
  ),
];

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

const MALFORMED: [string, string, number[]][] = [
  ["an empty body", "", [400]],
  ["whitespace", " \n ", [400]],
  ["truncated JSON", '{"name": "x"', [400]],
  ["single quotes", "{'name': 'x'}", [400]],
  ["a form encoding", "name=x&slug=y", [400]],
  ["a trailing comma", '{"name": "x",}', [400]],
  ["NaN", '{"priceMin": NaN}', [400]],
  ["null", "null", [400]],
  ["true", "true", [400]],
  ["a number", "123", [400]],
  ["a string", '"hello"', [400]],
  ["an empty array", "[]", [400]],
  ["an array of objects", '[{"name":"x"}]', [400]],
  ["an empty object", "{}", [400]],
  ["deeply nested arrays", nested(3000), [400]],
  ["a deeply nested object", '{"a":'.repeat(1000) + "1" + "}".repeat(1000), [400]],
  ["a prototype-polluting object", '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}', [400]],
  ["invalid UTF-16 escapes", '{"name": "\\ud800"}', [400]],
  ["a byte-order mark", "\ufeff{}", [400]],
];

describe.each(WITH_BODY.map((e) => [e.name, e] as const))("%s", (_name, endpoint) => {
  test("malformed or non-object bodies are 400 and change nothing", async () => {
    const { path, params } = await resolve(endpoint);
    for (const [label, rawBody, statuses] of MALFORMED) {
      const answer = await unchanged(() =>
        send(endpoint.handler, endpoint.method, path, { params, rawBody, cookie, headers: { "x-forwarded-for": "10.77.0.1" } }),
      );
      if (!statuses.includes(answer.status))
        throw new Error(`${label}: expected ${statuses}, got ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  test("a body over the limit is 413, whether declared or streamed, and changes nothing", async () => {
    const { path, params } = await resolve(endpoint);
    const huge = JSON.stringify({ name: "x".repeat(600 * 1024) });
    for (const headers of [{}, { "content-length": "10" }] as Record<string, string>[]) {
      const answer = await unchanged(() =>
        send(endpoint.handler, endpoint.method, path, {
          params,
          rawBody: huge,
          cookie,
          headers: { "x-forwarded-for": "10.77.0.2", ...headers },
        }),
      );
      expect(answer.status).toBe(413);
    }
    const declared = await unchanged(() =>
      send(endpoint.handler, endpoint.method, path, {
        params,
        rawBody: "{}",
        cookie,
        headers: { "content-length": String(50 * 1024 * 1024) },
      }),
    );
    expect(declared.status).toBe(413);
  });

  test("sent from another site it is 403, with or without a session, and changes nothing", async () => {
    const { path, params } = await resolve(endpoint);
    for (const headers of CROSS_SITE) {
      for (const withCookie of [undefined, cookie]) {
        const answer = await unchanged(() =>
          send(endpoint.handler, endpoint.method, path, { params, rawBody: "{}", cookie: withCookie, headers }),
        );
        expect(answer.status).toBe(403);
      }
    }
  });

  test("a valid JSON body sent as text/plain is still read as JSON (the content type is not what makes it safe)", async () => {
    const { path, params } = await resolve(endpoint);
    const answer = await unchanged(() =>
      send(endpoint.handler, endpoint.method, path, { params, rawBody: "{}", cookie, headers: { "content-type": "text/plain" } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toBeDefined();
  });
});
