/**
 * GET /api/admin/settings (public), PUT /api/admin/settings/{key} and
 * DELETE /api/admin/settings/{key} (an image back to its default).
 */
import { DELETE as deleteRoute, PUT as putRoute } from "@/app/api/admin/settings/[key]/route";
import { GET as getRoute } from "@/app/api/admin/settings/route";
import { SETTING_KEYS, type SettingKey } from "@/lib/validation/settings";
import { db } from "@/server/db/client";
import { SEEDED_MARKER } from "@/server/db/seed";
import { updateSetting } from "@/server/settings/settings";
import type { Json } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin } from "../factories";
import { CROSS_SITE, login, send, unchanged } from "../kit";

useTestDatabase();

/** The public settings stored before the tests, saved as the settings screen saves them; the others have no row. */
const ARRANGED: Record<string, string> = {
  business_name: "Harbor Packaging Co.",
  business_phone: "(555) 201-3344",
  business_hours: "Mon-Fri 8:00 AM - 5:00 PM",
  homepage_hero_image: "https://images.example.com/hero.jpg",
};

let cookie = "";
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  for (const [key, value] of Object.entries(ARRANGED)) await updateSetting(key as SettingKey, value, "test");
  // A row of the same table that is not a public setting, as the seed leaves one.
  await db.setting.create({ data: { key: SEEDED_MARKER, value: "2026-01-01T00:00:00.000Z" } });
});

const ELEVEN = [
  "business_name",
  "business_phone",
  "business_email",
  "business_address",
  "business_hours",
  "business_description",
  "homepage_hero_image",
  "homepage_stretch_film_image",
  "homepage_poly_mailer_image",
  "about_hero_image",
  "about_story_image",
];

const read = () => send(getRoute, "GET", "/api/admin/settings");
const put = (key: string, body: unknown, headers?: Record<string, string>) =>
  send(putRoute, "PUT", `/api/admin/settings/${encodeURIComponent(key)}`, { body, cookie, params: { key }, headers });
const stored = async (key: string) => (await db.setting.findUnique({ where: { key } }))?.value;
const valueOf = async (key: string) => (await read()).body.find((s: Json) => s.key === key)?.value;

describe("GET /api/admin/settings", () => {
  test("is public and answers the eleven public keys, each once, with the stored values", async () => {
    expect([...SETTING_KEYS]).toEqual(ELEVEN);
    const answer = await read();
    expect(answer.status).toBe(200);
    expect(answer.body.map((s: Json) => s.key)).toEqual(ELEVEN);
    for (const entry of answer.body) {
      expect(Object.keys(entry).sort()).toEqual(["key", "value"]);
      expect(entry.value).toBe((await stored(entry.key)) ?? "");
    }
    expect(answer.body).toEqual(ELEVEN.map((key) => ({ key, value: ARRANGED[key] ?? "" })));
  });

  test("never answers other rows of the settings table", async () => {
    await db.setting.create({ data: { key: "smtp_password", value: "hunter2-secret" } });
    expect(await db.setting.findUnique({ where: { key: SEEDED_MARKER } })).not.toBeNull();
    const answer = await read();
    expect(answer.body.map((s: Json) => s.key)).toEqual(ELEVEN);
    expect(JSON.stringify(answer.body)).not.toContain("hunter2-secret");
    await db.setting.delete({ where: { key: "smtp_password" } });
  });

  test("a key missing from the table is answered with an empty value", async () => {
    await db.setting.delete({ where: { key: "business_hours" } });
    expect(await valueOf("business_hours")).toBe("");
    await db.setting.create({ data: { key: "business_hours", value: ARRANGED.business_hours } });
    expect(await valueOf("business_hours")).toBe(ARRANGED.business_hours);
  });
});

describe("PUT /api/admin/settings/{key}", () => {
  test.each([
    ["business_name", "Acme Packaging LLC"],
    ["business_phone", "+1 (800) 555-0199"],
    ["business_email", "orders@acme-packaging.com"],
    ["business_address", "1 Dock Road\nNewark, NJ 07105"],
    ["business_hours", "Mon-Fri 7-5"],
    ["business_description", "We ship film and bags nationwide."],
    ["homepage_hero_image", "https://i.imgur.com/hero.jpg"],
    ["homepage_stretch_film_image", "https://images.example.com/film.png"],
    ["homepage_poly_mailer_image", "/images/poly.webp"],
    ["about_hero_image", "https://cdn.example.com/about.gif"],
    ["about_story_image", "http://cdn.example.com/story.jpeg"],
  ])("%s: saves the value and the public read shows it", async (key, value) => {
    const answer = await put(key, { value });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ key, value });
    expect(await stored(key)).toBe(value);
    expect(await valueOf(key)).toBe(value);
  });

  test("values are trimmed", async () => {
    const answer = await put("business_phone", { value: "  (732) 555-0100  " });
    expect(answer.body).toEqual({ key: "business_phone", value: "(732) 555-0100" });
    expect(await stored("business_phone")).toBe("(732) 555-0100");
  });

  test.each(["business_phone", "business_email", "business_address", "business_hours", "business_description"])(
    "%s may be emptied (blank or absent value)",
    async (key) => {
      expect((await put(key, { value: "a@ex.com" })).status).toBe(200);
      const blank = await put(key, { value: "" });
      expect(blank.body).toEqual({ key, value: "" });
      expect(await stored(key)).toBe("");
      expect((await put(key, { value: "b@ex.com" })).status).toBe(200);
      const absent = await put(key, {});
      expect(absent.body).toEqual({ key, value: "" });
      expect(await stored(key)).toBe("");
    },
  );

  test.each(["homepage_hero_image", "about_story_image"])("%s: an empty value keeps the current image", async (key) => {
    const url = `https://images.example.com/${key}.png`;
    expect((await put(key, { value: url })).status).toBe(200);
    for (const body of [{ value: "" }, { value: "   " }, {}, { value: null }]) {
      const answer = await unchanged(() => put(key, body));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ key, value: url });
      expect(await stored(key)).toBe(url);
    }
  });

  test("the maxima of each field are accepted exactly", async () => {
    for (const [key, max, suffix] of [
      ["business_name", 100, ""],
      ["business_phone", 20, ""],
      ["business_email", 100, "@example.com"],
      ["business_address", 500, ""],
      ["business_hours", 300, ""],
      ["business_description", 3000, ""],
    ] as const) {
      const value = "a".repeat(max - suffix.length) + suffix;
      const answer = await put(key, { value });
      expect(answer.status).toBe(200);
      expect(await stored(key)).toBe(value);
    }
  });

  test.each([
    ["business_name", "", "Business name is required"],
    ["business_name", "   ", "Business name is required"],
    ["business_name", undefined, "Business name is required"],
    ["business_name", "n".repeat(101), "Business name too long"],
    ["business_phone", "1".repeat(21), "Phone number too long"],
    ["business_email", "not-an-email", "Please enter a valid email"],
    ["business_email", "a".repeat(89) + "@example.com", "Email too long"],
    ["business_address", "a".repeat(501), "Address too long"],
    ["business_hours", "h".repeat(301), "Business hours too long"],
    ["business_description", "d".repeat(3001), "Description too long"],
    ["business_phone", 5551234, "Must be text"],
    ["homepage_hero_image", "not a url", "Please enter a valid image URL"],
    ["homepage_stretch_film_image", "ftp://images.example.com/a.png", "Please enter a valid image URL"],
    ["homepage_poly_mailer_image", "javascript:alert(1)", "Please enter a valid image URL"],
    ["about_hero_image", "//evil.example/x.png", "Please enter a valid image URL"],
    ["about_story_image", 42, "Please enter a valid image URL"],
  ])("%s = %j is 400 with the exact message and changes nothing", async (key, value, message) => {
    const answer = await unchanged(() => put(key, value === undefined ? {} : { value }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ value: message });
  });

  test.each([
    "unknown_key",
    "__catalogue_seeded_at",
    "smtp_password",
    "constructor",
    "__proto__",
    "toString",
    "BUSINESS_NAME",
    "business_name ",
    "x".repeat(300),
  ])("an unknown key %j is 400 and changes nothing", async (key) => {
    const answer = await unchanged(() => put(key, { value: "Hacked" }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ key: "Unknown setting" });
    expect(answer.body.message.length).toBeLessThan(200);
  });

  test("malformed and oversized bodies are 4xx and change nothing", async () => {
    for (const rawBody of ["", "Acme", "[]", '["Acme"]', "null", '"Acme"']) {
      const answer = await unchanged(() =>
        send(putRoute, "PUT", "/api/admin/settings/business_name", { rawBody, cookie, params: { key: "business_name" } }),
      );
      expect(answer.status).toBe(400);
    }
    const big = await unchanged(() => put("business_description", { value: "d".repeat(17 * 1024) }));
    expect(big.status).toBe(413);
  });

  test("a cross-site write is 403 and changes nothing", async () => {
    for (const headers of CROSS_SITE) {
      const answer = await unchanged(() => put("business_name", { value: "Evil Corp" }, headers));
      expect(answer.status).toBe(403);
    }
    expect(await valueOf("business_name")).not.toBe("Evil Corp");
  });
});

describe("DELETE /api/admin/settings/{key}", () => {
  const reset = (key: string, c: string | null = cookie) =>
    send(deleteRoute, "DELETE", `/api/admin/settings/${key}`, { cookie: c, params: { key } });

  test("puts a custom website image back to its default, where an empty PUT keeps it", async () => {
    expect((await put("about_hero_image", { value: "https://images.example.com/about.jpg" })).status).toBe(200);
    await put("about_hero_image", { value: "" });
    expect(await valueOf("about_hero_image")).toBe("https://images.example.com/about.jpg");

    const answer = await reset("about_hero_image");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ key: "about_hero_image", value: "" });
    expect(await valueOf("about_hero_image")).toBe("");
    expect(await stored("about_hero_image")).toBeUndefined();
    // Again: nothing to reset, same answer.
    expect((await reset("about_hero_image")).body).toEqual({ key: "about_hero_image", value: "" });
  });

  test("only image keys can be reset, and only by the admin", async () => {
    const answer = await unchanged(() => reset("business_name"));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ key: "Only a website image can be reset to its default" });
    expect((await unchanged(() => reset("nope"))).status).toBe(400);
    expect((await unchanged(() => reset("homepage_hero_image", null))).status).toBe(401);
  });
});
