/**
 * Fuzzing the other admin writes with a valid admin session: settings, the
 * stretch-film page content and its catalogue cards, profile, password,
 * quote-request status and contact-message read/delete.
 */
import fc from "fast-check";
import { PUT as catalogCardRoute } from "@/app/api/admin/catalog-cards/[index]/route";
import { POST as changePasswordRoute } from "@/app/api/admin/change-password/route";
import { PUT as markReadRoute } from "@/app/api/admin/contact-messages/[id]/read/route";
import { DELETE as deleteMessageRoute } from "@/app/api/admin/contact-messages/[id]/route";
import { POST as savePageContentRoute } from "@/app/api/admin/product-page-content/route";
import { PUT as updateQuoteRoute } from "@/app/api/admin/quote-requests/[id]/route";
import { PUT as settingRoute } from "@/app/api/admin/settings/[key]/route";
import { POST as updateProfileRoute } from "@/app/api/admin/update-profile/route";
import { catalogCardSchema } from "@/lib/validation/catalog-card";
import { changePasswordSchema } from "@/lib/validation/password";
import { productPageContentSchema } from "@/lib/validation/product-page-content";
import { profileSchema } from "@/lib/validation/profile";
import { quoteStatusUpdateSchema } from "@/lib/validation/quote-request";
import { isSettingKey, SETTING_KEYS, settingValueSchema, type SettingKey } from "@/lib/validation/settings";
import { isCommonPassword } from "@/lib/common-passwords";
import type { Product } from "@/lib/types";
import { db } from "@/server/db/client";
import type { Json } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makePageContent, makeSmallCatalogue } from "../factories";
import { addQuoteRequest, ADMIN, editorPageContent, login, storedPageContent, validCard } from "../kit";
import {
  badIds,
  bodyCases,
  describeCase,
  expectRefused,
  FUZZ_TEST_TIMEOUT,
  fuzzEndpoint,
  idCases,
  junkString,
  parsedBody,
  passes,
  printReports,
  segment,
  send,
  type Case,
  type Target,
} from "./fuzz-kit";

useTestDatabase();
afterAll(printReports);

let cookie = "";
/** The products the stretch-film page has a catalogue card of, in order. */
let cardProducts: Product[] = [];
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  // A second admin, so a profile may clash with a taken username.
  await db.admin.create({ data: { username: "other-admin", email: "other@example.com", passwordHash: "not-a-hash" } });
  const { film, products } = await makeSmallCatalogue();
  cardProducts = products.filter((p) => p.categoryId === film.categoryId && p.id !== film.id);
  await makePageContent(film, { cards: cardProducts });
});

const refusedAs = (name: string) => (a: Parameters<typeof expectRefused>[0], c: Case) => {
  expectRefused(a, `${name} ${describeCase(c)}`);
  if (c.sure === "clash") expect(a.status).toBe(409);
  if (c.sure === "no such row") expect(a.status).toBe(404);
  if (c.sure === "bad password") expect(a.status).toBe(400);
};

const VALID_SETTING: Record<SettingKey, string> = {
  business_name: "US Plastic Supply",
  business_phone: "(800) 555-0100",
  business_email: "sales@example.com",
  business_address: "1 Main St",
  business_hours: "Mon-Fri 9-5",
  business_description: "Industrial plastics",
  homepage_hero_image: "https://images.example.com/hero.jpg",
  homepage_stretch_film_image: "/images/film.svg",
  homepage_poly_mailer_image: "https://images.example.com/m.jpg",
  about_hero_image: "https://images.example.com/a.jpg",
  about_story_image: "https://images.example.com/s.jpg",
};

test(
  "PUT /api/admin/settings/{key}",
  async () => {
    const badKey = fc
      .oneof(
        junkString,
        fc.constantFrom(...SETTING_KEYS.flatMap((k) => [k.toUpperCase(), ` ${k}`, `${k} `, `${k}\u0000`, `${k}x`])),
        fc.constantFrom("admin_password", "__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"),
      )
      .filter((k) => !isSettingKey(k));
    const cases = fc.oneof(
      fc
        .tuple(badKey, fc.oneof(fc.constant<Case>({ body: { value: "x" } }), bodyCases({ value: "x" })))
        .map(([key, c]): Case => ({ ...c, params: { key } })),
      fc.constantFrom(...SETTING_KEYS).chain((key) =>
        bodyCases({ value: VALID_SETTING[key] })
          .filter((c) => !passes(settingValueSchema(key), parsedBody(c)))
          .map((c): Case => ({ ...c, params: { key } })),
      ),
    );
    const t: Target = { handler: settingRoute, method: "PUT", path: (c) => `/api/admin/settings/${segment(c.params!.key)}`, cookie };
    await fuzzEndpoint("/api/admin/settings/{key}", t, cases);
    const ok = await send(t, { params: { key: "business_phone" }, body: { value: "(800) 555-0199" } });
    expect(ok.status).toBe(200);
    expect((await db.setting.findUniqueOrThrow({ where: { key: "business_phone" } })).value).toBe("(800) 555-0199");
  },
  FUZZ_TEST_TIMEOUT,
);

test(
  "POST /api/admin/product-page-content",
  async () => {
    const base = await editorPageContent();
    const t: Target = { handler: savePageContentRoute, method: "POST", path: () => "/api/admin/product-page-content", cookie };
    await fuzzEndpoint(
      "/api/admin/product-page-content",
      t,
      bodyCases(base).filter((c) => !passes(productPageContentSchema, parsedBody(c))),
    );
    const edited = { ...base, productName: "PE Stretch Film (fuzzed, then saved)" };
    const ok = await send(t, { body: edited });
    expect(ok.status).toBe(200);
    expect((await storedPageContent()).productName).toBe(edited.productName);
  },
  FUZZ_TEST_TIMEOUT,
);

test(
  "PUT /api/admin/catalog-cards/{index}",
  async () => {
    const cards = cardProducts.length;
    expect((await storedPageContent()).catalogProducts.map((c: Json) => c.sku)).toEqual(cardProducts.map((p) => p.sku));
    const base = validCard({ description: "Edited by the fuzz test" });
    const invalid = bodyCases(base).filter((c) => !passes(catalogCardSchema, parsedBody(c)));
    const badIndex = fc
      .oneof(junkString, fc.constantFrom("-1", "1.5", " 1", "1 ", "+1", "00000", "10000", "1e1", "0x1", "\u0661", "0\u0000"))
      .filter((s) => !/^\d{1,4}$/.test(s));
    const cases = fc.oneof(
      fc.tuple(badIndex, fc.oneof(fc.constant<Case>({ body: base }), invalid)).map(([index, c]): Case => ({ ...c, params: { index } })),
      fc.integer({ min: cards, max: 9999 }).map((i): Case => ({ params: { index: String(i) }, body: base, sure: "no such row" })),
      fc.tuple(fc.integer({ min: 0, max: cards - 1 }), invalid).map(([i, c]): Case => ({ ...c, params: { index: String(i) } })),
    );
    const t: Target = {
      handler: catalogCardRoute,
      method: "PUT",
      path: (c) => `/api/admin/catalog-cards/${segment(c.params!.index)}`,
      cookie,
    };
    await fuzzEndpoint("/api/admin/catalog-cards/{index}", t, cases, refusedAs("PUT catalog-cards/{index}"));
    const ok = await send(t, { params: { index: "0" }, body: base });
    expect(ok.status).toBe(200);
    expect((await storedPageContent()).catalogProducts[0]).toMatchObject(base);
  },
  FUZZ_TEST_TIMEOUT,
);

test(
  "POST /api/admin/update-profile",
  async () => {
    const base = { username: ADMIN.username, email: "owner@example.com" };
    const invalid = bodyCases(base).filter((c) => !passes(profileSchema, parsedBody(c)));
    const sure = fc.constantFrom("other-admin", " other-admin ").map((username): Case => ({ body: { ...base, username }, sure: "clash" }));
    const t: Target = { handler: updateProfileRoute, method: "POST", path: () => "/api/admin/update-profile", cookie };
    await fuzzEndpoint(
      "/api/admin/update-profile",
      t,
      fc.oneof({ weight: 19, arbitrary: invalid }, { weight: 1, arbitrary: sure }),
      refusedAs("POST update-profile"),
    );
    const ok = await send(t, { body: base });
    expect(ok.status).toBe(200);
    expect(await db.admin.findUniqueOrThrow({ where: { username: ADMIN.username } })).toMatchObject(base);
  },
  FUZZ_TEST_TIMEOUT,
);

test(
  "POST /api/admin/change-password",
  async () => {
    const base = { currentPassword: ADMIN.password, newPassword: "Battery-Staple-77" };
    /** Would the server change the password? Those are left out (one is made at the end). */
    const wouldChange = (b: unknown) => {
      if (!passes(changePasswordSchema, b)) return false;
      const { currentPassword, newPassword } = b as typeof base;
      return currentPassword === ADMIN.password && !isCommonPassword(newPassword) && newPassword !== currentPassword;
    };
    const invalid = bodyCases(base).filter((c) => !wouldChange(parsedBody(c)));
    // Refused after the current password is checked (each costs an argon2 verification, so they are a few percent).
    const sure = fc.oneof(
      fc
        .constantFrom("password123", "123456", "qwerty123", "aaaaaaaa", "abcdefgh", "Password1", ADMIN.password)
        .map((newPassword): Case => ({ body: { ...base, newPassword }, sure: "bad password" })),
      fc
        .constantFrom("wrong-password", ADMIN.password.toLowerCase(), `${ADMIN.password} `)
        .map((currentPassword): Case => ({ body: { ...base, currentPassword }, sure: "wrong current password" })),
    );
    const t: Target = { handler: changePasswordRoute, method: "POST", path: () => "/api/admin/change-password", cookie };
    // A session gets 10 wrong current passwords per 15 minutes (exactly, in
    // test/throttling-suite.ts); past them every attempt on it is throttled
    // (429) before any password is verified, which is also a refusal here.
    const refused = refusedAs("POST change-password");
    const onAnswer: typeof refused = (answer, c) =>
      answer.status === 429 ? expectRefused(answer, describeCase(c)) : refused(answer, c.sure ? { ...c, sure: "bad password" } : c);
    await fuzzEndpoint(
      "/api/admin/change-password",
      t,
      fc.oneof({ weight: 24, arbitrary: invalid }, { weight: 1, arbitrary: sure }),
      onAnswer,
    );
    // Still healthy: a real change works (and is changed back), from a fresh session, since
    // the fuzzed one may be throttled; the change ends the other sessions, so the later
    // tests use this one.
    cookie = t.cookie = await login(ADMIN.username, ADMIN.password, "10.251.0.2");
    expect((await send(t, { body: base })).status).toBe(200);
    expect(await login(ADMIN.username, base.newPassword, "10.251.0.1")).toMatch(/=/);
    expect((await send(t, { body: { currentPassword: base.newPassword, newPassword: ADMIN.password } })).status).toBe(200);
  },
  FUZZ_TEST_TIMEOUT,
);

test(
  "PUT /api/admin/quote-requests/{id}",
  async () => {
    const quote = await addQuoteRequest(1);
    const base = { status: "Contacted", adminNotes: "Called back." };
    const invalid = bodyCases(base).filter((c) => !passes(quoteStatusUpdateSchema, parsedBody(c)));
    const t: Target = {
      handler: updateQuoteRoute,
      method: "PUT",
      path: (c) => `/api/admin/quote-requests/${segment(c.params!.id)}`,
      cookie,
    };
    await fuzzEndpoint("/api/admin/quote-requests/{id}", t, idCases({ existing: [quote.id], invalid, valid: base }));
    const ok = await send(t, { params: { id: String(quote.id) }, body: base });
    expect(ok.status).toBe(200);
    expect(await db.quoteRequest.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({ ...base, isRead: true });
  },
  FUZZ_TEST_TIMEOUT,
);

describe("contact messages", () => {
  const message = () =>
    db.contactMessage.create({ data: { firstName: "Fuzz", lastName: "Target", email: "f@example.com", message: "Hello" } });
  const cases = (existing: number[]) =>
    fc
      .tuple(badIds(existing), fc.option(bodyCases({ isRead: true }), { nil: undefined }))
      .map(([id, c]): Case => ({ ...c, params: { id } }));

  test(
    "PUT /api/admin/contact-messages/{id}/read",
    async () => {
      const m = await message();
      const t: Target = {
        handler: markReadRoute,
        method: "PUT",
        path: (c) => `/api/admin/contact-messages/${segment(c.params!.id)}/read`,
        cookie,
      };
      await fuzzEndpoint("/api/admin/contact-messages/{id}/read", t, cases([m.id]));
      expect((await send(t, { params: { id: String(m.id) } })).status).toBe(200);
      expect((await db.contactMessage.findUniqueOrThrow({ where: { id: m.id } })).isRead).toBe(true);
    },
    FUZZ_TEST_TIMEOUT,
  );

  test(
    "DELETE /api/admin/contact-messages/{id}",
    async () => {
      const existing = (await db.contactMessage.findMany({ select: { id: true } })).map((r) => r.id);
      const m = await message();
      const t: Target = {
        handler: deleteMessageRoute,
        method: "DELETE",
        path: (c) => `/api/admin/contact-messages/${segment(c.params!.id)}`,
        cookie,
      };
      await fuzzEndpoint("/api/admin/contact-messages/{id}", t, cases([...existing, m.id]));
      expect((await send(t, { params: { id: String(m.id) } })).status).toBe(200);
      expect(await db.contactMessage.findUnique({ where: { id: m.id } })).toBeNull();
    },
    FUZZ_TEST_TIMEOUT,
  );
});
