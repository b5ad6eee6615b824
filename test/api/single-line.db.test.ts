/**
 * A line break in a one-line field (it would reach an e-mail subject or
 * header, or fake a line of the shop's own) is refused with a 400 naming the
 * field, and nothing is stored; multi-line fields keep their line breaks.
 */
import { PUT as settingRoute } from "@/app/api/admin/settings/[key]/route";
import { POST as updateProfileRoute } from "@/app/api/admin/update-profile/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { POST as quoteRoute } from "@/app/api/quote-requests/route";
import { db } from "@/server/db/client";
import { useTestDatabase } from "../db";
import { makeAdmin, makeProduct } from "../factories";
import { login, send, unchanged } from "../kit";

useTestDatabase();

const INJECTION = "Dana\r\nBcc: victims@example.com";
const contact = { firstName: "Dana", lastName: "Buyer", email: "dana@acme.example", company: "Acme", message: "Hello" };
const quote = {
  name: "Dana Buyer",
  company: "Acme",
  email: "dana@acme.example",
  phone: "555-201-3344",
  state: "TX",
  zip: "75001",
  notes: "",
  items: [{ sku: "SL-FILM", name: "Film", quantity: 1 }],
};
let cookie: string;
let ip = 0;
const from = () => ({ "x-forwarded-for": `10.44.0.${++ip}` });

beforeAll(async () => {
  await makeAdmin();
  // The quote's one line: a request is refused unless each line is a product in the catalogue.
  await makeProduct({ sku: "SL-FILM", name: "Single Line Film" });
  cookie = await login();
});

describe("CR/LF in one-line fields", () => {
  it.each([
    [
      "contact firstName",
      () => send(contactRoute, "POST", "/api/contact", { body: { ...contact, firstName: INJECTION }, headers: from() }),
      "firstName",
      "First name",
    ],
    [
      "contact company",
      () => send(contactRoute, "POST", "/api/contact", { body: { ...contact, company: "Acme\nInc" }, headers: from() }),
      "company",
      "Company",
    ],
    [
      "quote request name",
      () => send(quoteRoute, "POST", "/api/quote-requests", { body: { ...quote, name: INJECTION }, headers: from() }),
      "name",
      "Name",
    ],
    [
      "quote request company",
      () => send(quoteRoute, "POST", "/api/quote-requests", { body: { ...quote, company: "Acme\rInc" }, headers: from() }),
      "company",
      "Company",
    ],
    [
      "profile username",
      () =>
        send(updateProfileRoute, "POST", "/api/admin/update-profile", {
          body: { username: "admin\nroot", email: "admin@example.com" },
          cookie,
        }),
      "username",
      "Username",
    ],
    [
      "setting business_name",
      () =>
        send(settingRoute, "PUT", "/api/admin/settings/business_name", {
          params: { key: "business_name" },
          body: { value: "US Plastic\r\nSupply" },
          cookie,
        }),
      "value",
      "Business name",
    ],
  ] as const)("%s: 400 naming the field, nothing stored", async (_what, request, field, label) => {
    const answer = await unchanged(request);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[field]).toBe(`${label} must be on one line`);
  });
});

describe("multi-line fields keep their line breaks", () => {
  it("a contact message, quote notes and the business address are stored with their line breaks", async () => {
    const text = "Line one\r\nLine two\nLine three";
    expect((await send(contactRoute, "POST", "/api/contact", { body: { ...contact, message: text }, headers: from() })).status).toBe(201);
    expect(await db.contactMessage.count({ where: { message: text } })).toBe(1);
    const q = await send(quoteRoute, "POST", "/api/quote-requests", { body: { ...quote, notes: text }, headers: from() });
    expect(q.status).toBe(201);
    expect((await db.quoteRequest.findUniqueOrThrow({ where: { reference: q.body.reference } })).notes).toBe(text);
    const s = await send(settingRoute, "PUT", "/api/admin/settings/business_address", {
      params: { key: "business_address" },
      body: { value: "1 Dock Rd\nNewark, NJ" },
      cookie,
    });
    expect(s.status).toBe(200);
    expect((await db.setting.findUniqueOrThrow({ where: { key: "business_address" } })).value).toBe("1 Dock Rd\nNewark, NJ");
  });
});
