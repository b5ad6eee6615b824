/**
 * POST /api/contact: validation,
 * what is stored, the honeypot, cross-site refusal and the per-client limit.
 */
import { POST as contactRoute } from "@/app/api/contact/route";
import { GET as messagesRoute } from "@/app/api/admin/contact-messages/route";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { LIMITS } from "@/server/rate-limit";
import type { Json } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin } from "../factories";
import { EVIL_ORIGIN, login, MESSAGE_KEYS, keysOf, send, unchanged } from "../kit";

useTestDatabase();

beforeAll(async () => {
  await makeAdmin();
});

let ipCounter = 0;
/** A fresh client address per request, so the rate limit only bites where a test wants it. */
const freshIp = () => `192.0.2.${++ipCounter}`;

const valid = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Dana",
  lastName: "Whitfield",
  email: "dana@acme-logistics.com",
  company: "Acme Logistics",
  message: "We need 40 pallets of 18in hand film per month. Please quote.",
  ...overrides,
});

const post = (body: unknown, opts: { ip?: string; headers?: Record<string, string>; rawBody?: string } = {}) =>
  send(contactRoute, "POST", "/api/contact", {
    ...(opts.rawBody !== undefined ? { rawBody: opts.rawBody } : { body }),
    headers: { "x-forwarded-for": opts.ip ?? freshIp(), ...opts.headers },
  });

test("a valid message is stored as sent (trimmed) and listed for the admin, unread", async () => {
  const answer = await post(valid({ firstName: "  Dana ", email: " dana@acme-logistics.com " }));
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({ success: true });
  const row = await db.contactMessage.findUniqueOrThrow({ where: { id: answer.body.id } });
  expect(row).toMatchObject({
    firstName: "Dana",
    lastName: "Whitfield",
    email: "dana@acme-logistics.com",
    company: "Acme Logistics",
    message: "We need 40 pallets of 18in hand film per month. Please quote.",
    isRead: false,
  });
  const list = await send(messagesRoute, "GET", "/api/admin/contact-messages", { cookie: await login() });
  const listed = list.body.find((m: Json) => m.id === row.id);
  expect(keysOf(listed)).toEqual(MESSAGE_KEYS);
  expect(listed).toEqual({ ...row, createdAt: row.createdAt.toISOString() });
});

test.each([
  ["absent", undefined],
  ["blank", ""],
  ["whitespace", "   "],
  ["null", null],
])("company %s is optional and stored as null", async (_label, company) => {
  const body: Record<string, unknown> = valid();
  if (company === undefined) delete body.company;
  else body.company = company;
  const answer = await post(body);
  expect(answer.status).toBe(201);
  const row = await db.contactMessage.findUniqueOrThrow({ where: { id: answer.body.id } });
  expect(row.company).toBeNull();
});

describe("validation: 400 with the field's message, nothing stored", () => {
  const long = (n: number) => "x".repeat(n);
  test.each([
    ["firstName", undefined, "First name is required"],
    ["firstName", "", "First name is required"],
    ["firstName", "   ", "First name is required"],
    ["firstName", 42, "First name is required"],
    ["firstName", long(101), "First name must be at most 100 characters"],
    ["lastName", undefined, "Last name is required"],
    ["lastName", "", "Last name is required"],
    ["lastName", long(101), "Last name must be at most 100 characters"],
    ["email", undefined, "Please enter a valid email"],
    ["email", "", "Please enter a valid email"],
    ["email", "not-an-email", "Please enter a valid email"],
    ["email", "dana@", "Please enter a valid email"],
    ["email", ["dana@acme.com"], "Please enter a valid email"],
    ["company", long(201), "Company must be at most 200 characters"],
    ["company", 7, "Company must be text"],
    ["message", undefined, "Message is required"],
    ["message", "", "Message is required"],
    ["message", " \n\t ", "Message is required"],
    ["message", long(5001), "Message must be at most 5000 characters"],
  ])("%s = %j", async (field, value, message) => {
    const body: Record<string, unknown> = valid();
    if (value === undefined) delete body[field];
    else body[field] = value;
    const answer = await unchanged(() => post(body));
    expect(answer.status).toBe(400);
    expect(answer.body.errors[field]).toBe(message);
    expect(answer.body.message).toContain(message);
  });

  test("an empty object names every required field", async () => {
    const answer = await unchanged(() => post({}));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email",
      message: "Message is required",
    });
  });

  test("the boundaries themselves are accepted", async () => {
    const answer = await post(valid({ firstName: long(100), lastName: long(100), company: long(200), message: long(5000) }));
    expect(answer.status).toBe(201);
    const row = await db.contactMessage.findUniqueOrThrow({ where: { id: answer.body.id } });
    expect(row.message).toHaveLength(5000);
  });
});

describe("malformed bodies: 4xx, nothing stored", () => {
  test.each([
    ["not JSON", "{firstName: Dana"],
    ["empty", ""],
    ["null", "null"],
    ["an array", JSON.stringify([valid()])],
    ["a string", JSON.stringify("hello")],
    ["a number", "42"],
    ["true", "true"],
  ])("%s", async (_label, rawBody) => {
    const answer = await unchanged(() => post(undefined, { rawBody }));
    expect(answer.status).toBe(400);
  });

  test("a body over 16 KB is 413", async () => {
    const answer = await unchanged(() => post(valid({ message: "x".repeat(17 * 1024) })));
    expect(answer.status).toBe(413);
  });

  test("a declared Content-Length over the limit is 413 before reading", async () => {
    const answer = await unchanged(() => post(valid(), { headers: { "content-length": String(10 * 1024 * 1024) } }));
    expect(answer.status).toBe(413);
  });
});

describe("honeypot", () => {
  test.each([
    ["a link", "http://spam.example"],
    ["any text", "x"],
    ["a number", 1],
    ["an object", { a: 1 }],
  ])("a filled honeypot (%s) is answered as sent but nothing is stored", async (_label, website) => {
    const answer = await unchanged(() => post(valid({ website })));
    expect(answer.status).toBe(201);
    expect(answer.body.success).toBe(true);
  });

  test("an empty honeypot is a normal message", async () => {
    const answer = await post(valid({ website: "" }));
    expect(answer.status).toBe(201);
    expect(await db.contactMessage.findUnique({ where: { id: answer.body.id } })).not.toBeNull();
  });
});

describe("cross-site posts are refused (403) and store nothing", () => {
  test.each([
    [{ origin: EVIL_ORIGIN }],
    [{ "sec-fetch-site": "cross-site" }],
    [{ origin: "null" }],
    [{ origin: "http://localhost:3000.evil.example" }],
  ])("%j", async (headers) => {
    const answer = await unchanged(() => post(valid(), { headers }));
    expect(answer.status).toBe(403);
  });

  test("a same-origin post is accepted", async () => {
    const answer = await post(valid(), { headers: { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" } });
    expect(answer.status).toBe(201);
  });
});

describe("rate limit per client", () => {
  test(`after ${LIMITS.contact.max} messages a client gets 429 and nothing more is stored; others are unaffected`, async () => {
    const ip = "198.51.100.77";
    // Rejected submissions do not use up the allowance.
    for (let i = 0; i < 3; i++) expect((await post({ ...valid(), email: "bad" }, { ip })).status).toBe(400);
    const before = await db.contactMessage.count();
    for (let i = 0; i < LIMITS.contact.max; i++) {
      const answer = await post(valid({ message: `Message number ${i}` }), { ip });
      expect(answer.status).toBe(201);
    }
    expect(await db.contactMessage.count()).toBe(before + LIMITS.contact.max);
    const limited = await unchanged(() => post(valid({ message: "One too many" }), { ip }));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many messages. Please try again later.");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(LIMITS.contact.windowMs / 1000);
    // Still limited on the next try, and the proxy-chain's first entry cannot be used to dodge it.
    expect((await unchanged(() => post(valid(), { ip: `203.0.113.200, ${ip}` }))).status).toBe(429);
    // Another client is not affected.
    expect((await post(valid(), { ip: "198.51.100.78" })).status).toBe(201);
  });
});

/**
 * Behind proxies: the header the app gets is what http-server/index.mjs passes on,
 * the client's own X-Forwarded-For (anything it likes), then what each proxy
 * appended, then the address of the socket server.mjs accepted.
 */
describe.each([
  [1, (spoof: string, client: string) => `${spoof}, ${client}, 10.0.0.2`],
  [2, (spoof: string, client: string) => `${spoof}, 7.7.7.${spoof.length}, ${client}, 10.0.0.3, 10.0.0.2`],
])("TRUST_PROXY=%d", (hops, chain) => {
  const setting = env.TRUST_PROXY;
  beforeAll(() => {
    env.TRUST_PROXY = hops;
  });
  afterAll(() => {
    env.TRUST_PROXY = setting;
  });

  test("a spoofed first X-Forwarded-For entry never changes the limit's key: the 6th message from one client is refused", async () => {
    const client = `198.51.100.${100 + hops}`;
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.contact.max; i++) statuses.push((await post(valid(), { ip: chain(`6.6.${hops}.${i}`, client) })).status);
    expect(statuses).toEqual([...Array(LIMITS.contact.max).fill(201), 429]);
    // Another client behind the same proxies is not affected.
    expect((await post(valid(), { ip: chain("6.6.6.6", `198.51.100.${110 + hops}`) })).status).toBe(201);
  });
});
