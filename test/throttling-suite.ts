/**
 * The throttling of logins, password checks and public forms (docs/security.md, "Limits"),
 * through the real route handlers. Run once per limit store: in memory
 * (test/api/throttling.db.test.ts), in Redis (throttling-redis.db.test.ts) and
 * on the memory insurance while Redis is unreachable (throttling-redis-down.db.test.ts).
 */
import { POST as changePasswordRoute } from "@/app/api/admin/change-password/route";
import { POST as loginRoute } from "@/app/api/admin/login/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { POST as quoteRoute } from "@/app/api/quote-requests/route";
import { allowConfirmationTo, LIMITS } from "@/server/rate-limit";
import type { Answer } from "./api";
import { useTestDatabase } from "./db";
import { makeAdmin, makeProduct } from "./factories";
import { ADMIN, login, send } from "./kit";

const RIGHT = { username: ADMIN.username, password: ADMIN.password };
const THROTTLED = "Too many failed login attempts. Please try again later.";
/** docs/security.md, "Limits": wrong passwords per username and address, and wrong current passwords per session, per 15 minutes. */
const PAIR_MAX = 10;
const PASSWORD_CHECKS = 10;

const attempt = (body: { username: string; password: string }, ip: string) =>
  send(loginRoute, "POST", "/api/admin/login", { body, headers: { "x-forwarded-for": ip } });
const changePassword = (cookie: string, currentPassword: string) =>
  send(changePasswordRoute, "POST", "/api/admin/change-password", { body: { currentPassword, newPassword: "Brand-New-Pass-1" }, cookie });

const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

function expectRetryAfter(answer: Answer, windowMs: number) {
  const seconds = Number(answer.headers.get("retry-after"));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
}

export function throttlingSuite(): void {
  useTestDatabase();

  /** The product the quote requests below ask for: a request for no catalogue product is refused before it counts. */
  let sku = "";
  beforeAll(async () => {
    await makeAdmin();
    sku = (await makeProduct({ name: "Throttle Film" })).sku;
  });

  describe("login throttling", () => {
    test(`60 parallel wrong logins from one address: exactly ${LIMITS.loginClient.max} are checked (401), the other 40 refused (429)`, async () => {
      const ip = "10.61.0.1";
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt({ username: `spray-${i}`, password: "guess" }, ip)));
      expect(count(answers, 401)).toBe(LIMITS.loginClient.max);
      expect(count(answers, 429)).toBe(60 - LIMITS.loginClient.max);
      for (const a of answers.filter((a) => a.status === 429)) {
        expect(a.body).toEqual({ message: THROTTLED });
        expectRetryAfter(a, LIMITS.loginClient.windowMs);
      }
      // The right password from that address is refused too; from another it is not.
      expect((await attempt(RIGHT, ip)).status).toBe(429);
      expect((await attempt(RIGHT, "10.61.0.2")).status).toBe(200);
    });

    test(`60 parallel wrong passwords for admin from one address: exactly ${PAIR_MAX} are checked`, async () => {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => attempt({ username: "admin", password: `wrong-${i}` }, "10.62.0.1")),
      );
      expect(statuses(answers)).toEqual([...Array(PAIR_MAX).fill(401), ...Array(60 - PAIR_MAX).fill(429)]);
    });

    test("30 wrong logins for admin from address A do not lock the admin out: the right password from address B logs in", async () => {
      const a = "10.63.0.1";
      const fromA: number[] = [];
      for (let i = 0; i < 30; i++) fromA.push((await attempt({ username: "ADMIN", password: `wrong-${i}` }, a)).status);
      expect(fromA.slice(0, PAIR_MAX).every((s) => s === 401)).toBe(true);
      expect(fromA.slice(PAIR_MAX).every((s) => s === 429)).toBe(true);
      expect((await attempt(RIGHT, a)).status).toBe(429);
      const fromB = await attempt(RIGHT, "10.63.0.2");
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get("set-cookie")).toBeTruthy();
    });

    test("a successful login clears the address's count for that username and does not count against the address", async () => {
      const ip = "10.64.0.1";
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < PAIR_MAX - 1; i++)
          expect((await attempt({ username: "admin", password: `wrong-${round}-${i}` }, ip)).status).toBe(401);
        expect((await attempt(RIGHT, ip)).status).toBe(200);
      }
      // 18 failures and 2 successes so far: a 21st attempt is still let through.
      expect((await attempt(RIGHT, ip)).status).toBe(200);
      expect((await attempt({ username: "admin", password: "wrong-19" }, ip)).status).toBe(401);
      expect((await attempt({ username: "admin", password: "wrong-20" }, ip)).status).toBe(401);
      // 20 failures: the address is refused, the right password included.
      expect((await attempt(RIGHT, ip)).status).toBe(429);
    });
  });

  describe("change-password throttling", () => {
    test(`40 parallel wrong current passwords on one session: exactly ${PASSWORD_CHECKS} are checked (400), the rest 429; other sessions are not affected`, async () => {
      const stolen = await login(ADMIN.username, ADMIN.password, "10.65.0.1");
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => changePassword(stolen, `Wrong-Current-${i}`)));
      expect(count(answers, 400)).toBe(PASSWORD_CHECKS);
      expect(count(answers, 429)).toBe(40 - PASSWORD_CHECKS);
      const refused = answers.find((a) => a.status === 429)!;
      expect(refused.body).toEqual({ message: "Too many wrong current passwords. Please try again later." });
      expectRetryAfter(refused, 15 * 60_000);
      // Even the right current password is refused on that session now.
      expect((await changePassword(stolen, ADMIN.password)).status).toBe(429);
      // The admin's own session is counted apart.
      const own = await login(ADMIN.username, ADMIN.password, "10.65.0.2");
      const wrong = await changePassword(own, "Wrong-Current-x");
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ currentPassword: "Current password is incorrect" });
    });
  });

  describe("public forms", () => {
    const contact = (ip: string) =>
      send(contactRoute, "POST", "/api/contact", {
        body: {
          firstName: "Dana",
          lastName: "Whitfield",
          email: "dana@acme.example",
          company: "",
          message: "Please quote 40 pallets of film.",
        },
        headers: { "x-forwarded-for": ip },
      });
    const quote = (ip: string) =>
      send(quoteRoute, "POST", "/api/quote-requests", {
        body: {
          name: "Dana Buyer",
          company: "",
          email: "dana@acme.example",
          phone: "555-201-3344",
          state: "TX",
          zip: "75001",
          notes: "",
          items: [{ sku, name: "film", quantity: 1 }],
        },
        headers: { "x-forwarded-for": ip },
      });

    test(`contact: ${LIMITS.contact.max} per client, then 429 with Retry-After`, async () => {
      const answers: Answer[] = [];
      for (let i = 0; i <= LIMITS.contact.max; i++) answers.push(await contact("10.66.0.1"));
      expect(answers.map((a) => a.status)).toEqual([...Array(LIMITS.contact.max).fill(201), 429]);
      expectRetryAfter(answers[LIMITS.contact.max], LIMITS.contact.windowMs);
      expect((await contact("10.66.0.2")).status).toBe(201);
    });

    test(`quote requests: ${LIMITS.quote.max} per client, then 429 with Retry-After`, async () => {
      const answers = await Promise.all(Array.from({ length: LIMITS.quote.max + 2 }, () => quote("10.67.0.1")));
      expect(count(answers, 201)).toBe(LIMITS.quote.max);
      expect(count(answers, 429)).toBe(2);
      expectRetryAfter(
        answers.find((a) => a.status === 429)!,
        LIMITS.quote.windowMs,
      );
    });
  });

  test("buyer confirmations: 3 per recipient address per day, whatever its case", async () => {
    const allowed: boolean[] = [];
    for (const to of ["Pat@Buyer.example", "pat@buyer.example", " pat@buyer.example", "PAT@BUYER.EXAMPLE"])
      allowed.push(await allowConfirmationTo(to));
    expect(allowed).toEqual([true, true, true, false]);
    expect(await allowConfirmationTo("lee@buyer.example")).toBe(true);
  });
}
