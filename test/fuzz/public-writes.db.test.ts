/**
 * Fuzzing the public write endpoints: POST /api/contact, POST /api/quote-requests,
 * POST /api/admin/login and POST /api/admin/logout.
 */
import fc from "fast-check";
import { POST as loginRoute } from "@/app/api/admin/login/route";
import { POST as logoutRoute } from "@/app/api/admin/logout/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { POST as quoteRoute } from "@/app/api/quote-requests/route";
import type { Product } from "@/lib/types";
import { contactSchema, isHoneypotFilled } from "@/lib/validation/contact";
import { loginSchema } from "@/lib/validation/login";
import { quoteRequestSchema } from "@/lib/validation/quote-request";
import { db } from "@/server/db/client";
import type { Answer, Json } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeSmallCatalogue } from "../factories";
import { ADMIN, login, snapshot, tamperedCookie } from "../kit";
import {
  bodyCases,
  checkAnswer,
  describeCase,
  expectRefused,
  FUZZ_RUNS,
  FUZZ_TEST_TIMEOUT,
  fuzzEndpoint,
  junkString,
  parsedBody,
  passes,
  printReports,
  send,
  type Case,
} from "./fuzz-kit";

useTestDatabase();
afterAll(printReports);

let product: Product;
beforeAll(async () => {
  await makeAdmin();
  product = (await makeSmallCatalogue()).film;
});

const contact = {
  firstName: "Dana",
  lastName: "Buyer",
  email: "dana@acme.example",
  company: "Acme",
  message: "Please call me about pallets.",
};
const buyer = {
  name: "Dana Buyer",
  company: "Acme Logistics",
  email: "dana@acme.example",
  phone: "(555) 201-3344",
  state: "TX",
  zip: "75001",
  notes: "Dock 4",
};

/** Header values a real HTTP request can carry (Headers refuses the rest before any server sees them). */
const headerSafe = (s: string) => s === "" || /^[\x21-\x7e\x80-\xff]([\t\x20-\x7e\x80-\xff]*[\x21-\x7e\x80-\xff])?$/.test(s);

describe("POST /api/contact", () => {
  const target = { handler: contactRoute, method: "POST", path: () => "/api/contact" };

  test(
    "malformed messages are refused and store nothing; a valid one is stored exactly as validated",
    async () => {
      let accepted = 0;
      await fuzzEndpoint("/api/contact", target, bodyCases(contact), async (a: Answer<Json>, c: Case) => {
        const what = `POST /api/contact ${describeCase(c)}`;
        const body = parsedBody(c);
        if (a.status >= 200 && a.status < 300 && isHoneypotFilled(body)) return checkAnswer(a, what); // told "sent", nothing stored (final snapshot)
        if (!passes(contactSchema, body)) return expectRefused(a, what);
        // The generator happened to make a valid message: it must be stored exactly once, as validated.
        checkAnswer(a, what);
        expect(a.status).toBe(201);
        const expected = contactSchema.parse(body);
        const row = await db.contactMessage.findUniqueOrThrow({ where: { id: a.body.id } });
        expect(row).toMatchObject({
          firstName: expected.firstName,
          lastName: expected.lastName,
          email: expected.email,
          company: expected.company,
          message: expected.message,
        });
        await db.contactMessage.delete({ where: { id: row.id } });
        accepted++;
      });
      console.log(`contact: ${accepted} generated messages happened to be valid (stored, checked, removed)`);
      // Still healthy: a normal message is stored.
      const ok = await send(target, { body: contact });
      expect(ok.status).toBe(201);
      expect(await db.contactMessage.findUnique({ where: { id: ok.body.id } })).toMatchObject(contact);
    },
    FUZZ_TEST_TIMEOUT,
  );
});

describe("POST /api/quote-requests", () => {
  const target = { handler: quoteRoute, method: "POST", path: () => "/api/quote-requests" };

  test(
    "malformed quote requests and Idempotency-Keys are refused and store nothing",
    async () => {
      const base = { ...buyer, items: [{ productId: product.id, sku: product.sku, name: product.name, quantity: 2 }] };
      const key = fc.option(
        fc.oneof(junkString, fc.uuid(), fc.constantFrom("a".repeat(201), "key with spaces", "ключ")).filter(headerSafe),
        { nil: undefined },
      );
      const cases = fc
        .tuple(bodyCases(base), key)
        .map(([c, k]): Case => (k === undefined ? c : { ...c, headers: { "idempotency-key": k } }));
      let accepted = 0;
      await fuzzEndpoint("/api/quote-requests", target, cases, async (a, c) => {
        const what = `POST /api/quote-requests ${describeCase(c)}`;
        const body = parsedBody(c);
        const k = c.headers?.["idempotency-key"];
        const keyOk = k === undefined || /^[\x21-\x7e]{1,200}$/.test(k);
        if (a.status >= 200 && a.status < 300 && keyOk && isHoneypotFilled(body)) {
          checkAnswer(a, what);
          expect(a.body).toEqual({ reference: "Q-RECEIVED" });
          return;
        }
        if (!keyOk || !passes(quoteRequestSchema, body)) return expectRefused(a, what);
        // Valid by the schema: refused only for an unknown item; otherwise stored once, then removed here.
        checkAnswer(a, what);
        if (a.status === 400) return expect(JSON.stringify(a.body.errors)).toMatch(/Unknown product/);
        expect(a.status).toBe(201);
        const input = quoteRequestSchema.parse(body);
        const row = await db.quoteRequest.findUniqueOrThrow({ where: { reference: a.body.reference }, include: { items: true } });
        expect(row).toMatchObject({ name: input.name, email: input.email, phone: input.phone, state: input.state, zip: input.zip });
        expect((await db.idempotencyKey.findMany({ where: { resourceId: row.id } })).map((r) => r.key)).toEqual(k === undefined ? [] : [k]);
        expect(row.items.length).toBeGreaterThan(0);
        await db.quoteRequest.delete({ where: { id: row.id } });
        await db.idempotencyKey.deleteMany({ where: { resourceId: row.id } });
        accepted++;
      });
      console.log(`quote-requests: ${accepted} generated requests happened to be valid (stored, checked, removed)`);
      const ok = await send(target, { body: base, headers: { "idempotency-key": "fuzz-health-1" } });
      expect(ok.status).toBe(201);
      const again = await send(target, { body: base, headers: { "idempotency-key": "fuzz-health-1" } });
      expect(again.body.reference).toBe(ok.body.reference);
      expect(await db.idempotencyKey.count({ where: { key: "fuzz-health-1" } })).toBe(1);
      expect(await db.quoteRequest.count({ where: { reference: ok.body.reference } })).toBe(1);
      const stored = await db.quoteRequest.findUniqueOrThrow({ where: { reference: ok.body.reference }, include: { items: true } });
      expect(stored.items).toMatchObject([{ productId: product.id, sku: product.sku, name: product.name, quantity: 2 }]);
    },
    FUZZ_TEST_TIMEOUT,
  );
});

describe("POST /api/admin/login", () => {
  // One client address for the whole run: after 20 failures it is throttled
  // (429, cheap), so the run does not spend 1,000 argon2 verifications.
  const target = { handler: loginRoute, method: "POST", path: () => "/api/admin/login" };

  test(
    "malformed or wrong credentials are refused and create no session",
    async () => {
      // The real admin's name is left to the auth tests: failures on it would (rightly) lock it for 15 minutes.
      const isAdmin = (b: unknown) =>
        typeof (b as { username?: unknown })?.username === "string" &&
        (b as { username: string }).username.trim().toLowerCase() === ADMIN.username;
      const cases = bodyCases({ username: "someone", password: "not-the-password" })
        .filter((c) => !isAdmin(parsedBody(c)))
        .map((c): Case => ({ ...c, headers: { "x-forwarded-for": "10.250.0.1" } }));
      const report = await fuzzEndpoint("/api/admin/login", target, cases, (a, c) => {
        const what = `POST /api/admin/login ${describeCase(c)}`;
        expectRefused(a, what);
        if (passes(loginSchema, parsedBody(c))) expect([401, 429]).toContain(a.status);
        expect(a.headers.get("set-cookie")).toBeNull();
      });
      expect(report.statuses[200]).toBeUndefined();
      // Still healthy: the admin logs in from another address.
      expect(await login(ADMIN.username, ADMIN.password, "10.250.0.2")).toMatch(/=/);
    },
    FUZZ_TEST_TIMEOUT,
  );
});

describe("POST /api/admin/logout", () => {
  test(
    "any cookie and any body: 200, and no session but the caller's own ends",
    async () => {
      const cookie = await login(ADMIN.username, ADMIN.password, "10.250.0.3");
      const cookieValue = fc
        .oneof(
          junkString.map((s) => `next-auth.session-token=${s}`),
          junkString,
          fc.constantFrom(
            tamperedCookie(cookie),
            `${cookie}x`,
            `x${cookie}`,
            `${cookie.split("=")[0]}=%E0%A4%A`,
            `${cookie.split("=")[0]}=`,
            `${cookie};${cookie}`.replace(/=.*/, "=a;b"),
          ),
        )
        .filter(headerSafe);
      const cases = fc
        .tuple(bodyCases({ reason: "x" }), fc.option(cookieValue, { nil: undefined }))
        .map(([c, k]): Case => (k === undefined ? c : { ...c, headers: { cookie: k } }));
      const before = await snapshot();
      const statuses: Record<number, number> = {};
      await fc.assert(
        fc.asyncProperty(cases, async (c) => {
          const a = await send({ handler: logoutRoute, method: "POST", path: () => "/api/admin/logout" }, c);
          statuses[a.status] = (statuses[a.status] ?? 0) + 1;
          checkAnswer(a, `POST /api/admin/logout ${describeCase(c)}`);
          expect(a.status).toBe(200);
        }),
        { numRuns: FUZZ_RUNS },
      );
      expect(await snapshot()).toEqual(before);
      console.log(`POST /api/admin/logout: ${JSON.stringify(statuses)}`);
      // The real session still works, and its own logout ends it.
      const out = await send({ handler: logoutRoute, method: "POST", path: () => "/api/admin/logout", cookie }, {});
      expect(out.status).toBe(200);
      expect(await db.adminSession.count()).toBe(before.sessions.length - 1);
    },
    FUZZ_TEST_TIMEOUT,
  );
});
