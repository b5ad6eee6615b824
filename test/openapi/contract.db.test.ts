/**
 * The OpenAPI document against the handlers: for every operation, requests
 * generated from the document's own schemas (its parameters and request body,
 * plus the body's example and some input of the wrong shape) are sent to the
 * real route handler on a real database, and each answer must be a status the
 * document lists for that operation, and never a 5xx.
 */
import fc from "fast-check";
import { synonymInputSchema } from "@/lib/validation/synonym";
import { createSynonym } from "@/server/catalog/search/synonyms";
import { addQuoteRequest, login } from "../kit";
import { useTestDatabase } from "../db";
import { makeAdmin, makeBuyer, makeCompany, makePageContent, makeSmallCatalogue } from "../factories";
import { handlerOf, operations, requestOf, sendGenerated } from "./operations";

/** Requests per operation. */
const RUNS = 30;

useTestDatabase();

let adminCookie = "";
let buyerCookie = "";

beforeAll(async () => {
  // Records for the {id} and {slug} routes to find: the generated ids include 1, and each of these is the first of its
  // table. The stretch film's page and a synonym entry, so the editor and synonym routes reach a real row too.
  await makeAdmin();
  const { categories, products, film } = await makeSmallCatalogue();
  await makePageContent(film, { cards: products.filter((p) => p.categoryId === film.categoryId && p.id !== film.id) });
  await createSynonym(synonymInputSchema.parse({ phrases: "cling wrap, pallet wrap", categoryId: categories[0].id }), "test");
  await addQuoteRequest();
  adminCookie = await login();
  // A company admin's session, so the buyer and company routes run past their guard.
  buyerCookie = (await makeBuyer({ company: await makeCompany(), role: "admin" })).cookie;
});

describe.each(operations)("$method $apiPath", ({ apiPath, method, op }) => {
  test("answers only the statuses the document lists, never a 5xx", async () => {
    const handler = await handlerOf(apiPath, method);
    expect(typeof handler).toBe("function");
    const listed = Object.keys(op.responses).map(Number);
    // Each sign-out would end the session the other operations use.
    const signOut = apiPath === "/api/admin/logout" || apiPath === "/api/account/sign-out";
    const cookie = signOut ? undefined : `${adminCookie}; ${buyerCookie}`;
    await fc.assert(
      fc.asyncProperty(requestOf(op), async (req) => {
        const answer = await sendGenerated(handler, { apiPath, method, op }, req, { cookie });
        // A documented 503 is a deliberate answer (e-mail sign-in without a mail server), not a failure.
        const failed = answer.status >= 500 && answer.status !== 503;
        if (failed || !listed.includes(answer.status)) {
          throw new Error(`${answer.status} not listed (${listed.join(", ")}): ${JSON.stringify(answer.body).slice(0, 300)}`);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
