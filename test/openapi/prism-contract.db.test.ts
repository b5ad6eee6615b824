/**
 * The OpenAPI document checked by Stoplight Prism (test/prism.ts): every
 * operation's requests go through `prism proxy` to the real handlers, and
 * Prism fails any request or answer the document does not describe.
 *
 * Per operation: the documented request (its example, with credentials: the
 * admin session, an admin API key, a buyer's session) must be one Prism
 * accepts under --errors, and its answer one the document describes; the same
 * without credentials must be refused with the documented 401; and requests
 * generated from the document's schemas (valid and not) go through the rule of
 * test/prism.ts.
 */
import fc from "fast-check";
import { POST as createApiKeyRoute } from "@/app/api/admin/api-keys/route";
import { API_KEY_SCOPES } from "@/lib/api-keys";
import { STRETCH_FILM_SLUG } from "@/server/page-content/page-content";
import { call } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeBuyer, makeCategory, makeCompany, makePageContent, makeProduct } from "../factories";
import { addQuoteRequest, login } from "../kit";
import { tally, useContractProxy } from "../prism";
import { handlerOf, operations, requestOf, sendGenerated, valueOf, type Generated, type Operation, type Schema } from "./operations";

/** Generated requests per operation (the fuzz of contract.db.test.ts sends more, straight to the handlers). */
const RUNS = 6;

useTestDatabase();
useContractProxy();

let adminCookie = "";
let buyerCookie = "";
let apiKey = "";

beforeAll(async () => {
  // The documented examples add a product to category 3 and move products 12, 15 and 40 there, so those ids exist;
  // the editor's page is the stretch-film product's.
  const categories = [await makeCategory(), await makeCategory(), await makeCategory()];
  for (let i = 0; i < 40; i++) await makeProduct({ category: categories[i % categories.length] });
  await makePageContent(await makeProduct({ category: categories[0], slug: STRETCH_FILM_SLUG }));
  await addQuoteRequest();
  await makeAdmin();
  adminCookie = await login();
  buyerCookie = (await makeBuyer({ company: await makeCompany(), role: "admin" })).cookie;
  const key = await call(createApiKeyRoute, "POST", "/api/admin/api-keys", {
    cookie: adminCookie,
    body: { name: "Prism contract", scopes: [...API_KEY_SCOPES], expiresOn: null },
  });
  expect(key.status).toBe(201);
  apiKey = key.body.key;
}, 120_000);

/** Operations whose success Prism has checked: a 2xx to a request it accepted. */
const succeeded = new Set<string>();
const note = (name: string) => {
  if (tally.last.way === "strict" && tally.last.status < 300) succeeded.add(name);
};

afterAll(() => {
  // What Prism saw, for the run's log (a request it could not read is listed, not hidden).
  const { strict, lenient, unchecked } = tally;
  const noSuccess = operations.map(({ apiPath, method }) => `${method} ${apiPath}`).filter((n) => !succeeded.has(n));
  console.log(
    `Prism: ${strict} requests the document describes, ${lenient} it rejects; not checked: ${unchecked.length ? unchecked.join("; ") : "none"}.\n` +
      `${operations.length - noSuccess.length} of ${operations.length} operations answered a success Prism checked; not these: ${noSuccess.join(", ")}`,
  );
});

/** A value of a schema that the document accepts: its first enum value, "1" where allowed, or one generated. */
function validOf(schema: Schema): string {
  if (schema.enum) return String(schema.enum[0]);
  const one = "1";
  const fits =
    (!schema.pattern || new RegExp(schema.pattern).test(one)) && (schema.type === "string" || schema.type === "integer" || !schema.type);
  if (fits) return one;
  return String(fc.sample(valueOf(schema), { numRuns: 1, seed: 1 })[0]);
}

/** The request the document shows: "1" for the ids, the required query values, the body's example. */
function documented(op: Operation): Generated & { raw?: { body: string | FormData; type?: string } } {
  const params = (op.parameters ?? []).filter((p) => !p.$ref);
  const content = op.requestBody?.content ?? {};
  const req: Generated & { raw?: { body: string | FormData; type?: string } } = {
    params: Object.fromEntries(params.filter((p) => p.in === "path").map((p) => [p.name, validOf(p.schema)])),
    query: Object.fromEntries(
      params
        .filter((p) => p.in === "query" && p.required)
        .map((p) => [p.name, validOf(p.schema.type === "array" ? (p.schema.items ?? {}) : p.schema)]),
    ),
    body: content["application/json"]?.example,
    idempotencyKey: "prism-contract",
  };
  const multipart = content["multipart/form-data"];
  const text = Object.entries(content).find(([type]) => type.startsWith("text/"));
  if (!content["application/json"] && multipart) {
    const form = new FormData();
    const field = Object.keys((multipart.schema.properties as Record<string, unknown>) ?? { file: {} })[0];
    form.append(field, new Blob(["sku,name\n"], { type: "text/csv" }), "file.csv");
    req.raw = { body: form };
  } else if (!content["application/json"] && text) {
    req.raw = { body: String(text[1].example ?? ""), type: text[0] };
  }
  return req;
}

function sendDocumented(
  handler: Parameters<typeof call>[0],
  apiPath: string,
  method: string,
  op: Operation,
  auth: { cookie?: string; headers?: Record<string, string> },
) {
  const req = documented(op);
  if (!req.raw) return sendGenerated(handler, { apiPath, method, op }, req, auth);
  const url = apiPath.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(req.params[name]));
  const headers = { ...auth.headers, ...(req.raw.type ? { "content-type": req.raw.type } : {}) };
  return call(handler, method.toUpperCase(), url, {
    params: req.params,
    query: req.query,
    rawBody: req.raw.body,
    cookie: auth.cookie,
    headers,
  });
}

const accepted = () => {
  // A redirect is followed by Prism, so it is listed as not checked rather than refused.
  const redirected = tally.last.way === "direct" && tally.last.status >= 300 && tally.last.status < 400;
  if (tally.last.way !== "strict" && !redirected)
    throw new Error(`Prism refused the documented request: ${tally.last.refusal || tally.last.way}`);
};

describe.each(operations)("$method $apiPath", ({ apiPath, method, op }) => {
  const security = (op as Operation & { security?: Record<string, string[]>[] }).security ?? [];
  const needs = new Set(security.flatMap((s) => Object.keys(s)));
  // {} among the alternatives: the session is optional (sign-out, the session check), so no 401 to expect.
  const required = needs.size > 0 && !security.some((s) => Object.keys(s).length === 0);
  // Each sign-out would end the session the other operations use.
  const signOut = apiPath === "/api/admin/logout" || apiPath === "/api/account/sign-out";

  test("its documented request is one Prism accepts, answered as documented", async () => {
    const handler = await handlerOf(apiPath, method);
    await sendDocumented(handler, apiPath, method, op, { cookie: signOut ? undefined : `${adminCookie}; ${buyerCookie}` });
    accepted();
    note(`${method} ${apiPath}`);
    if (needs.has("apiKey")) {
      await sendDocumented(handler, apiPath, method, op, { headers: { authorization: `Bearer ${apiKey}` } });
      accepted();
    }
  });

  if (required) {
    test("without credentials: refused by Prism, and our 401 is the documented one", async () => {
      const handler = await handlerOf(apiPath, method);
      const answer = await sendDocumented(handler, apiPath, method, op, {});
      expect(tally.last.way).toBe("lenient");
      expect(answer.status).toBe(401);
    });
  }

  test("generated requests: each answer the documented one, no success to a request the document rejects", async () => {
    const handler = await handlerOf(apiPath, method);
    const cookie = signOut ? undefined : `${adminCookie}; ${buyerCookie}`;
    await fc.assert(
      fc.asyncProperty(requestOf(op), async (req) => {
        await sendGenerated(handler, { apiPath, method, op }, req, { cookie });
        note(`${method} ${apiPath}`);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
